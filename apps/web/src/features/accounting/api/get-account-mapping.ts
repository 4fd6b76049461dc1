import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMappingResponse } from '@bakrom/shared/schemas/accounting';
import { api } from '@/lib/api-client';
import { accountingKeys } from './query-keys';

/** GET /api/accounting/getAccountMapping?merchant=…: the mapping in force (or the defaults), its version and the defaults. */
export function getAccountMapping(merchant: string): Promise<AccountMappingResponse> {
  return api.get<AccountMappingResponse>('/accounting/getAccountMapping', { params: { merchant } });
}

export function accountMappingQueryOptions(merchant: string) {
  return queryOptions({ queryKey: accountingKeys.mapping(merchant), queryFn: () => getAccountMapping(merchant) });
}

export function useAccountMapping(merchant: string) {
  return useQuery(accountMappingQueryOptions(merchant));
}
