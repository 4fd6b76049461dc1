import type { DeleteCategoryBody } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useCatalogueMutation } from '../hooks/use-catalogue-mutation';

export type { DeleteCategoryBody };

/** POST /api/product/deleteCategory: deletes the category with its items; answers SUCCEEDED. */
export function deleteCategory(body: DeleteCategoryBody): Promise<string> {
  return api.post<string>('/product/deleteCategory', body);
}

export function useDeleteCategory() {
  return useCatalogueMutation(deleteCategory);
}
