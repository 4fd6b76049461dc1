import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { endExpiredSession } from '@/features/auth/session-expiry';
import { getStoredUser } from '@/features/auth/storage';
import { configureApiAuth } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** Lets the API client send the stored session and log out when the server says it is gone. */
export function connectApiToAuth(): void {
  configureApiAuth({ getToken: () => getStoredUser()?.authToken, onUnauthorized: endExpiredSession });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
