import { Navigate } from 'react-router';
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
 * /login (spec part 1 §2): staff log in and go back to the page they asked for, else to the start page
 * of their mode; a visitor who is already logged in goes there at once.
 */
export function LoginPage() {
  const initialUser = useInitialUser();
  const { returnTo, expired, finish } = useAfterLogin();
  if (initialUser) return <Navigate to={returnTo ?? startPath(initialUser.merchantSetting.useFunctionality)} replace />;

  const onLogin = async ({ username, password }: LoginValues) => {
    const { loginAsStaff } = await loadLogin();
    const outcome = await loginAsStaff(username, password);
    if ('error' in outcome) return outcome.error;
    await finish(outcome.user, startPath(outcome.user.merchantSetting.useFunctionality));
    return null;
  };

  return (
    <LoginLayout title={texts.login.title}>
      {expired && <SessionExpiredNotice />}
      <LoginForm onLogin={onLogin} onFirstInput={loadLogin} />
    </LoginLayout>
  );
}
