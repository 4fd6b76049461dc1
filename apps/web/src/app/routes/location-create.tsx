import { useUser } from '@/features/auth/use-auth';
import { LocationCreateScreen } from '@/features/locations/components/location-form';
import { refreshStoredLocations } from '../refresh-stored-locations';

export function LocationCreateRoute() {
  const user = useUser();
  return user ? <LocationCreateScreen merchant={user.merchant} onChanged={refreshStoredLocations} /> : null;
}
