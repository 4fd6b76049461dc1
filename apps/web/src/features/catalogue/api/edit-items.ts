import type { SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/editItems: the list in its new order, sortOrder = position (§4); answers SUCCEEDED. */
export function editItems(list: SortListInput): Promise<string> {
  return api.post<string>('/product/editItems', list);
}

export function useEditItems() {
  return useInvalidatingMutation({ mutationFn: editItems, invalidates: [catalogueKeys.all] });
}
