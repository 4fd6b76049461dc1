import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { DeleteClosingDaysByRangeBody, Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsChangeShowsIn } from './query-keys';

/** POST /api/settings/deleteClosingDaysByRange: deletes the location's closing days overlapping the range. */
export async function deleteClosingDaysByRange(body: DeleteClosingDaysByRangeBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/settings/deleteClosingDaysByRange', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteClosingDaysByRange did not succeed');
  return answer;
}

export function useDeleteClosingDaysByRange() {
  return useInvalidatingMutation({ mutationFn: deleteClosingDaysByRange, invalidates: operationsChangeShowsIn });
}
