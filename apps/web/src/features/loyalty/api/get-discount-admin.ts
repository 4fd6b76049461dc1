import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountAdmin } from '@bakrom/shared/schemas/loyalty';
import { api } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** GET /api/loyalty/getDataForDiscountAdminGui?merchant[&discountId]: locations, categories, products, the discount. */
export function getDiscountAdmin(merchant: string, discountId?: string): Promise<DiscountAdmin> {
  return api.get<DiscountAdmin>('/loyalty/getDataForDiscountAdminGui', { params: { merchant, discountId } });
}

export function discountAdminQueryOptions(merchant: string, discountId?: string) {
  return queryOptions({
    queryKey: loyaltyKeys.discountAdmin(merchant, discountId),
    queryFn: () => getDiscountAdmin(merchant, discountId),
    staleTime: 0,
  });
}

export function useDiscountAdmin(merchant: string, discountId?: string) {
  return useQuery(discountAdminQueryOptions(merchant, discountId));
}
