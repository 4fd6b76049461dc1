import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AddOn, AddOnGroup, Category, Item, Menu, Subselection } from '@bakrom/shared/schemas/catalogue';
import { oreToKroner } from '@bakrom/shared/money';
import { queryRows, type Db } from '../../db/client';
import {
  addOnGroups,
  addOns,
  allergens,
  categories,
  categoryLocations,
  itemAddOnGroups,
  itemAllergens,
  itemLocations,
  items,
  itemVariants,
  variantAddOnGroups,
} from '../../db/schema/index';
import { groupBy, presentAddOn, presentAddOnGroup, presentCategory, presentItem } from './menu-presenter';
import { menuOrder } from './sort-repository';

/** Narrows a read to one entry or one parent; no filter reads all of the merchant's entries. */
export interface ItemFilter {
  itemId?: string;
  categoryId?: string;
}

export interface AddOnFilter {
  addOnId?: string;
  addOnGroupId?: string;
}

/** Every column but the timestamps, which no answer carries (and which cost a date parse per row). */
function withoutTimestamps<T extends { createdAt: unknown; updatedAt: unknown }>(columns: T): Omit<T, 'createdAt' | 'updatedAt'> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = columns;
  return rest;
}
const categoryColumns = withoutTimestamps(getTableColumns(categories));
const itemColumns = withoutTimestamps(getTableColumns(items));

const itemScope = (merchantId: string, filter: ItemFilter): SQL | undefined =>
  and(
    eq(items.merchantId, merchantId),
    filter.itemId ? eq(items.id, filter.itemId) : undefined,
    filter.categoryId ? eq(items.categoryId, filter.categoryId) : undefined,
  );

/** Categories with their locations: two queries. */
export async function loadCategories(db: Db, merchantId: string, categoryId?: string): Promise<Category[]> {
  const scope = and(eq(categories.merchantId, merchantId), categoryId ? eq(categories.id, categoryId) : undefined);
  const [categoryRows, locationRows] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .where(scope)
      .orderBy(...menuOrder(categories)),
    db
      .select({ categoryId: categoryLocations.categoryId, locationId: categoryLocations.locationId })
      .from(categoryLocations)
      .innerJoin(categories, eq(categories.id, categoryLocations.categoryId))
      .where(scope)
      .orderBy(asc(categoryLocations.locationId)),
  ]);
  const locationIds = groupBy(
    locationRows,
    (r) => r.categoryId,
    (r) => r.locationId,
  );
  return categoryRows.map((row) => presentCategory(row, locationIds));
}

/** Items with their variants, locations, add-on groups and allergens: six queries. */
export async function loadItems(db: Db, merchantId: string, filter: ItemFilter = {}): Promise<Item[]> {
  const scope = itemScope(merchantId, filter);
  const [itemRows, itemLocationRows, variantRows, variantGroupRows, itemGroupRows, allergenRows] = await Promise.all([
    db
      .select(itemColumns)
      .from(items)
      .where(scope)
      .orderBy(...menuOrder(items)),
    db
      .select({ itemId: itemLocations.itemId, locationId: itemLocations.locationId })
      .from(itemLocations)
      .innerJoin(items, eq(items.id, itemLocations.itemId))
      .where(scope)
      .orderBy(asc(itemLocations.locationId)),
    db
      .select({
        id: itemVariants.id,
        itemId: itemVariants.itemId,
        name: itemVariants.name,
        price: itemVariants.price,
        priceDineIn: itemVariants.priceDineIn,
      })
      .from(itemVariants)
      .innerJoin(items, eq(items.id, itemVariants.itemId))
      .where(scope)
      .orderBy(asc(itemVariants.sortOrder), asc(itemVariants.id)),
    db
      .select({ variantId: variantAddOnGroups.variantId, addOnGroupId: variantAddOnGroups.addOnGroupId })
      .from(variantAddOnGroups)
      .innerJoin(itemVariants, eq(itemVariants.id, variantAddOnGroups.variantId))
      .innerJoin(items, eq(items.id, itemVariants.itemId))
      .where(scope)
      .orderBy(asc(variantAddOnGroups.position)),
    db
      .select({ itemId: itemAddOnGroups.itemId, addOnGroupId: itemAddOnGroups.addOnGroupId })
      .from(itemAddOnGroups)
      .innerJoin(items, eq(items.id, itemAddOnGroups.itemId))
      .where(scope)
      .orderBy(asc(itemAddOnGroups.position)),
    db
      .select({ itemId: itemAllergens.itemId, id: allergens.id, name: allergens.name, imageUrl: allergens.imageUrl })
      .from(itemAllergens)
      .innerJoin(allergens, eq(allergens.id, itemAllergens.allergenId))
      .innerJoin(items, eq(items.id, itemAllergens.itemId))
      .where(scope)
      .orderBy(asc(allergens.sortOrder)),
  ]);

  const variantGroups = groupBy(
    variantGroupRows,
    (r) => r.variantId,
    (r) => r.addOnGroupId,
  );
  const variants = groupBy(
    variantRows,
    (r) => r.itemId,
    (r): Subselection => ({
      id: r.id,
      name: r.name,
      price: oreToKroner(r.price),
      priceDineIn: oreToKroner(r.priceDineIn),
      addOnGroupIds: variantGroups.get(r.id) ?? [],
    }),
  );
  const relations = {
    locationIds: groupBy(
      itemLocationRows,
      (r) => r.itemId,
      (r) => r.locationId,
    ),
    addOnGroupIds: groupBy(
      itemGroupRows,
      (r) => r.itemId,
      (r) => r.addOnGroupId,
    ),
    allergens: groupBy(
      allergenRows,
      (r) => r.itemId,
      ({ id, name, imageUrl }) => ({ id, name, imageUrl }),
    ),
    variants,
  };
  return itemRows.map((row) => presentItem(row, relations));
}

export async function loadAddOnGroups(db: Db, merchantId: string, addOnGroupId?: string): Promise<AddOnGroup[]> {
  const rows = await db
    .select()
    .from(addOnGroups)
    .where(and(eq(addOnGroups.merchantId, merchantId), addOnGroupId ? eq(addOnGroups.id, addOnGroupId) : undefined))
    .orderBy(...menuOrder(addOnGroups));
  return rows.map(presentAddOnGroup);
}

export async function loadAddOns(db: Db, merchantId: string, filter: AddOnFilter = {}): Promise<AddOn[]> {
  const rows = await db
    .select()
    .from(addOns)
    .where(
      and(
        eq(addOns.merchantId, merchantId),
        filter.addOnId ? eq(addOns.id, filter.addOnId) : undefined,
        filter.addOnGroupId ? eq(addOns.addOnGroupId, filter.addOnGroupId) : undefined,
      ),
    )
    .orderBy(...menuOrder(addOns));
  return rows.map(presentAddOn);
}

/**
 * The whole menu of a merchant: categories, items with their variants, locations, add-on groups and
 * allergens, add-on groups and add-ons. The one place the product reads the menu from (products page,
 * sold-out page, discount picker, reports). Ten queries, run together, whatever the size of the menu.
 */
export async function loadMenu(db: Db, merchantId: string): Promise<Menu> {
  const [categoryList, itemList, groupList, addOnList] = await Promise.all([
    loadCategories(db, merchantId),
    loadItems(db, merchantId),
    loadAddOnGroups(db, merchantId),
    loadAddOns(db, merchantId),
  ]);
  return { categories: categoryList, items: itemList, addOnGroups: groupList, addOnLists: addOnList };
}

/** The merchant's menu version, bumped by triggers in every transaction that changes the menu. */
export async function menuVersion(db: Db, merchantId: string): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select coalesce((select version from menu_versions where merchant_id = ${merchantId}), 0)::int as version`,
  );
  return row?.version ?? 0;
}
