import { useUser } from '@/features/auth/use-auth';
import { EmployeesView } from '@/features/staff/components/employees-view';

export default function UsersRoute() {
  const user = useUser();
  return user ? <EmployeesView user={user} /> : null;
}
