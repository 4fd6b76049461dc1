import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@bakrom/shared/schemas/settings-company';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/getCompany?merchant=… */
export function getCompany(merchant: string): Promise<Company> {
  return api.get<Company>('/settings/getCompany', { params: { merchant } });
}

export function companyQueryOptions(merchant: string) {
  return queryOptions({ queryKey: [...settingsKeys.all, 'company', merchant] as const, queryFn: () => getCompany(merchant) });
}

export function useCompany(merchant: string) {
  return useQuery(companyQueryOptions(merchant));
}
