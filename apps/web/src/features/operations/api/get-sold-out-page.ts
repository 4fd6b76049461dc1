import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SoldOutAdminGui } from '@bakrom/shared/schemas/dashboard';
import { api } from '@/lib/api-client';
import { operationsKeys } from './query-keys';

/** GET /api/dashboard/getDataForSoldOutAdminGui?merchant=…&locationId=… */
export function getSoldOutPage(merchant: string, locationId: string): Promise<SoldOutAdminGui> {
  return api.get<SoldOutAdminGui>('/dashboard/getDataForSoldOutAdminGui', { params: { merchant, locationId } });
}

export function soldOutPageQueryOptions(merchant: string, locationId: string) {
  return queryOptions({
    queryKey: operationsKeys.soldOut(merchant, locationId),
    queryFn: () => getSoldOutPage(merchant, locationId),
  });
}

export function useSoldOutPage(merchant: string, locationId: string | undefined) {
  return useQuery({ ...soldOutPageQueryOptions(merchant, locationId ?? ''), enabled: Boolean(locationId) });
}
