import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { LocationEditScreen } from '@/features/locations/components/location-form';
import { refreshStoredLocations } from '../refresh-stored-locations';

export function LocationEditRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? (
    <LocationEditScreen merchant={user.merchant} locationId={params.get('locationId') ?? ''} onChanged={refreshStoredLocations} />
  ) : null;
}
