import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { AddOn, AddOnGroup, Category, Item } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** What the products page shows: the whole menu and the merchant's VAT rates (prices are without VAT). */
export interface ProductsPage {
  categories: Category[];
  items: Item[];
  vat: VatRates;
  addOnGroups: AddOnGroup[];
  addOnLists: AddOn[];
}

/** GET /api/product/getProducts?merchant */
export function getProducts(merchant: string): Promise<ProductsPage> {
  return api.get<ProductsPage>('/product/getProducts', { params: { merchant } });
}

export function productsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: catalogueKeys.products(merchant), queryFn: () => getProducts(merchant) });
}

export function useProducts(merchant: string) {
  return useQuery(productsQueryOptions(merchant));
}
