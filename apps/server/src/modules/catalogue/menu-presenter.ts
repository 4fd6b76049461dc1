import type { ArticleGroup } from '@bakrom/shared/article-groups';
import type { AvailableDay, ItemType, MenuOrderType } from '@bakrom/shared/enums';
import type { AddOn, AddOnGroup, Allergen, Category, Item, Subselection } from '@bakrom/shared/schemas/catalogue';
import { dineInPrice } from '@bakrom/shared/catalogue-rules';
import { oreToKroner } from '@bakrom/shared/money';
import type { addOnGroups, addOns, categories, items } from '../../db/schema/index';

type Lookup<T> = Map<string, T[]>;
const from = <T>(lookup: Lookup<T>, id: string): T[] => lookup.get(id) ?? [];

type Row<T extends { $inferSelect: object }> = Omit<T['$inferSelect'], 'createdAt' | 'updatedAt'>;

export function presentCategory(row: Row<typeof categories>, locationIds: Lookup<string>): Category {
  return {
    id: row.id,
    type: 'category',
    merchant: row.merchantId,
    name: row.name,
    description: row.description,
    itemType: row.itemType as ItemType,
    articleGroup: row.articleGroup as ArticleGroup,
    sortOrder: row.sortOrder,
    imageUrl: row.imageUrl,
    showItemsCount: row.showItemsCount,
    availableAtLocationIds: from(locationIds, row.id),
    availableForOrderTypes: row.availableForOrderTypes as MenuOrderType[],
    availableOnDays: row.availableOnDays as AvailableDay[],
  };
}

export interface ItemRelations {
  locationIds: Lookup<string>;
  addOnGroupIds: Lookup<string>;
  allergens: Lookup<Allergen>;
  variants: Lookup<Subselection>;
}

/**
 * An item as every answer carries it. Prices are the ones it sells at: without a dine-in price of its
 * own, an item or variant offered for dine-in sells at its takeaway price (`dineInPrice`).
 */
export function presentItem(row: Row<typeof items>, relations: ItemRelations): Item {
  const availableForOrderTypes = row.availableForOrderTypes as MenuOrderType[];
  const dineInOffered = availableForOrderTypes.includes('DINE_IN');
  const price = oreToKroner(row.price);
  return {
    id: row.id,
    type: 'item',
    merchant: row.merchantId,
    categoryId: row.categoryId,
    itemType: row.itemType as ItemType,
    articleGroup: row.articleGroup as ArticleGroup | null,
    name: row.name,
    menuNr: row.menuNr,
    description: row.description,
    ingredientsText: row.ingredientsText,
    imageUrl: row.imageUrl,
    price,
    priceDineIn: dineInPrice({ price, priceDineIn: oreToKroner(row.priceDineIn) }, dineInOffered),
    showAsDiscount: row.showAsDiscount,
    includedToppingsCount: row.includedToppingsCount,
    enableComment: row.enableComment,
    zipCodes: row.zipCodes,
    spicyLevelSelections: row.spicyLevelSelections,
    availableAtLocationIds: from(relations.locationIds, row.id),
    availableForOrderTypes,
    availableOnDays: row.availableOnDays as AvailableDay[],
    subselections: from(relations.variants, row.id).map((variant) => ({ ...variant, priceDineIn: dineInPrice(variant, dineInOffered) })),
    addOnGroupIds: from(relations.addOnGroupIds, row.id),
    allergens: from(relations.allergens, row.id),
    sortOrder: row.sortOrder,
  };
}

export function presentAddOnGroup(row: Omit<typeof addOnGroups.$inferSelect, 'createdAt'>): AddOnGroup {
  return {
    id: row.id,
    type: 'add-on_group',
    merchant: row.merchantId,
    name: row.name,
    title: row.title,
    description: row.description,
    mandatory: row.mandatory,
    minimum: row.minimum,
    maximum: row.maximum,
    sortOrder: row.sortOrder,
  };
}

export function presentAddOn(row: typeof addOns.$inferSelect): AddOn {
  return {
    id: row.id,
    type: 'add-on',
    merchant: row.merchantId,
    addOnGroupId: row.addOnGroupId,
    name: row.name,
    menuNr: row.menuNr,
    price: oreToKroner(row.price),
    priceDineIn: oreToKroner(row.priceDineIn),
    allowMultipleTimes: row.allowMultipleTimes,
    maximum: row.maximum,
    sortOrder: row.sortOrder,
  };
}

/** Groups rows into a lookup by key, keeping their order. */
export function groupBy<R, V>(rows: R[], key: (row: R) => string, value: (row: R) => V): Lookup<V> {
  const lookup: Lookup<V> = new Map();
  for (const row of rows) {
    const k = key(row);
    const list = lookup.get(k);
    if (list) list.push(value(row));
    else lookup.set(k, [value(row)]);
  }
  return lookup;
}
