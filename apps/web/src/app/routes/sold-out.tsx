import { useUser } from '@/features/auth/use-auth';
import { SoldOutView } from '@/features/operations/components/sold-out-view';

export default function SoldOutRoute() {
  const user = useUser();
  return user ? <SoldOutView merchant={user.merchant} locations={user.locations} /> : null;
}
