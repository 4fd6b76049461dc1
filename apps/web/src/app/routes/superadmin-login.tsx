import { SuperAdminLoginPage } from '@/features/auth/components/superadmin-login-page';

export function SuperAdminLoginRoute() {
  return <SuperAdminLoginPage />;
}
