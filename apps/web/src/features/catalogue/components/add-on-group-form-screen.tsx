import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { useAddOnGroupAdminData } from '../api/get-add-on-group-admin-data';
import { AddOnGroupForm } from './add-on-group-form';
import { ScreenState } from './screen-state';

/** /addOnGroupCreate and /addOnGroupEdit?addOnGroupId=… */
export function AddOnGroupFormScreen({ user, addOnGroupId }: { user: StoredUser; addOnGroupId?: string }) {
  const data = useAddOnGroupAdminData(user.merchant, addOnGroupId);
  if (!data.data) return <ScreenState error={data.error} />;
  return <AddOnGroupForm key={data.data.addOnGroup?.id ?? 'new'} merchant={user.merchant} group={data.data.addOnGroup} />;
}
