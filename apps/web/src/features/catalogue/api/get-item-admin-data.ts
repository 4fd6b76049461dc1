import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { AddOnGroup, Allergen, Category, Item } from '@bakrom/shared/schemas/catalogue';
import type { Location } from '@bakrom/shared/schemas/location';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export interface ItemAdminData {
  category: Category;
  categories: Category[];
  addOnGroups: AddOnGroup[];
  spicyLevels: string[];
  allergens: Allergen[];
  vat: VatRates;
  locations: Location[];
  /** Null when an item is being created. */
  item: Item | null;
}

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
