import { useUser } from '@/features/auth/use-auth';
import { CategoryFormScreen } from '@/features/catalogue/components/category-form-screen';

export function CategoryCreateRoute() {
  const user = useUser();
  return user ? <CategoryFormScreen user={user} /> : null;
}
