import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { endExpiredSession } from '@/features/auth/session-expiry';
import { getStoredUser } from '@/features/auth/storage';
import { followUserLanguage } from '@/features/auth/user-language';
import { useLanguage } from '@/i18n';
import { configureApiAuth } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, themeFor } from './theme';

/** Lets the API client send the stored session and log out when the server says it is gone. */
export function connectApiToAuth(): void {
  configureApiAuth({ getToken: () => getStoredUser()?.authToken, onUnauthorized: endExpiredSession });
}

/** The interface follows the logged-in user's language from the start, before the first render. */
export function connectLanguageToUser(): void {
  followUserLanguage();
}

/**
 * The app's providers. The query client is made once: a change of language draws the screens again (the
 * router below is keyed by it) with the answers already cached.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useLanguage();
  return (
    <MantineProvider theme={themeFor(language)} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
