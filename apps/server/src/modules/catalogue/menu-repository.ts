import { asc, eq, sql } from 'drizzle-orm';
import type { Menu, Subselection } from '@bakrom/shared/schemas/catalogue';
import { oreToKroner } from '@bakrom/shared/money';
import type { Db } from '../../db/client';
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

/** A new entry has sortOrder -1 and sorts after every sorted one, oldest first. */
const sortKey = (table: typeof categories | typeof items | typeof addOnGroups | typeof addOns) => [
  asc(sql`(${table.sortOrder} = -1)`),
  asc(table.sortOrder),
  asc(table.id),
];

/**
 * The whole menu of a merchant: categories, items with their variants, locations, add-on groups and
 * allergens, add-on groups and add-ons. The one place the product reads the menu from (products page,
 * sold-out page, discount picker, reports). A fixed number of queries whatever the size of the menu.
 */
export async function loadMenu(db: Db, merchantId: string): Promise<Menu> {
  const [
    categoryRows,
    categoryLocationRows,
    itemRows,
    itemLocationRows,
    variantRows,
    variantGroupRows,
    itemGroupRows,
    allergenRows,
    groupRows,
    addOnRows,
  ] = await Promise.all([
    db.select().from(categories).where(eq(categories.merchantId, merchantId)).orderBy(...sortKey(categories)),
    db
      .select({ categoryId: categoryLocations.categoryId, locationId: categoryLocations.locationId })
      .from(categoryLocations)
      .innerJoin(categories, eq(categories.id, categoryLocations.categoryId))
      .where(eq(categories.merchantId, merchantId))
      .orderBy(asc(categoryLocations.locationId)),
    db.select().from(items).where(eq(items.merchantId, merchantId)).orderBy(...sortKey(items)),
    db
      .select({ itemId: itemLocations.itemId, locationId: itemLocations.locationId })
      .from(itemLocations)
      .innerJoin(items, eq(items.id, itemLocations.itemId))
      .where(eq(items.merchantId, merchantId))
      .orderBy(asc(itemLocations.locationId)),
    db
      .select()
      .from(itemVariants)
      .where(eq(itemVariants.merchantId, merchantId))
      .orderBy(asc(itemVariants.sortOrder), asc(itemVariants.id)),
    db
      .select({ variantId: variantAddOnGroups.variantId, addOnGroupId: variantAddOnGroups.addOnGroupId })
      .from(variantAddOnGroups)
      .innerJoin(itemVariants, eq(itemVariants.id, variantAddOnGroups.variantId))
      .where(eq(itemVariants.merchantId, merchantId))
      .orderBy(asc(variantAddOnGroups.position)),
    db
      .select({ itemId: itemAddOnGroups.itemId, addOnGroupId: itemAddOnGroups.addOnGroupId })
      .from(itemAddOnGroups)
      .innerJoin(items, eq(items.id, itemAddOnGroups.itemId))
      .where(eq(items.merchantId, merchantId))
      .orderBy(asc(itemAddOnGroups.position)),
    db
      .select({ itemId: itemAllergens.itemId, id: allergens.id, name: allergens.name, imageUrl: allergens.imageUrl })
      .from(itemAllergens)
      .innerJoin(allergens, eq(allergens.id, itemAllergens.allergenId))
      .innerJoin(items, eq(items.id, itemAllergens.itemId))
      .where(eq(items.merchantId, merchantId))
      .orderBy(asc(allergens.sortOrder)),
    db.select().from(addOnGroups).where(eq(addOnGroups.merchantId, merchantId)).orderBy(...sortKey(addOnGroups)),
    db.select().from(addOns).where(eq(addOns.merchantId, merchantId)).orderBy(...sortKey(addOns)),
  ]);

  const variantGroups = groupBy(variantGroupRows, (r) => r.variantId, (r) => r.addOnGroupId);
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
    locationIds: groupBy(itemLocationRows, (r) => r.itemId, (r) => r.locationId),
    addOnGroupIds: groupBy(itemGroupRows, (r) => r.itemId, (r) => r.addOnGroupId),
    allergens: groupBy(allergenRows, (r) => r.itemId, ({ id, name, imageUrl }) => ({ id, name, imageUrl })),
    variants,
  };
  const categoryLocationIds = groupBy(categoryLocationRows, (r) => r.categoryId, (r) => r.locationId);
  return {
    categories: categoryRows.map((row) => presentCategory(row, categoryLocationIds)),
    items: itemRows.map((row) => presentItem(row, relations)),
    addOnGroups: groupRows.map(presentAddOnGroup),
    addOns: addOnRows.map(presentAddOn),
  };
}
