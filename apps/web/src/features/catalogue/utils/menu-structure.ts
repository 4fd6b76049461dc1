import type { AddOn, AddOnGroup, Category, Item } from '@bakrom/shared/schemas/catalogue';

const bySortOrder = <T extends { sortOrder: number; name: string }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'nb');

/** Categories in their order, each with its items sorted by sortOrder (§2.3). */
export function categoriesWithItems(categories: Category[], items: Item[]): { category: Category; items: Item[] }[] {
  return [...categories].sort(bySortOrder).map((category) => ({
    category,
    items: items.filter((item) => item.categoryId === category.id).sort(bySortOrder),
  }));
}

/** Add-on groups in their order, each with its add-ons sorted by sortOrder. */
export function groupsWithAddOns(groups: AddOnGroup[], addOns: AddOn[]): { group: AddOnGroup; addOns: AddOn[] }[] {
  return [...groups].sort(bySortOrder).map((group) => ({
    group,
    addOns: addOns.filter((addOn) => addOn.addOnGroupId === group.id).sort(bySortOrder),
  }));
}

/** The element id of a category's block on the products page (the sidebar scrolls to it). */
export function categoryBlockId(categoryId: string): string {
  return `category-${categoryId}`;
}
