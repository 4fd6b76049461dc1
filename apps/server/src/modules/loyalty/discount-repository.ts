import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, discountItems, discountLocations, discounts, items } from '../../db/schema/index';

export type DiscountRow = typeof discounts.$inferSelect & { itemIds: string[]; locationIds: string[] };

/** What a discount write stores (the create and edit body as parsed); its products and locations are written beside it. */
export interface DiscountColumns {
  name: string;
  showAsCategory: boolean;
  description: string;
  percent: number;
  fromDate: string;
  toDate: string;
  validForChannelIds: string[];
  active: boolean;
  itemIds: string[];
  validForLocationIds: string[];
}

const withLinks = {
  discount: discounts,
  itemIds: sql<string[]>`array(select di.item_id::text from discount_items di where di.discount_id = ${discounts.id} order by di.item_id)`,
  locationIds: sql<
    string[]
  >`array(select dl.location_id::text from discount_locations dl where dl.discount_id = ${discounts.id} order by dl.location_id)`,
};

const toRow = ({
  discount,
  itemIds,
  locationIds,
}: {
  discount: typeof discounts.$inferSelect;
  itemIds: string[];
  locationIds: string[];
}) => ({
  ...discount,
  itemIds,
  locationIds,
});

/** The merchant's discounts with their products and locations: the latest period first, then by name. */
export async function selectDiscounts(db: Db, merchantId: string): Promise<DiscountRow[]> {
  const rows = await db
    .select(withLinks)
    .from(discounts)
    .where(eq(discounts.merchantId, merchantId))
    .orderBy(desc(discounts.fromDate), desc(discounts.toDate), asc(discounts.name), asc(discounts.id));
  return rows.map(toRow);
}

export async function findDiscount(db: Db, merchantId: string, discountId: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select(withLinks)
    .from(discounts)
    .where(and(eq(discounts.id, discountId), eq(discounts.merchantId, merchantId)));
  return row && toRow(row);
}

export interface ProductRow {
  id: string;
  name: string;
  categoryId: string;
}

/** The products some discount of the merchant names, by name. */
export async function selectDiscountedProducts(db: Db, merchantId: string): Promise<ProductRow[]> {
  return db
    .select({ id: items.id, name: items.name, categoryId: items.categoryId })
    .from(items)
    .where(
      and(
        eq(items.merchantId, merchantId),
        inArray(
          items.id,
          db
            .select({ id: discountItems.itemId })
            .from(discountItems)
            .innerJoin(discounts, eq(discounts.id, discountItems.discountId))
            .where(eq(discounts.merchantId, merchantId)),
        ),
      ),
    )
    .orderBy(asc(items.name), asc(items.id));
}

/** A picker entry with its place among its siblings (sortOrder, -1 for a new one). */
export interface SortedRow {
  id: string;
  name: string;
  sortOrder: number;
}

export type SortedProductRow = ProductRow & SortedRow;

/** The merchant's categories with their sortOrder; the presenter puts them in menu order. */
export async function selectCategories(db: Db, merchantId: string): Promise<SortedRow[]> {
  return db
    .select({ id: categories.id, name: categories.name, sortOrder: categories.sortOrder })
    .from(categories)
    .where(eq(categories.merchantId, merchantId));
}

/** The merchant's products with their sortOrder; the presenter puts them in menu order. */
export async function selectProducts(db: Db, merchantId: string): Promise<SortedProductRow[]> {
  return db
    .select({ id: items.id, name: items.name, categoryId: items.categoryId, sortOrder: items.sortOrder })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(eq(items.merchantId, merchantId));
}

const columnsOf = (input: DiscountColumns) => ({
  name: input.name,
  showAsCategory: input.showAsCategory,
  description: input.description,
  percent: input.percent,
  fromDate: input.fromDate,
  toDate: input.toDate,
  validForChannelIds: input.validForChannelIds,
  active: input.active,
});

async function writeLinks(tx: Db, discountId: string, input: DiscountColumns): Promise<void> {
  await tx.delete(discountItems).where(eq(discountItems.discountId, discountId));
  await tx.delete(discountLocations).where(eq(discountLocations.discountId, discountId));
  await tx.insert(discountItems).values(input.itemIds.map((itemId) => ({ discountId, itemId })));
  await tx.insert(discountLocations).values(input.validForLocationIds.map((locationId) => ({ discountId, locationId })));
}

/** A new discount with its products and locations; answers its id. */
export async function insertDiscount(tx: Db, merchantId: string, input: DiscountColumns): Promise<string> {
  const [row] = await tx
    .insert(discounts)
    .values({ merchantId, ...columnsOf(input) })
    .returning({ id: discounts.id });
  await writeLinks(tx, row!.id, input);
  return row!.id;
}

/** False when the merchant has no such discount; its products and locations are replaced by the given ones. */
export async function updateDiscount(tx: Db, merchantId: string, discountId: string, input: DiscountColumns): Promise<boolean> {
  const updated = await tx
    .update(discounts)
    .set(columnsOf(input))
    .where(and(eq(discounts.id, discountId), eq(discounts.merchantId, merchantId)))
    .returning({ id: discounts.id });
  if (updated.length === 0) return false;
  await writeLinks(tx, discountId, input);
  return true;
}

/** False when the merchant has no such discount (its links go with it). */
export async function deleteDiscount(db: Db, merchantId: string, discountId: string): Promise<boolean> {
  const deleted = await db
    .delete(discounts)
    .where(and(eq(discounts.id, discountId), eq(discounts.merchantId, merchantId)))
    .returning({ id: discounts.id });
  return deleted.length > 0;
}
