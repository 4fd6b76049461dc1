import { useUser } from '@/features/auth/use-auth';
import { CategoryFormScreen } from '@/features/catalogue/components/category-form-screen';

export default function CategoryCreateRoute() {
  const user = useUser();
  return user ? <CategoryFormScreen user={user} /> : null;
}
