import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { ItemFormScreen } from '@/features/catalogue/components/item-form-screen';

export default function ItemCreateRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <ItemFormScreen user={user} categoryId={params.get('categoryId') ?? ''} /> : null;
}
