import { useUser } from '@/features/auth/use-auth';
import { EmployeeCreateScreen } from '@/features/staff/components/employee-form-screen';

export default function UserCreateRoute() {
  const user = useUser();
  return user ? <EmployeeCreateScreen user={user} /> : null;
}
