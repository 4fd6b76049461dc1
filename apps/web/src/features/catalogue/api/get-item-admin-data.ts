import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemAdminData } from '@bakrom/shared/schemas/catalogue-pages';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type { ItemAdminData };

/** GET /api/product/getDataForItemAdminGui?merchant&categoryId[&itemId] */
export function getItemAdminData(merchant: string, categoryId: string, itemId?: string): Promise<ItemAdminData> {
  return api.get<ItemAdminData>('/product/getDataForItemAdminGui', { params: { merchant, categoryId, itemId } });
}

export function itemAdminQueryOptions(merchant: string, categoryId: string, itemId?: string) {
  return queryOptions({
    queryKey: catalogueKeys.itemAdmin(merchant, categoryId, itemId),
    queryFn: () => getItemAdminData(merchant, categoryId, itemId),
    staleTime: 0,
  });
}

export function useItemAdminData(merchant: string, categoryId: string, itemId?: string) {
  return useQuery(itemAdminQueryOptions(merchant, categoryId, itemId));
}
