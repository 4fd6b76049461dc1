import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkProductsAsSoldOutBody, SoldOutItem } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { invalidateOperations } from './invalidate-operations';

/** POST /api/product/markProductsAsSoldOut; an empty answer counts as failure (spec part 1 §7). */
export async function markProductsAsSoldOut(body: MarkProductsAsSoldOutBody): Promise<SoldOutItem[]> {
  const answer = await api.post<SoldOutItem[] | null>('/product/markProductsAsSoldOut', body);
  if (!answer) throw new Error('markProductsAsSoldOut answered nothing');
  return answer;
}

export function useMarkProductsAsSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markProductsAsSoldOut, onSuccess: () => invalidateOperations(queryClient) });
}
