import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { useAddOnAdminData } from '../api/get-add-on-admin-data';
import { AddOnForm } from './add-on-form';
import { ScreenState } from './screen-state';

interface AddOnFormScreenProps {
  user: StoredUser;
  addOnGroupId: string;
  /** Absent when an add-on is being created. */
  addOnId?: string;
}

/** /addOnCreate?addOnGroupId=… and /addOnEdit?addOnGroupId=…&addOnId=… */
export function AddOnFormScreen({ user, addOnGroupId, addOnId }: AddOnFormScreenProps) {
  const data = useAddOnAdminData(user.merchant, addOnGroupId, addOnId);
  if (!data.data) return <ScreenState error={data.error} />;
  return <AddOnForm key={data.data.addOn?.id ?? 'new'} merchant={user.merchant} setting={user.merchantSetting} data={data.data} />;
}
