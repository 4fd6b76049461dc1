import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { MarkProductsAsSoldOutBody, SoldOutItem } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsChangeShowsIn } from './query-keys';

/** POST /api/product/markProductsAsSoldOut; an empty answer counts as failure (spec part 1 §7). */
export async function markProductsAsSoldOut(body: MarkProductsAsSoldOutBody): Promise<SoldOutItem[]> {
  const answer = await api.post<SoldOutItem[] | null>('/product/markProductsAsSoldOut', body);
  if (!answer) throw new Error('markProductsAsSoldOut answered nothing');
  return answer;
}

export function useMarkProductsAsSoldOut() {
  return useInvalidatingMutation({ mutationFn: markProductsAsSoldOut, invalidates: operationsChangeShowsIn });
}
