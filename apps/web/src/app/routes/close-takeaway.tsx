import { useUser } from '@/features/auth/use-auth';
import { CloseTakeawayView } from '@/features/operations/components/close-takeaway-view';

export default function CloseTakeawayRoute() {
  const user = useUser();
  return user ? <CloseTakeawayView merchant={user.merchant} locations={user.locations} /> : null;
}
