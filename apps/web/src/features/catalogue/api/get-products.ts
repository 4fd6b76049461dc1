import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsPage } from '@bakrom/shared/schemas/catalogue-pages';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type { ProductsPage };

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
