import { useUser } from '@/features/auth/use-auth';
import { OrdersView } from '@/features/orders/components/orders-view';

export default function OrdersRoute() {
  const user = useUser();
  return user ? (
    <OrdersView
      merchant={user.merchant}
      locations={user.locations}
      mode={user.merchantSetting.useFunctionality}
      isSuperAdmin={user.userRole === 'SUPER_ADMIN'}
    />
  ) : null;
}
