import { useUser } from '@/features/auth/use-auth';
import { ClosingDaysView } from '@/features/operations/components/closing-days-view';

export default function ClosingDaysRoute() {
  const user = useUser();
  return user ? <ClosingDaysView merchant={user.merchant} locations={user.locations} /> : null;
}
