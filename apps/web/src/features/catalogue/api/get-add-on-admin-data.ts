import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOnAdminData } from '@bakrom/shared/schemas/catalogue-pages';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type { AddOnAdminData };

/** GET /api/product/getDataForAddOnAdminGui?merchant&addOnGroupId[&addOnId] */
export function getAddOnAdminData(merchant: string, addOnGroupId: string, addOnId?: string): Promise<AddOnAdminData> {
  return api.get<AddOnAdminData>('/product/getDataForAddOnAdminGui', { params: { merchant, addOnGroupId, addOnId } });
}

export function addOnAdminQueryOptions(merchant: string, addOnGroupId: string, addOnId?: string) {
  return queryOptions({
    queryKey: catalogueKeys.addOnAdmin(merchant, addOnGroupId, addOnId),
    queryFn: () => getAddOnAdminData(merchant, addOnGroupId, addOnId),
    staleTime: 0,
  });
}

export function useAddOnAdminData(merchant: string, addOnGroupId: string, addOnId?: string) {
  return useQuery(addOnAdminQueryOptions(merchant, addOnGroupId, addOnId));
}
