import { useUser } from '@/features/auth/use-auth';
import { RewardFormScreen } from '@/features/loyalty/components/reward-form-screen';

export default function RewardCreateRoute() {
  const user = useUser();
  return user ? <RewardFormScreen merchant={user.merchant} /> : null;
}
