import { useUser } from '@/features/auth/use-auth';
import { CategoriesSortScreen } from '@/features/catalogue/components/sort-screens';

export default function CategoriesSortRoute() {
  const user = useUser();
  return user ? <CategoriesSortScreen user={user} /> : null;
}
