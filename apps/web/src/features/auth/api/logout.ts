import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LOGOUT_PATH, endSession } from '../session-expiry';

/**
 * POST /api/public/backoffice_logout revokes the session on the server. The stored user is removed
 * whatever the answer, so the visitor is logged out even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  try {
    await api.post(LOGOUT_PATH);
  } finally {
    endSession('logout');
  }
}

/** Logs out and forgets every cached answer of the previous user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
