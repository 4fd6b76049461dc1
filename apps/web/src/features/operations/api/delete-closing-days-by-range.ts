import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteClosingDaysByRangeBody, Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { invalidateOperations } from './invalidate-operations';

/** POST /api/settings/deleteClosingDaysByRange: deletes the location's closing days overlapping the range. */
export async function deleteClosingDaysByRange(body: DeleteClosingDaysByRangeBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/settings/deleteClosingDaysByRange', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteClosingDaysByRange did not succeed');
  return answer;
}

export function useDeleteClosingDaysByRange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClosingDaysByRange, onSuccess: () => invalidateOperations(queryClient) });
}
