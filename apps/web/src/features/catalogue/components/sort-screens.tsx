import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { texts } from '@/i18n';
import { useEditAddOnGroups } from '../api/edit-add-on-groups';
import { useEditAddOns } from '../api/edit-add-ons';
import { useEditCategories } from '../api/edit-categories';
import { useEditItems } from '../api/edit-items';
import { useAddOnGroupAdminData } from '../api/get-add-on-group-admin-data';
import { useAddOnGroups } from '../api/get-add-on-groups';
import { useAddOnsOfAddOnGroup } from '../api/get-add-ons-of-add-on-group';
import { useCategories } from '../api/get-categories';
import { useCategory } from '../api/get-category';
import { useItemsOfCategory } from '../api/get-items-of-category';
import { SortPage } from './sort-page';

/** /categoriesSort */
export function CategoriesSortScreen({ user }: { user: StoredUser }) {
  const t = texts.catalogue.sort;
  const categories = useCategories(user.merchant);
  const save = useEditCategories();
  return <SortPage title={t.categoriesTitle} entries={categories.data} error={categories.error} save={save.mutateAsync} />;
}

/** /itemsOfCategorySort?categoryId=… */
export function ItemsSortScreen({ user, categoryId }: { user: StoredUser; categoryId: string }) {
  const t = texts.catalogue.sort;
  const items = useItemsOfCategory(user.merchant, categoryId);
  const category = useCategory(user.merchant, categoryId);
  const save = useEditItems();
  const title = category.data ? t.itemsTitle(category.data.name) : t.itemsTitleFallback;
  return <SortPage title={title} entries={items.data} error={items.error} save={save.mutateAsync} />;
}

/** /addOnGroupsSort */
export function AddOnGroupsSortScreen({ user }: { user: StoredUser }) {
  const t = texts.catalogue.sort;
  const groups = useAddOnGroups(user.merchant);
  const save = useEditAddOnGroups();
  return <SortPage title={t.groupsTitle} entries={groups.data} error={groups.error} save={save.mutateAsync} />;
}

/** /addOnsOfAddOnGroupSort?addOnGroupId=… */
export function AddOnsSortScreen({ user, addOnGroupId }: { user: StoredUser; addOnGroupId: string }) {
  const t = texts.catalogue.sort;
  const addOns = useAddOnsOfAddOnGroup(user.merchant, addOnGroupId);
  const group = useAddOnGroupAdminData(user.merchant, addOnGroupId);
  const save = useEditAddOns();
  const name = group.data?.addOnGroup?.name;
  return (
    <SortPage
      title={name ? t.addOnsTitle(name) : t.addOnsTitleFallback}
      entries={addOns.data}
      error={addOns.error}
      save={save.mutateAsync}
    />
  );
}
