import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { Succeeded, UnmarkProductsAsSoldOutBody } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsChangeShowsIn } from './query-keys';

/** POST /api/product/unmarkProductsAsSoldOut: answers the plain text SUCCEEDED. */
export async function unmarkProductsAsSoldOut(body: UnmarkProductsAsSoldOutBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/product/unmarkProductsAsSoldOut', body);
  if (answer !== 'SUCCEEDED') throw new Error('unmarkProductsAsSoldOut did not succeed');
  return answer;
}

export function useUnmarkProductsAsSoldOut() {
  return useInvalidatingMutation({ mutationFn: unmarkProductsAsSoldOut, invalidates: operationsChangeShowsIn });
}
