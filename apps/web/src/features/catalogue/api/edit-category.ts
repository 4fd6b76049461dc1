import type { EditCategoryBody } from '@bakrom/shared/schemas/catalogue-input';
import type { Category } from '@bakrom/shared/schemas/catalogue';

export type { EditCategoryBody };
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/editCategory: answers the saved category. */
export function editCategory(body: EditCategoryBody): Promise<Category> {
  return api.post<Category>('/product/editCategory', body);
}

export function useEditCategory() {
  return useInvalidatingMutation({ mutationFn: editCategory, invalidates: [catalogueKeys.all] });
}
