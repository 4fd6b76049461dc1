import { useUser } from '@/features/auth/use-auth';
import { RewardsView } from '@/features/loyalty/components/rewards-view';

export default function RewardsRoute() {
  const user = useUser();
  return user ? <RewardsView merchant={user.merchant} locations={user.locations} /> : null;
}
