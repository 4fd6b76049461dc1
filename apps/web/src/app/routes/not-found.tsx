import { startPath } from '@bakrom/shared/menu-visibility';
import { NotFound } from '@/components/not-found';
import { useUser } from '@/features/auth/use-auth';

export default function NotFoundRoute() {
  const user = useUser();
  return <NotFound homePath={user ? startPath(user.merchantSetting.useFunctionality) : '/login'} />;
}
