import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryAdminData } from '@bakrom/shared/schemas/catalogue-pages';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type { CategoryAdminData };

/** GET /api/product/getDataForCategoryAdminGui?merchant[&categoryId] */
export function getCategoryAdminData(merchant: string, categoryId?: string): Promise<CategoryAdminData> {
  return api.get<CategoryAdminData>('/product/getDataForCategoryAdminGui', { params: { merchant, categoryId } });
}

export function categoryAdminQueryOptions(merchant: string, categoryId?: string) {
  return queryOptions({
    queryKey: catalogueKeys.categoryAdmin(merchant, categoryId),
    queryFn: () => getCategoryAdminData(merchant, categoryId),
    staleTime: 0,
  });
}

export function useCategoryAdminData(merchant: string, categoryId?: string) {
  return useQuery(categoryAdminQueryOptions(merchant, categoryId));
}
