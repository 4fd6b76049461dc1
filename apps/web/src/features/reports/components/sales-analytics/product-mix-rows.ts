import type { ProductMixCategory, ProductMixItem } from '@bakrom/shared/schemas/sales-analytics';
import { texts } from '@/i18n';

/**
 * The product mix's table as rows: sorted by a column (a click on its header), and by category on request, each
 * category's items followed by its subtotal. Pure, so that the sorting rules have tests of their own.
 */

export const PRODUCT_COLUMNS = ['product', 'category', 'units', 'sales', 'share', 'rank', 'change'] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ProductSort {
  column: ProductColumn;
  direction: SortDirection;
}

/** Best sellers first. */
export const DEFAULT_PRODUCT_SORT: ProductSort = { column: 'rank', direction: 'asc' };

const TEXT_COLUMNS: readonly ProductColumn[] = ['product', 'category'];

/** 'Margherita – Stor': an item with its variant; the item alone without one. */
export function productLabel(item: Pick<ProductMixItem, 'name' | 'variantName'>): string {
  return item.variantName ? texts.reports.salesAnalytics.products.variant(item.name, item.variantName) : item.name;
}

/** A click on a column's header: the sorted column turns around; another starts A–Å, by rank from the best, by figures from the most. */
export function nextSort(current: ProductSort, column: ProductColumn): ProductSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: TEXT_COLUMNS.includes(column) || column === 'rank' ? 'asc' : 'desc' };
}

const collator = new Intl.Collator('nb');

type Sortable = string | number | null;

function compareValues(a: Sortable, b: Sortable, direction: SortDirection): number {
  // Without a figure (no comparison) last, whichever way.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : (a as number) - (b as number);
  return direction === 'asc' ? order : -order;
}

function itemValue(item: ProductMixItem, column: ProductColumn): Sortable {
  switch (column) {
    case 'product':
      return productLabel(item);
    case 'category':
      return item.categoryName;
    case 'units':
      return item.units;
    case 'sales':
      return item.sales;
    case 'share':
      return item.share;
    case 'rank':
      return item.rank;
    case 'change':
      return item.change;
  }
}

/** The items by a column; equal ones by rank, then by name, so the order never jumps. */
export function sortProducts(items: readonly ProductMixItem[], sort: ProductSort): ProductMixItem[] {
  return [...items].sort(
    (a, b) =>
      compareValues(itemValue(a, sort.column), itemValue(b, sort.column), sort.direction) ||
      a.rank - b.rank ||
      collator.compare(productLabel(a), productLabel(b)),
  );
}

export type ProductMixRow = { kind: 'item'; item: ProductMixItem } | { kind: 'subtotal'; key: string; category: ProductMixCategory };

/** A category's key: its id, or its name for the items without one. */
const categoryKey = (category: { categoryId: string | null; name: string }) => category.categoryId ?? `name:${category.name}`;
const itemCategoryKey = (item: ProductMixItem) => categoryKey({ categoryId: item.categoryId, name: item.categoryName });

function categoryValue(category: ProductMixCategory, column: ProductColumn): Sortable {
  switch (column) {
    case 'product':
    case 'category':
      return category.name;
    case 'units':
      return category.units;
    case 'share':
      return category.share;
    case 'change':
      return category.change;
    // By rank is by sales: the best category first.
    case 'rank':
      return -category.sales;
    case 'sales':
      return category.sales;
  }
}

/** The subtotal of items whose category the answer does not list (it always should): summed here. */
function summed(items: readonly ProductMixItem[]): ProductMixCategory {
  const first = items[0]!;
  const sales = items.reduce((sum, item) => sum + item.sales, 0);
  const previousSales = items.reduce((sum, item) => sum + item.previousSales, 0);
  return {
    categoryId: first.categoryId,
    name: first.categoryName,
    units: items.reduce((sum, item) => sum + item.units, 0),
    sales,
    share: items.reduce((sum, item) => sum + item.share, 0),
    previousSales,
    change: previousSales === 0 ? null : Math.round(((sales - previousSales) / Math.abs(previousSales)) * 10_000) / 10_000,
  };
}

/**
 * The rows of the table: the sorted items, or with `grouped` the categories in the same order by their subtotals,
 * each one's sorted items followed by its subtotal row.
 */
export function productMixRows(
  items: readonly ProductMixItem[],
  categories: readonly ProductMixCategory[],
  sort: ProductSort,
  grouped: boolean,
): ProductMixRow[] {
  const sorted = sortProducts(items, sort);
  if (!grouped) return sorted.map((item) => ({ kind: 'item', item }));
  const byCategory = new Map<string, ProductMixItem[]>();
  for (const item of sorted) {
    const key = itemCategoryKey(item);
    byCategory.set(key, [...(byCategory.get(key) ?? []), item]);
  }
  const listed = new Map(categories.map((category) => [categoryKey(category), category]));
  const groups = [...byCategory.entries()].map(([key, groupItems]) => ({
    key,
    items: groupItems,
    total: listed.get(key) ?? summed(groupItems),
  }));
  groups.sort(
    (a, b) =>
      compareValues(categoryValue(a.total, sort.column), categoryValue(b.total, sort.column), sort.direction) ||
      b.total.sales - a.total.sales ||
      collator.compare(a.total.name, b.total.name),
  );
  return groups.flatMap((group) => [
    ...group.items.map((item): ProductMixRow => ({ kind: 'item', item })),
    { kind: 'subtotal', key: group.key, category: group.total },
  ]);
}
