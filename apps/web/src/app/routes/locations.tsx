import { useUser } from '@/features/auth/use-auth';
import { LocationsView } from '@/features/locations/components/locations-view';
import { refreshStoredLocations } from '../refresh-stored-locations';

export default function LocationsRoute() {
  const user = useUser();
  return user ? (
    <LocationsView merchant={user.merchant} superAdmin={user.userRole === 'SUPER_ADMIN'} onChanged={refreshStoredLocations} />
  ) : null;
}
