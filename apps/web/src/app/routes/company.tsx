import { useUser } from '@/features/auth/use-auth';
import { CompanyScreen } from '@/features/settings/components/company-form';

export default function CompanyRoute() {
  const user = useUser();
  return user ? <CompanyScreen merchant={user.merchant} /> : null;
}
