import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteClosingDayBody, Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { invalidateOperations } from './invalidate-operations';

/** POST /api/settings/deleteClosingDay: answers the plain text SUCCEEDED. */
export async function deleteClosingDay(body: DeleteClosingDayBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/settings/deleteClosingDay', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteClosingDay did not succeed');
  return answer;
}

export function useDeleteClosingDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClosingDay, onSuccess: () => invalidateOperations(queryClient) });
}
