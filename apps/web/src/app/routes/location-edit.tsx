import { useSearchParams } from 'react-router';
import { startPath } from '@bakrom/shared/menu-visibility';
import { NotFound } from '@/components/not-found';
import { useUser } from '@/features/auth/use-auth';
import { LocationEditScreen } from '@/features/locations/components/location-form';
import { refreshStoredLocations } from '../refresh-stored-locations';

/** Only a super admin edits a location (spec part 2 §6): anyone else gets the not-found page. */
export default function LocationEditRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  if (!user) return null;
  if (user.userRole !== 'SUPER_ADMIN') return <NotFound homePath={startPath(user.merchantSetting.useFunctionality)} />;
  return <LocationEditScreen merchant={user.merchant} locationId={params.get('locationId') ?? ''} onChanged={refreshStoredLocations} />;
}
