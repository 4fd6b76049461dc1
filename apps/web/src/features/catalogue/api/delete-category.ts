import type { DeleteCategoryBody } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

export type { DeleteCategoryBody };

/** POST /api/product/deleteCategory: deletes the category with its items; answers SUCCEEDED. */
export function deleteCategory(body: DeleteCategoryBody): Promise<string> {
  return api.post<string>('/product/deleteCategory', body);
}

export function useDeleteCategory() {
  return useInvalidatingMutation({ mutationFn: deleteCategory, invalidates: [catalogueKeys.all] });
}
