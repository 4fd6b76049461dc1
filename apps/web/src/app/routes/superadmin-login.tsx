import { SuperAdminLoginPage } from '@/features/auth/components/superadmin-login-page';

export default function SuperAdminLoginRoute() {
  return <SuperAdminLoginPage />;
}
