import { useUser } from '@/features/auth/use-auth';
import { VatView } from '@/features/settings/components/vat-view';

export default function VatRoute() {
  const user = useUser();
  return user ? <VatView merchant={user.merchant} superAdmin={user.userRole === 'SUPER_ADMIN'} /> : null;
}
