import { useUser } from '@/features/auth/use-auth';
import { RefundView } from '@/features/refunds/components/refund-view';

export default function CashOrderRefundRoute() {
  const user = useUser();
  return user ? <RefundView merchant={user.merchant} mode={user.merchantSetting.useFunctionality} page="cashOrderRefund" /> : null;
}
