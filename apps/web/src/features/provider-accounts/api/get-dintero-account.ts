import { useQuery } from '@tanstack/react-query';
import type { DinteroAccountResponse } from '@bakrom/shared/schemas/provider-accounts';
import { api } from '@/lib/api-client';
import { providerAccountKeys } from './query-keys';

/** GET /api/settings/getDinteroAccount?merchant=…&locationId=…: the account (the secret only as set and its last four), or null. */
export function getDinteroAccount(merchant: string, locationId: string): Promise<DinteroAccountResponse> {
  return api.get<DinteroAccountResponse>('/settings/getDinteroAccount', { params: { merchant, locationId } });
}

export function useDinteroAccount(merchant: string, locationId: string | undefined) {
  return useQuery({
    queryKey: providerAccountKeys.dintero(merchant, locationId ?? ''),
    queryFn: () => getDinteroAccount(merchant, locationId!),
    enabled: locationId !== undefined,
    gcTime: 0,
  });
}
