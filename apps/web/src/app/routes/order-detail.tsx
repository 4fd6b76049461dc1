import { useUser } from '@/features/auth/use-auth';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';

export default function OrderDetailRoute() {
  const user = useUser();
  return user ? (
    <OrderDetailPage merchant={user.merchant} mode={user.merchantSetting.useFunctionality} isSuperAdmin={user.userRole === 'SUPER_ADMIN'} />
  ) : null;
}
