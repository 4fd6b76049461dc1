import { useUser } from '@/features/auth/use-auth';
import { TablesView } from '@/features/tables/components/tables-view';

export default function TablesRoute() {
  const user = useUser();
  return user ? <TablesView merchant={user.merchant} locations={user.locations} /> : null;
}
