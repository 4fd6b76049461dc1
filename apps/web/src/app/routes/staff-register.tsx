import { useUser } from '@/features/auth/use-auth';
import { StaffRegisterView } from '@/features/staff-register/components/staff-register-view';

export default function StaffRegisterRoute() {
  const user = useUser();
  return user ? <StaffRegisterView merchant={user.merchant} locations={user.locations} /> : null;
}
