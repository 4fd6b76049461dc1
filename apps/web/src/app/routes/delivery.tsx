import { useUser } from '@/features/auth/use-auth';
import { DeliveryView } from '@/features/settings/components/delivery-view';

export default function DeliveryRoute() {
  const user = useUser();
  return user ? <DeliveryView merchant={user.merchant} locations={user.locations} /> : null;
}
