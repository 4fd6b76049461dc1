import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantSettingDocument } from '@bakrom/shared/schemas/settings-company';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/getMerchantSetting?merchant=… (every logged-in user). */
export function getMerchantSetting(merchant: string): Promise<MerchantSettingDocument> {
  return api.get<MerchantSettingDocument>('/settings/getMerchantSetting', { params: { merchant } });
}

export function merchantSettingQueryOptions(merchant: string) {
  return queryOptions({
    queryKey: [...settingsKeys.all, 'merchant-setting', merchant] as const,
    queryFn: () => getMerchantSetting(merchant),
  });
}

export function useMerchantSetting(merchant: string) {
  return useQuery(merchantSettingQueryOptions(merchant));
}
