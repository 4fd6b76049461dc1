import type { SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useCatalogueMutation } from '../hooks/use-catalogue-mutation';

/** POST /api/product/editItems: the list in its new order, sortOrder = position (§4); answers SUCCEEDED. */
export function editItems(list: SortListInput): Promise<string> {
  return api.post<string>('/product/editItems', list);
}

export function useEditItems() {
  return useCatalogueMutation(editItems);
}
