import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, soldOutItems } from '../../db/schema/index';

const soldOutColumns = {
  id: soldOutItems.id,
  itemId: soldOutItems.itemId,
  locationId: soldOutItems.locationId,
  merchantId: soldOutItems.merchantId,
  itemName: items.name,
  createdAt: soldOutItems.createdAt,
};

/** A sold-out record with its item's name. */
interface SoldOutRow {
  id: string;
  itemId: string;
  locationId: string;
  merchantId: string;
  itemName: string;
  createdAt: Date;
}

/** The sold-out records of a location with the item's name, oldest first. */
export async function selectSoldOutItems(db: Db, merchantId: string, locationId: string): Promise<SoldOutRow[]> {
  return db
    .select(soldOutColumns)
    .from(soldOutItems)
    .innerJoin(items, eq(items.id, soldOutItems.itemId))
    .where(and(eq(soldOutItems.merchantId, merchantId), eq(soldOutItems.locationId, locationId)))
    .orderBy(asc(soldOutItems.createdAt), asc(soldOutItems.id));
}

/** How many of these (distinct) item ids are the merchant's. */
export async function countOwnItems(tx: Db, merchantId: string, itemIds: readonly string[]): Promise<number> {
  const own = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.merchantId, merchantId), inArray(items.id, [...itemIds])));
  return own.length;
}

/**
 * Records the items as sold out at the location; an item already sold out there keeps its one record
 * (the unique index on item and location). Answers the records of all the given items, by item name.
 */
export async function insertSoldOutItems(
  tx: Db,
  merchantId: string,
  locationId: string,
  itemIds: readonly string[],
): Promise<SoldOutRow[]> {
  await tx
    .insert(soldOutItems)
    .values(itemIds.map((itemId) => ({ merchantId, itemId, locationId })))
    .onConflictDoNothing({ target: [soldOutItems.itemId, soldOutItems.locationId] });
  return tx
    .select(soldOutColumns)
    .from(soldOutItems)
    .innerJoin(items, eq(items.id, soldOutItems.itemId))
    .where(and(eq(soldOutItems.locationId, locationId), inArray(soldOutItems.itemId, [...itemIds])))
    .orderBy(asc(items.name), asc(soldOutItems.id));
}

/** False when the merchant has no such sold-out record. */
export async function deleteSoldOutItem(db: Db, merchantId: string, soldOutItemId: string): Promise<boolean> {
  const deleted = await db
    .delete(soldOutItems)
    .where(and(eq(soldOutItems.id, soldOutItemId), eq(soldOutItems.merchantId, merchantId)))
    .returning({ id: soldOutItems.id });
  return deleted.length > 0;
}
