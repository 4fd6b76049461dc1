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
    const stored = user.merchantSetting as MerchantSetting;
    // Only what the login stores: the answer has settings the stored user does not keep (they would differ every time).
    const keys = Object.keys(stored) as (keyof MerchantSetting)[];
    const current = data as unknown as MerchantSetting;
    const changed = keys.some((key) => key in current && current[key] !== stored[key]);
    if (changed)
      storeUser({
        ...user,
        merchantSetting: Object.fromEntries(keys.map((key) => [key, key in current ? current[key] : stored[key]])) as MerchantSetting,
      });
  }, [data, user]);
  return null;
}
