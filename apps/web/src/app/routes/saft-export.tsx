import { useUser } from '@/features/auth/use-auth';
import { SaftExportView } from '@/features/saft/components/saft-export-view';

/** For an ADMIN and a super admin: the route table's rule shows anyone else the not-found page. */
export default function SaftExportRoute() {
  const user = useUser();
  return user ? <SaftExportView merchant={user.merchant} locations={user.locations} /> : null;
}
