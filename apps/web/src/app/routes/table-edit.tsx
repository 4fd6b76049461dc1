import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { TableEditView } from '@/features/tables/components/table-edit-view';

export default function TableEditRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <TableEditView merchant={user.merchant} locations={user.locations} tableId={params.get('tableId') ?? ''} /> : null;
}
