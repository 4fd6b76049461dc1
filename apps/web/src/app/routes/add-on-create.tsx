import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { AddOnFormScreen } from '@/features/catalogue/components/add-on-form-screen';

export default function AddOnCreateRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <AddOnFormScreen user={user} addOnGroupId={params.get('addOnGroupId') ?? ''} /> : null;
}
