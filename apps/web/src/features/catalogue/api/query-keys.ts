import { queryRoots } from '@/lib/query-keys';

/** Every catalogue query lives under this key; a catalogue change invalidates them all. */
export const catalogueKeys = {
  all: queryRoots.catalogue,
  products: (merchant: string) => ['catalogue', 'products', merchant] as const,
  categoryAdmin: (merchant: string, categoryId: string | undefined) =>
    ['catalogue', 'category-admin', merchant, categoryId ?? null] as const,
  itemAdmin: (merchant: string, categoryId: string, itemId: string | undefined) =>
    ['catalogue', 'item-admin', merchant, categoryId, itemId ?? null] as const,
  groupAdmin: (merchant: string, addOnGroupId: string | undefined) => ['catalogue', 'group-admin', merchant, addOnGroupId ?? null] as const,
  addOnAdmin: (merchant: string, addOnGroupId: string, addOnId: string | undefined) =>
    ['catalogue', 'add-on-admin', merchant, addOnGroupId, addOnId ?? null] as const,
  categories: (merchant: string) => ['catalogue', 'categories', merchant] as const,
  category: (merchant: string, categoryId: string) => ['catalogue', 'category', merchant, categoryId] as const,
  itemsOfCategory: (merchant: string, categoryId: string) => ['catalogue', 'items-of-category', merchant, categoryId] as const,
  addOnGroups: (merchant: string) => ['catalogue', 'add-on-groups', merchant] as const,
  addOnsOfGroup: (merchant: string, addOnGroupId: string) => ['catalogue', 'add-ons-of-group', merchant, addOnGroupId] as const,
};
