import { canOpen } from '@bakrom/shared/menu-visibility';
import { useUser } from '@/features/auth/use-auth';
import { OverviewView } from '@/features/dashboard/components/overview-view';
import { menuContextOf } from '@/features/layout/nav-model';

export default function OverviewRoute() {
  const user = useUser();
  if (!user) return null;
  const context = menuContextOf(user);
  return (
    <OverviewView
      merchant={user.merchant}
      linkToXReport={canOpen('/x-report', context)}
      linkToStaffRegister={canOpen('/staffRegister', context)}
    />
  );
}
