import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { EditCompanyBody } from '@bakrom/shared/schemas/settings-company';
import { api } from '@/lib/api-client';
import { companyQueryOptions } from './get-company';

/** POST /api/settings/editCompany: answers the company's id. */
export function editCompany(body: EditCompanyBody): Promise<string> {
  return api.post<string>('/settings/editCompany', { type: 'company', ...body });
}

export function useEditCompany(merchant: string) {
  return useInvalidatingMutation({ mutationFn: editCompany, invalidates: [companyQueryOptions(merchant).queryKey] });
}
