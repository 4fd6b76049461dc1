import { useUser } from '@/features/auth/use-auth';
import { OpenTakeawayView } from '@/features/operations/components/open-takeaway-view';

export default function OpenTakeawayRoute() {
  const user = useUser();
  return user ? <OpenTakeawayView merchant={user.merchant} locations={user.locations} /> : null;
}
