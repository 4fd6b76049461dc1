import { useUser } from '@/features/auth/use-auth';
import { DinteroView } from '@/features/provider-accounts/components/dintero-view';
import { refreshStoredLocations } from '../refresh-stored-locations';

export default function DinteroRoute() {
  const user = useUser();
  return user ? <DinteroView merchant={user.merchant} locations={user.locations} onChanged={refreshStoredLocations} /> : null;
}
