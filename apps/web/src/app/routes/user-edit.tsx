import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { EmployeeEditScreen } from '@/features/staff/components/employee-form-screen';

export default function UserEditRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <EmployeeEditScreen user={user} userId={params.get('userId') ?? ''} /> : null;
}
