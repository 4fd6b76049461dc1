import { useUser } from '@/features/auth/use-auth';
import { DishesView } from '@/features/operations/components/dishes-view';

export default function CloseDishesRoute() {
  const user = useUser();
  return user ? <DishesView merchant={user.merchant} locations={user.locations} mode="close" /> : null;
}
