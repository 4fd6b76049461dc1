import { startPath } from '@bakrom/shared/menu-visibility';
import { NotFound } from '@/components/not-found';
import { useUser } from '@/features/auth/use-auth';
import { LocationCreateScreen } from '@/features/locations/components/location-form';
import { refreshStoredLocations } from '../refresh-stored-locations';

/** Only a super admin adds a location (spec part 2 §6): anyone else gets the not-found page. */
export default function LocationCreateRoute() {
  const user = useUser();
  if (!user) return null;
  if (user.userRole !== 'SUPER_ADMIN') return <NotFound homePath={startPath(user.merchantSetting.useFunctionality)} />;
  return <LocationCreateScreen merchant={user.merchant} onChanged={refreshStoredLocations} />;
}
