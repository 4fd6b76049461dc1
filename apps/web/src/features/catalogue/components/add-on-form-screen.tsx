import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useAddOnAdminData } from '../api/get-add-on-admin-data';
import { AddOnForm } from './add-on-form';
import { backToProducts } from './back-to-products';

interface AddOnFormScreenProps {
  user: StoredUser;
  addOnGroupId: string;
  /** Absent when an add-on is being created. */
  addOnId?: string;
}

/** /addOnCreate?addOnGroupId=… and /addOnEdit?addOnGroupId=…&addOnId=… */
export function AddOnFormScreen({ user, addOnGroupId, addOnId }: AddOnFormScreenProps) {
  const query = useAddOnAdminData(user.merchant, addOnGroupId, addOnId);
  return (
    <ScreenState query={query} back={backToProducts()} loadFailedText={texts.catalogue.form.loadFailed}>
      {(data) => <AddOnForm key={data.addOn?.id ?? 'new'} merchant={user.merchant} setting={user.merchantSetting} data={data} />}
    </ScreenState>
  );
}
