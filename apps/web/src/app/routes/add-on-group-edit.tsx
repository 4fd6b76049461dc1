import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { AddOnGroupFormScreen } from '@/features/catalogue/components/add-on-group-form-screen';

export default function AddOnGroupEditRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <AddOnGroupFormScreen user={user} addOnGroupId={params.get('addOnGroupId') ?? ''} /> : null;
}
