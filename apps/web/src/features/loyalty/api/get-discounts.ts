import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountsPage } from '@bakrom/shared/schemas/loyalty';
import { api } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** GET /api/loyalty/getDiscounts?merchant: the discounts and the products they name. */
export function getDiscounts(merchant: string): Promise<DiscountsPage> {
  return api.get<DiscountsPage>('/loyalty/getDiscounts', { params: { merchant } });
}

export function discountsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: loyaltyKeys.discounts(merchant), queryFn: () => getDiscounts(merchant) });
}

export function useDiscounts(merchant: string) {
  return useQuery(discountsQueryOptions(merchant));
}
