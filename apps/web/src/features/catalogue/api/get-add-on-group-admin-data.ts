import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export interface AddOnGroupAdminData {
  /** Null when a group is being created. */
  addOnGroup: AddOnGroup | null;
}

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
