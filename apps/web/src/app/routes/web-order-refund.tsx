import { useUser } from '@/features/auth/use-auth';
import { RefundView } from '@/features/refunds/components/refund-view';

export default function WebOrderRefundRoute() {
  const user = useUser();
  return user ? <RefundView merchant={user.merchant} mode={user.merchantSetting.useFunctionality} page="webOrderRefund" /> : null;
}
