import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOn } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product/getAddOnsOfAddOnGroup?merchant&addOnGroupId (by sortOrder) */
export function getAddOnsOfAddOnGroup(merchant: string, addOnGroupId: string): Promise<AddOn[]> {
  return api.get<AddOn[]>('/product/getAddOnsOfAddOnGroup', { params: { merchant, addOnGroupId } });
}

export function addOnsOfAddOnGroupQueryOptions(merchant: string, addOnGroupId: string) {
  return queryOptions({
    queryKey: catalogueKeys.addOnsOfGroup(merchant, addOnGroupId),
    queryFn: () => getAddOnsOfAddOnGroup(merchant, addOnGroupId),
    staleTime: 0,
  });
}

export function useAddOnsOfAddOnGroup(merchant: string, addOnGroupId: string) {
  return useQuery(addOnsOfAddOnGroupQueryOptions(merchant, addOnGroupId));
}
