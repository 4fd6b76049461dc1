import { useUser } from '@/features/auth/use-auth';
import { TableCreateView } from '@/features/tables/components/table-create-view';

export default function TableCreateRoute() {
  const user = useUser();
  return user ? <TableCreateView merchant={user.merchant} locations={user.locations} /> : null;
}
