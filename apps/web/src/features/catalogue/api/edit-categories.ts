import type { SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/editCategories: the list in its new order, sortOrder = position (§4); answers SUCCEEDED. */
export function editCategories(list: SortListInput): Promise<string> {
  return api.post<string>('/product/editCategories', list);
}

export function useEditCategories() {
  return useInvalidatingMutation({ mutationFn: editCategories, invalidates: [catalogueKeys.all] });
}
