import type { OperationsCategory, SoldOutPageItem } from '@bakrom/shared/schemas/dashboard';

export interface CategoryGroup {
  category: OperationsCategory;
  items: SoldOutPageItem[];
}

const bySortOrder = <T extends { sortOrder: number; name: string }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'nb');

/** Every item under its category, categories and items by sortOrder; categories without items are left out. */
export function groupByCategory(categories: readonly OperationsCategory[], items: readonly SoldOutPageItem[]): CategoryGroup[] {
  return [...categories]
    .sort(bySortOrder)
    .map((category) => ({ category, items: items.filter((item) => item.categoryId === category.id).sort(bySortOrder) }))
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
