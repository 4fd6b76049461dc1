import { useUser } from '@/features/auth/use-auth';
import { ClosingDayCreateView } from '@/features/operations/components/closing-day-create-view';

export default function ClosingDaysCreateRoute() {
  const user = useUser();
  return user ? <ClosingDayCreateView merchant={user.merchant} locations={user.locations} /> : null;
}
