import { useEffect } from 'react';
import type { MerchantSetting } from '@bakrom/shared/merchant-settings';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { storeUser } from '@/features/auth/storage';
import { useMerchantSetting } from '@/features/settings/api/get-merchant-setting';

/**
 * Keeps the merchant settings stored at login up to date: on every page load (and after a super admin
 * saves them) they are read from the server, and a difference is stored, so the menu, the start page
 * and the screens' access follow a change of mode without a new login.
 */
export function MerchantSettingSync({ user }: { user: StoredUser }) {
  const { data } = useMerchantSetting(user.merchant);
  useEffect(() => {
    if (!data || data.merchant !== user.merchant) return;
    const { merchant: _merchant, id: _id, ...current } = data;
    const stored = user.merchantSetting as MerchantSetting;
    const changed = (Object.keys(current) as (keyof MerchantSetting)[]).some((key) => current[key] !== stored[key]);
    if (changed) storeUser({ ...user, merchantSetting: { ...stored, ...current } });
  }, [data, user]);
  return null;
}
