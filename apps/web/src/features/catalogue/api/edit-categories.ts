import type { SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useCatalogueMutation } from '../hooks/use-catalogue-mutation';

/** POST /api/product/editCategories: the list in its new order, sortOrder = position (§4); answers SUCCEEDED. */
export function editCategories(list: SortListInput): Promise<string> {
  return api.post<string>('/product/editCategories', list);
}

export function useEditCategories() {
  return useCatalogueMutation(editCategories);
}
