import { Navigate, useNavigate } from 'react-router';
import { startPath } from '@bakrom/shared/menu-visibility';
import { nb } from '@/i18n/nb';
import { loadLogin } from '../api/load-login';
import type { LoginValues } from '../login-validation';
import { storeUser } from '../storage';
import { useInitialUser } from '../use-initial-user';
import { LoginForm } from './login-form';
import { LoginLayout } from './login-layout';

/** /login (spec part 1 §2): staff log in; a visitor who is already logged in goes to the start page. */
export function LoginPage() {
  const navigate = useNavigate();
  const initialUser = useInitialUser();
  if (initialUser) return <Navigate to={startPath(initialUser.merchantSetting.useFunctionality)} replace />;

  const onLogin = async ({ username, password }: LoginValues) => {
    const { loginAsStaff } = await loadLogin();
    const outcome = await loginAsStaff(username, password);
    if ('error' in outcome) return outcome.error;
    storeUser(outcome.user);
    await navigate(startPath(outcome.user.merchantSetting.useFunctionality), { replace: true });
    return null;
  };

  return (
    <LoginLayout title={nb.login.title}>
      <LoginForm onLogin={onLogin} onFirstInput={loadLogin} />
    </LoginLayout>
  );
}
