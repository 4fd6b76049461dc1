import { useUser } from '@/features/auth/use-auth';
import { DiscountFormScreen } from '@/features/loyalty/components/discount-form-screen';

export default function DiscountCreateRoute() {
  const user = useUser();
  return user ? <DiscountFormScreen merchant={user.merchant} /> : null;
}
