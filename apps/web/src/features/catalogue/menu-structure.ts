import { inMenuOrder } from '@bakrom/shared/catalogue-rules';
import type { AddOn, AddOnGroup, Category, Item } from '@bakrom/shared/schemas/catalogue';

/** Categories in the menu order, each with its items in the menu order (§2.3; new entries last, as the sort pages show). */
export function categoriesWithItems(categories: Category[], items: Item[]): { category: Category; items: Item[] }[] {
  return inMenuOrder(categories).map((category) => ({
    category,
    items: inMenuOrder(items.filter((item) => item.categoryId === category.id)),
  }));
}

/** Add-on groups in the menu order, each with its add-ons in the menu order. */
export function groupsWithAddOns(groups: AddOnGroup[], addOns: AddOn[]): { group: AddOnGroup; addOns: AddOn[] }[] {
  return inMenuOrder(groups).map((group) => ({
    group,
    addOns: inMenuOrder(addOns.filter((addOn) => addOn.addOnGroupId === group.id)),
  }));
}

/** The element id of a category's block on the products page (the sidebar scrolls to it). */
export function categoryBlockId(categoryId: string): string {
  return `category-${categoryId}`;
}
