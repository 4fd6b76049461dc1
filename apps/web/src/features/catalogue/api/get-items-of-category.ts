import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product/getItemsOfCategory?merchant&categoryId (by sortOrder) */
export function getItemsOfCategory(merchant: string, categoryId: string): Promise<Item[]> {
  return api.get<Item[]>('/product/getItemsOfCategory', { params: { merchant, categoryId } });
}

export function itemsOfCategoryQueryOptions(merchant: string, categoryId: string) {
  return queryOptions({
    queryKey: catalogueKeys.itemsOfCategory(merchant, categoryId),
    queryFn: () => getItemsOfCategory(merchant, categoryId),
    staleTime: 0,
  });
}

export function useItemsOfCategory(merchant: string, categoryId: string) {
  return useQuery(itemsOfCategoryQueryOptions(merchant, categoryId));
}
