import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VatRates } from '@bakrom/shared/catalogue-rules';
import type { AddOn, AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export interface AddOnAdminData {
  addOnGroup: AddOnGroup;
  vat: VatRates;
  /** Null when an add-on is being created. */
  addOn: AddOn | null;
}

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
