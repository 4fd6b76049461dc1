import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditCompanyBody } from '@bakrom/shared/schemas/settings-company';
import { api } from '@/lib/api-client';
import { companyQueryOptions } from './get-company';

/** POST /api/settings/editCompany: answers the company's id. */
export function editCompany(body: EditCompanyBody): Promise<string> {
  return api.post<string>('/settings/editCompany', { type: 'company', ...body });
}

export function useEditCompany(merchant: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueryOptions(merchant).queryKey }),
  });
}
