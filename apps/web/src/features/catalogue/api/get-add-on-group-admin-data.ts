import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOnGroupAdminData } from '@bakrom/shared/schemas/catalogue-pages';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type { AddOnGroupAdminData };

/** GET /api/product/getDataForAddOnGroupAdminGui?merchant[&addOnGroupId] */
export function getAddOnGroupAdminData(merchant: string, addOnGroupId?: string): Promise<AddOnGroupAdminData> {
  return api.get<AddOnGroupAdminData>('/product/getDataForAddOnGroupAdminGui', { params: { merchant, addOnGroupId } });
}

export function addOnGroupAdminQueryOptions(merchant: string, addOnGroupId?: string) {
  return queryOptions({
    queryKey: catalogueKeys.groupAdmin(merchant, addOnGroupId),
    queryFn: () => getAddOnGroupAdminData(merchant, addOnGroupId),
    staleTime: 0,
  });
}

export function useAddOnGroupAdminData(merchant: string, addOnGroupId?: string) {
  return useQuery(addOnGroupAdminQueryOptions(merchant, addOnGroupId));
}
