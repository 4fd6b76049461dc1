import { useUser } from '@/features/auth/use-auth';
import { SwedbankPayView } from '@/features/provider-accounts/components/swedbank-pay-view';
import { refreshStoredLocations } from '../refresh-stored-locations';

export default function SwedbankPayRoute() {
  const user = useUser();
  return user ? <SwedbankPayView merchant={user.merchant} locations={user.locations} onChanged={refreshStoredLocations} /> : null;
}
