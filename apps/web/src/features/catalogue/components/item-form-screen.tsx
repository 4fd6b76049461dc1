import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { useItemAdminData } from '../api/get-item-admin-data';
import { ItemForm } from './item-form';
import { ScreenState } from './screen-state';

interface ItemFormScreenProps {
  user: StoredUser;
  categoryId: string;
  /** Absent when an item is being created. */
  itemId?: string;
}

/** /itemCreate?categoryId=… and /itemEdit?categoryId=…&itemId=… */
export function ItemFormScreen({ user, categoryId, itemId }: ItemFormScreenProps) {
  const data = useItemAdminData(user.merchant, categoryId, itemId);
  if (!data.data) return <ScreenState error={data.error} />;
  return <ItemForm key={data.data.item?.id ?? 'new'} merchant={user.merchant} setting={user.merchantSetting} data={data.data} />;
}
