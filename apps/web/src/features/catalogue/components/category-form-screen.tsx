import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useCategoryAdminData } from '../api/get-category-admin-data';
import { backToProducts } from './back-to-products';
import { CategoryForm } from './category-form';

interface CategoryFormScreenProps {
  user: StoredUser;
  /** Absent when a category is being created. */
  categoryId?: string;
}

/** /categoryCreate and /categoryEdit?categoryId=… */
export function CategoryFormScreen({ user, categoryId }: CategoryFormScreenProps) {
  const query = useCategoryAdminData(user.merchant, categoryId);
  return (
    <ScreenState query={query} back={backToProducts()} loadFailedText={texts.catalogue.form.loadFailed}>
      {(data) => (
        <CategoryForm
          key={data.category?.id ?? 'new'}
          merchant={user.merchant}
          setting={user.merchantSetting}
          locations={data.locations}
          category={data.category}
        />
      )}
    </ScreenState>
  );
}
