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

/** The search text as the filter reads it: trimmed and lower-cased; empty means no search. */
export function normaliseSearch(query: string): string {
  return query.trim().toLocaleLowerCase('nb');
}

/**
 * The sold-out page's search (spec part 1 §2): items whose name contains the trimmed query, case
 * ignored, from the first character typed. Null for an empty query: the page shows the grouped list.
 */
export function searchItems<T extends { name: string }>(items: readonly T[], query: string): T[] | null {
  const needle = normaliseSearch(query);
  if (needle === '') return null;
  return items.filter((item) => item.name.toLocaleLowerCase('nb').includes(needle));
}

/** The thumbnail of a menu image. */
export function thumbnailUrl(imageUrl: string): string {
  return `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}size=thumb`;
}
