import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { DeleteDiscountBody } from '@bakrom/shared/schemas/loyalty';
import type { Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** POST /api/loyalty/deleteDiscount: answers the plain text SUCCEEDED. */
export async function deleteDiscount(body: DeleteDiscountBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/loyalty/deleteDiscount', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteDiscount did not succeed');
  return answer;
}

export function useDeleteDiscount() {
  return useInvalidatingMutation({ mutationFn: deleteDiscount, invalidates: [loyaltyKeys.all] });
}
