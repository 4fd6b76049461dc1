import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { CategoryFormScreen } from '@/features/catalogue/components/category-form-screen';

export default function CategoryEditRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <CategoryFormScreen user={user} categoryId={params.get('categoryId') ?? ''} /> : null;
}
