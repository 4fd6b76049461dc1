import { useUser } from '@/features/auth/use-auth';
import { EarliestPickupView } from '@/features/operations/components/earliest-pickup-view';

export default function ChangeEarliestPickupTimeRoute() {
  const user = useUser();
  return user ? <EarliestPickupView merchant={user.merchant} locations={user.locations} /> : null;
}
