import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useItemAdminData } from '../api/get-item-admin-data';
import { backToProducts } from './back-to-products';
import { ItemForm } from './item-form';

interface ItemFormScreenProps {
  user: StoredUser;
  categoryId: string;
  /** Absent when an item is being created. */
  itemId?: string;
}

/** /itemCreate?categoryId=… and /itemEdit?categoryId=…&itemId=… */
export function ItemFormScreen({ user, categoryId, itemId }: ItemFormScreenProps) {
  const query = useItemAdminData(user.merchant, categoryId, itemId);
  return (
    <ScreenState query={query} back={backToProducts()} loadFailedText={texts.catalogue.form.loadFailed}>
      {(data) => <ItemForm key={data.item?.id ?? 'new'} merchant={user.merchant} setting={user.merchantSetting} data={data} />}
    </ScreenState>
  );
}
