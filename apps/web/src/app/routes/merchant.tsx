import { useUser } from '@/features/auth/use-auth';
import { MerchantSettingScreen } from '@/features/settings/components/merchant-setting-form';

export default function MerchantRoute() {
  const user = useUser();
  return user ? <MerchantSettingScreen merchant={user.merchant} /> : null;
}
