import { api } from '@/lib/api-client';
import { useCatalogueMutation } from '../hooks/use-catalogue-mutation';

export interface DeleteCategoryBody {
  merchant: string;
  categoryId: string;
  imageUrl: string | null;
}

/** POST /api/product/deleteCategory: deletes the category with its items; answers SUCCEEDED. */
export function deleteCategory(body: DeleteCategoryBody): Promise<string> {
  return api.post<string>('/product/deleteCategory', body);
}

export function useDeleteCategory() {
  return useCatalogueMutation(deleteCategory);
}
