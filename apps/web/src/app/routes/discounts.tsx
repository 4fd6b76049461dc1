import { useUser } from '@/features/auth/use-auth';
import { DiscountsView } from '@/features/loyalty/components/discounts-view';

export default function DiscountsRoute() {
  const user = useUser();
  return user ? <DiscountsView merchant={user.merchant} locations={user.locations} /> : null;
}
