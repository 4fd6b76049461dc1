import { useUser } from '@/features/auth/use-auth';
import { AccountingExportView } from '@/features/accounting/components/accounting-export-view';

/** For an ADMIN and a super admin: the route table's rule shows anyone else the not-found page. */
export default function AccountingExportRoute() {
  const user = useUser();
  return user ? <AccountingExportView merchant={user.merchant} locations={user.locations} /> : null;
}
