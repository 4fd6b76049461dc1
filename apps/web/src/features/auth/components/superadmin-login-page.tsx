import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { startPath } from '@bakrom/shared/menu-visibility';
import { nb } from '@/i18n/nb';
import { loadLogin } from '../api/load-login';
import type { LoginValues } from '../login-validation';
import { storeUser } from '../storage';
import { useInitialUser } from '../use-initial-user';
import { LoginForm } from './login-form';
import { LoginLayout } from './login-layout';

/**
 * /superadmin/login?merchant=… (spec part 1 §2): the super admin logs in for one merchant and lands
 * on /overview. A visitor who is already logged in goes to the start page.
 */
export function SuperAdminLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const merchant = searchParams.get('merchant')?.trim() || undefined;
  const initialUser = useInitialUser();
  if (initialUser) return <Navigate to={startPath(initialUser.merchantSetting.useFunctionality)} replace />;

  const onLogin = async ({ username, password }: LoginValues) => {
    const { loginAsSuperAdmin } = await loadLogin();
    const outcome = await loginAsSuperAdmin(username, password, merchant);
    if ('error' in outcome) return outcome.error;
    storeUser(outcome.user);
    await navigate('/overview', { replace: true });
    return null;
  };

  return (
    <LoginLayout title={nb.login.superAdminTitle} subtitle={merchant && nb.login.merchant(merchant)}>
      <LoginForm onLogin={onLogin} onFirstInput={loadLogin} />
    </LoginLayout>
  );
}
