import type { DeleteItemBody } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

export type { DeleteItemBody };

/** POST /api/product/deleteItem: answers SUCCEEDED. */
export function deleteItem(body: DeleteItemBody): Promise<string> {
  return api.post<string>('/product/deleteItem', body);
}

export function useDeleteItem() {
  return useInvalidatingMutation({ mutationFn: deleteItem, invalidates: [catalogueKeys.all] });
}
