import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { useCategoryAdminData } from '../api/get-category-admin-data';
import { CategoryForm } from './category-form';
import { ScreenState } from './screen-state';

interface CategoryFormScreenProps {
  user: StoredUser;
  /** Absent when a category is being created. */
  categoryId?: string;
}

/** /categoryCreate and /categoryEdit?categoryId=… */
export function CategoryFormScreen({ user, categoryId }: CategoryFormScreenProps) {
  const data = useCategoryAdminData(user.merchant, categoryId);
  if (!data.data) return <ScreenState error={data.error} />;
  return (
    <CategoryForm
      key={data.data.category?.id ?? 'new'}
      merchant={user.merchant}
      setting={user.merchantSetting}
      locations={data.data.locations}
      category={data.data.category}
    />
  );
}
