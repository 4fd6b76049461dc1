import { startPath } from '@bakrom/shared/menu-visibility';
import { NotFound } from '@/components/not-found';
import { useUser } from '@/features/auth/use-auth';
import { VatEditScreen } from '@/features/settings/components/vat-edit-form';

/** Only a super admin changes VAT (spec part 2 §6): anyone else gets the not-found page, as for any screen they may not open. */
export default function VatEditRoute() {
  const user = useUser();
  if (!user) return null;
  if (user.userRole !== 'SUPER_ADMIN') return <NotFound homePath={startPath(user.merchantSetting.useFunctionality)} />;
  return <VatEditScreen merchant={user.merchant} />;
}
