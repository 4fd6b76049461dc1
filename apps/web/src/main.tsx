import '@/app/zod-config';
import '@/app/first-screen-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, connectApiToAuth, connectLanguageToUser } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { languageReady } from '@/i18n';

connectApiToAuth();
connectLanguageToUser();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// An English user's catalogue is a chunk of its own: the first render waits for it, so no Norwegian flashes by.
void languageReady().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
