import { inMenuOrder } from '@bakrom/shared/catalogue-rules';
import type { OperationsCategory, SoldOutPageItem } from '@bakrom/shared/schemas/dashboard';

export interface CategoryGroup {
  category: OperationsCategory;
  items: SoldOutPageItem[];
}

/** Every item under its category, both in the menu order; categories without items are left out. */
export function groupByCategory(categories: readonly OperationsCategory[], items: readonly SoldOutPageItem[]): CategoryGroup[] {
  return inMenuOrder(categories)
    .map((category) => ({ category, items: inMenuOrder(items.filter((item) => item.categoryId === category.id)) }))
    .filter((group) => group.items.length > 0);
}
