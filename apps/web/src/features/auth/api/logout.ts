import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearStoredUser } from '../storage';

/** The logout call's path: a 401 from it is no expired session to tell about. */
export const LOGOUT_PATH = '/public/backoffice_logout';

/**
 * POST /api/public/backoffice_logout revokes the session on the server. The stored user is removed
 * whatever the answer, so the visitor is logged out even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  try {
    await api.post(LOGOUT_PATH);
  } finally {
    clearStoredUser();
  }
}

/** Logs out and forgets every cached answer of the previous user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
