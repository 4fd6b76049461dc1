import { useUser } from '@/features/auth/use-auth';
import { OpeningHoursView } from '@/features/settings/components/opening-hours-view';

export default function OpeningHoursRoute() {
  const user = useUser();
  return user ? <OpeningHoursView merchant={user.merchant} locations={user.locations} /> : null;
}
