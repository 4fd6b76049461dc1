import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product/getCategories?merchant (by sortOrder) */
export function getCategories(merchant: string): Promise<Category[]> {
  return api.get<Category[]>('/product/getCategories', { params: { merchant } });
}

export function categoriesQueryOptions(merchant: string) {
  return queryOptions({ queryKey: catalogueKeys.categories(merchant), queryFn: () => getCategories(merchant), staleTime: 0 });
}

export function useCategories(merchant: string) {
  return useQuery(categoriesQueryOptions(merchant));
}
