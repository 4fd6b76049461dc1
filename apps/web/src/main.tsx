import '@/app/zod-config';
import '@/app/first-screen-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, connectApiToAuth, connectLanguageToUser } from '@/app/provider';
import { AppRouter } from '@/app/router';

connectApiToAuth();
connectLanguageToUser();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
