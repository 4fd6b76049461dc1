import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditVatBody, Vat } from '@bakrom/shared/schemas/settings-company';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { vatQueryOptions } from './get-vat';

/** POST /api/settings/editVat (super admin): answers the saved rates. */
export function editVat(body: EditVatBody): Promise<Vat> {
  return api.post<Vat>('/settings/editVat', body);
}

/** The menu's prices with VAT and the product forms follow the new rates: the catalogue is read anew. */
export function useEditVat(merchant: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editVat,
    onSuccess: async (saved) => {
      queryClient.setQueryData(vatQueryOptions(merchant).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: queryRoots.catalogue });
    },
  });
}
