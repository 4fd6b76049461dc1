import { useUser } from '@/features/auth/use-auth';
import { OverviewView } from '@/features/dashboard/components/overview-view';

export function OverviewRoute() {
  const user = useUser();
  return user ? <OverviewView merchant={user.merchant} /> : null;
}
