import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { DiscountFormScreen } from '@/features/loyalty/components/discount-form-screen';

export default function DiscountEditRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <DiscountFormScreen merchant={user.merchant} discountId={params.get('discountId') ?? ''} /> : null;
}
