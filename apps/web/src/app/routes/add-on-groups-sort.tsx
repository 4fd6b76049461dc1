import { useUser } from '@/features/auth/use-auth';
import { AddOnGroupsSortScreen } from '@/features/catalogue/components/sort-screens';

export default function AddOnGroupsSortRoute() {
  const user = useUser();
  return user ? <AddOnGroupsSortScreen user={user} /> : null;
}
