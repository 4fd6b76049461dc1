import { useUser } from '@/features/auth/use-auth';
import { AddOnGroupFormScreen } from '@/features/catalogue/components/add-on-group-form-screen';

export default function AddOnGroupCreateRoute() {
  const user = useUser();
  return user ? <AddOnGroupFormScreen user={user} /> : null;
}
