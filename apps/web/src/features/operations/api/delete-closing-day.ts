import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { DeleteClosingDayBody, Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsChangeShowsIn } from './query-keys';

/** POST /api/settings/deleteClosingDay: answers the plain text SUCCEEDED. */
export async function deleteClosingDay(body: DeleteClosingDayBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/settings/deleteClosingDay', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteClosingDay did not succeed');
  return answer;
}

export function useDeleteClosingDay() {
  return useInvalidatingMutation({ mutationFn: deleteClosingDay, invalidates: operationsChangeShowsIn });
}
