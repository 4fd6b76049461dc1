import { useUser } from '@/features/auth/use-auth';
import { ProductsScreen } from '@/features/catalogue/components/products-screen';

export default function ProductsRoute() {
  const user = useUser();
  return user ? <ProductsScreen user={user} /> : null;
}
