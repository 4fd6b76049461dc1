import type { CategoryInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Category } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/createCategory: answers the new category. */
export function createCategory(body: CategoryInput): Promise<Category> {
  return api.post<Category>('/product/createCategory', body);
}

export function useCreateCategory() {
  return useInvalidatingMutation({ mutationFn: createCategory, invalidates: [catalogueKeys.all] });
}
