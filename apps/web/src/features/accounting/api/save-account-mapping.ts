import type { AccountMappingResponse, SaveAccountMappingBody } from '@bakrom/shared/schemas/accounting';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { accountingKeys } from './query-keys';

/** POST /api/accounting/saveAccountMapping: a new version of the mapping, in force from now. */
export function saveAccountMapping(body: SaveAccountMappingBody): Promise<AccountMappingResponse> {
  return api.post<AccountMappingResponse>('/accounting/saveAccountMapping', body);
}

/** The mapping and every preview (vouchers not yet exported are built with the version in force). */
export function useSaveAccountMapping() {
  return useInvalidatingMutation({ mutationFn: saveAccountMapping, invalidates: [accountingKeys.all] });
}
