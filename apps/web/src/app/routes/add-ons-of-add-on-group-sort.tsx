import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/use-auth';
import { AddOnsSortScreen } from '@/features/catalogue/components/sort-screens';

export default function AddOnsOfAddOnGroupSortRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  return user ? <AddOnsSortScreen user={user} addOnGroupId={params.get('addOnGroupId') ?? ''} /> : null;
}
