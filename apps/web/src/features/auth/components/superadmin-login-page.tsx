import { Navigate, useSearchParams } from 'react-router';
import { startPath } from '@bakrom/shared/menu-visibility';
import { texts } from '@/i18n';
import { loadLogin } from '../api/load-login';
import type { LoginValues } from '../login-validation';
import { useAfterLogin } from '../use-after-login';
import { useInitialUser } from '../use-initial-user';
import { LoginForm } from './login-form';
import { LoginLayout } from './login-layout';
import { SessionExpiredNotice } from './session-expired-notice';

/**
 * /superadmin/login?merchant=… (spec part 1 §2): the super admin logs in for one merchant (the
 * customer) and lands on /overview, or back on the page asked for. Without the parameter the form
 * asks for the customer. A visitor who is already logged in goes to the start page.
 */
export function SuperAdminLoginPage() {
  const [searchParams] = useSearchParams();
  const merchant = searchParams.get('merchant')?.trim() || undefined;
  const initialUser = useInitialUser();
  const { returnTo, expired, finish } = useAfterLogin();
  if (initialUser) return <Navigate to={returnTo ?? startPath(initialUser.merchantSetting.useFunctionality)} replace />;

  const onLogin = async (values: LoginValues) => {
    const { loginAsSuperAdmin } = await loadLogin();
    const outcome = await loginAsSuperAdmin(values.username, values.password, merchant ?? values.merchant?.trim());
    if ('error' in outcome) return outcome.error;
    await finish(outcome.user, '/overview');
    return null;
  };

  return (
    <LoginLayout title={texts.login.superAdminTitle} subtitle={merchant && texts.login.merchant(merchant)}>
      {expired && <SessionExpiredNotice />}
      <LoginForm onLogin={onLogin} onFirstInput={loadLogin} askMerchant={!merchant} />
    </LoginLayout>
  );
}
