import { useUser } from '@/features/auth/use-auth';
import { AccountMappingScreen } from '@/features/accounting/components/account-mapping-form';

/** For an ADMIN and a super admin: the route table's rule shows anyone else the not-found page. */
export default function AccountingSettingsRoute() {
  const user = useUser();
  return user ? <AccountMappingScreen merchant={user.merchant} /> : null;
}
