import '@/app/first-screen-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod/v4/core';
import { AppProvider, connectApiToAuth } from '@/app/provider';
import { AppRouter } from '@/app/router';

// zod compiles fast parsers with eval, which the Content-Security-Policy forbids: say so up front,
// or zod's probe for eval is reported as a policy violation.
config({ jitless: true });
connectApiToAuth();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
