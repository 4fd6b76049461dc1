import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { RewardFormScreen } from '@/features/loyalty/components/reward-form-screen';

export default function RewardEditRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <RewardFormScreen merchant={user.merchant} rewardProgramId={params.get('rewardProgramId') ?? ''} /> : null;
}
