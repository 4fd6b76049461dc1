import { useQuery } from '@tanstack/react-query';
import type { SwedbankPayAccountResponse } from '@bakrom/shared/schemas/provider-accounts';
import { api } from '@/lib/api-client';
import { providerAccountKeys } from './query-keys';

/** GET /api/settings/getSwedbankPayAccount?merchant=…&locationId=…: the account (the token only as set and its last four), or null. */
export function getSwedbankPayAccount(merchant: string, locationId: string): Promise<SwedbankPayAccountResponse> {
  return api.get<SwedbankPayAccountResponse>('/settings/getSwedbankPayAccount', { params: { merchant, locationId } });
}

export function useSwedbankPayAccount(merchant: string, locationId: string | undefined) {
  return useQuery({
    queryKey: providerAccountKeys.swedbankPay(merchant, locationId ?? ''),
    queryFn: () => getSwedbankPayAccount(merchant, locationId!),
    enabled: locationId !== undefined,
    gcTime: 0,
  });
}
