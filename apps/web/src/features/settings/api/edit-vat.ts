import type { EditVatBody, Vat } from '@bakrom/shared/schemas/settings-company';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { queryRoots } from '@/lib/query-keys';
import { vatQueryOptions } from './get-vat';

/** POST /api/settings/editVat (super admin): answers the saved rates. */
export function editVat(body: EditVatBody): Promise<Vat> {
  return api.post<Vat>('/settings/editVat', body);
}

/** The menu's prices with VAT and the product forms follow the new rates: the catalogue is read anew. */
export function useEditVat(merchant: string) {
  return useInvalidatingMutation({
    mutationFn: editVat,
    invalidates: [queryRoots.catalogue],
    onSuccess: (saved, _body, queryClient) => queryClient.setQueryData(vatQueryOptions(merchant).queryKey, saved),
  });
}
