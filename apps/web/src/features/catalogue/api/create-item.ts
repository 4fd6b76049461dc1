import type { ItemInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Item } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/createItem: answers the new item. */
export function createItem(body: ItemInput): Promise<Item> {
  return api.post<Item>('/product/createItem', body);
}

export function useCreateItem() {
  return useInvalidatingMutation({ mutationFn: createItem, invalidates: [catalogueKeys.all] });
}
