import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { DeleteRewardProgramBody } from '@bakrom/shared/schemas/loyalty';
import type { Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** POST /api/loyalty/deleteRewardProgram: answers the plain text SUCCEEDED. */
export async function deleteRewardProgram(body: DeleteRewardProgramBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/loyalty/deleteRewardProgram', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteRewardProgram did not succeed');
  return answer;
}

export function useDeleteRewardProgram() {
  return useInvalidatingMutation({ mutationFn: deleteRewardProgram, invalidates: [loyaltyKeys.all] });
}
