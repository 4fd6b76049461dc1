import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useAddOnGroupAdminData } from '../api/get-add-on-group-admin-data';
import { AddOnGroupForm } from './add-on-group-form';
import { backToProducts } from './back-to-products';

/** /addOnGroupCreate and /addOnGroupEdit?addOnGroupId=… */
export function AddOnGroupFormScreen({ user, addOnGroupId }: { user: StoredUser; addOnGroupId?: string }) {
  const query = useAddOnGroupAdminData(user.merchant, addOnGroupId);
  return (
    <ScreenState query={query} back={backToProducts()} loadFailedText={texts.catalogue.form.loadFailed}>
      {(data) => <AddOnGroupForm key={data.addOnGroup?.id ?? 'new'} merchant={user.merchant} group={data.addOnGroup} />}
    </ScreenState>
  );
}
