import type { EditItemBody } from '@bakrom/shared/schemas/catalogue-input';
import type { Item } from '@bakrom/shared/schemas/catalogue';

export type { EditItemBody };
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/editItem: answers the saved item. */
export function editItem(body: EditItemBody): Promise<Item> {
  return api.post<Item>('/product/editItem', body);
}

export function useEditItem() {
  return useInvalidatingMutation({ mutationFn: editItem, invalidates: [catalogueKeys.all] });
}
