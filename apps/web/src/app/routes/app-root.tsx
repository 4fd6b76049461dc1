import '@/app/app-styles';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { startPath } from '@bakrom/shared/menu-visibility';
import { useLogout } from '@/features/auth/api/logout';
import { MerchantSettingSync } from '@/app/merchant-setting-sync';
import { RequireAccess } from '@/app/require-access';
import { useUser } from '@/features/auth/use-auth';
import { LiveUpdates } from '@/features/live/live-updates';
import { AppLayout } from '@/features/layout/components/app-layout';

/**
 * The frame of the logged-in screens (loaded on demand, after the route guard let the user in). Notices
 * (saved, takeaway opened) only follow actions of logged-in screens, so their container lives here.
 */
export default function AppRoot() {
  const user = useUser();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const logout = useLogout();
  if (!user) return null;

  const onLogout = () => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });

  return (
    <>
      {/* At the bottom: at the top a notice would cover the page title's actions ('+ Legg til bord'). */}
      <Notifications position="bottom-center" />
      <MerchantSettingSync user={user} />
      <LiveUpdates user={user} />
      <AppLayout
        user={user}
        homePath={startPath(user.merchantSetting.useFunctionality)}
        onLogout={onLogout}
        loggingOut={logout.isPending}
        navigating={navigation.state === 'loading'}
      >
        <RequireAccess user={user}>
          <Outlet />
        </RequireAccess>
      </AppLayout>
    </>
  );
}
