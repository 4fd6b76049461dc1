import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { ItemsSortScreen } from '@/features/catalogue/components/sort-screens';

export default function ItemsOfCategorySortRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <ItemsSortScreen user={user} categoryId={params.get('categoryId') ?? ''} /> : null;
}
