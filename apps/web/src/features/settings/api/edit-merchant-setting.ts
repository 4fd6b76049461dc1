import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { EditMerchantSettingBody } from '@bakrom/shared/schemas/settings-company';
import { api } from '@/lib/api-client';
import { merchantSettingQueryOptions } from './get-merchant-setting';

/** POST /api/settings/editMerchantSetting (super admin): answers the settings' id. */
export function editMerchantSetting(body: EditMerchantSettingBody): Promise<string> {
  return api.post<string>('/settings/editMerchantSetting', body);
}

/** After a save the settings are read anew; `MerchantSettingSync` then updates the menu at once. */
export function useEditMerchantSetting(merchant: string) {
  return useInvalidatingMutation({ mutationFn: editMerchantSetting, invalidates: [merchantSettingQueryOptions(merchant).queryKey] });
}
