import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product/getCategory?categoryId */
export function getCategory(merchant: string, categoryId: string): Promise<Category> {
  return api.get<Category>('/product/getCategory', { params: { merchant, categoryId } });
}

export function categoryQueryOptions(merchant: string, categoryId: string) {
  return queryOptions({ queryKey: catalogueKeys.category(merchant, categoryId), queryFn: () => getCategory(merchant, categoryId) });
}

export function useCategory(merchant: string, categoryId: string) {
  return useQuery(categoryQueryOptions(merchant, categoryId));
}
