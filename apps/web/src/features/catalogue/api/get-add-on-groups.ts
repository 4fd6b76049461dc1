import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product/getAddOnGroups?merchant (by sortOrder) */
export function getAddOnGroups(merchant: string): Promise<AddOnGroup[]> {
  return api.get<AddOnGroup[]>('/product/getAddOnGroups', { params: { merchant } });
}

export function addOnGroupsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: catalogueKeys.addOnGroups(merchant), queryFn: () => getAddOnGroups(merchant), staleTime: 0 });
}

export function useAddOnGroups(merchant: string) {
  return useQuery(addOnGroupsQueryOptions(merchant));
}
