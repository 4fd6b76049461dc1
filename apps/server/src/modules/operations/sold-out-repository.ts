import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SoldOutItem } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { items, soldOutItems } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { assertOwnLocation, type DbOrTx } from './own-location';
import { presentSoldOutItem } from './presenter';

const soldOutColumns = {
  id: soldOutItems.id,
  itemId: soldOutItems.itemId,
  locationId: soldOutItems.locationId,
  merchantId: soldOutItems.merchantId,
  itemName: items.name,
  createdAt: soldOutItems.createdAt,
};

/** The sold-out records of a location with the item's name, oldest first. */
export async function listSoldOutItems(db: DbOrTx, merchantId: string, locationId: string): Promise<SoldOutItem[]> {
  const rows = await db
    .select(soldOutColumns)
    .from(soldOutItems)
    .innerJoin(items, eq(items.id, soldOutItems.itemId))
    .where(and(eq(soldOutItems.merchantId, merchantId), eq(soldOutItems.locationId, locationId)))
    .orderBy(asc(soldOutItems.createdAt), asc(soldOutItems.id));
  return rows.map(presentSoldOutItem);
}

/**
 * Marks items sold out at a location in one transaction. An item already sold out there keeps its one
 * record (the unique index on item and location); the answer is the records of all the given items.
 */
export async function markSoldOut(db: Db, merchantId: string, locationId: string, itemIds: string[]): Promise<SoldOutItem[]> {
  const wanted = [...new Set(itemIds)];
  return db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, locationId);
    const own = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.merchantId, merchantId), inArray(items.id, wanted)));
    if (own.length !== wanted.length) throw notFound('Fant ikke produktet.');
    await tx
      .insert(soldOutItems)
      .values(wanted.map((itemId) => ({ merchantId, itemId, locationId })))
      .onConflictDoNothing({ target: [soldOutItems.itemId, soldOutItems.locationId] });
    const rows = await tx
      .select(soldOutColumns)
      .from(soldOutItems)
      .innerJoin(items, eq(items.id, soldOutItems.itemId))
      .where(and(eq(soldOutItems.locationId, locationId), inArray(soldOutItems.itemId, wanted)))
      .orderBy(asc(items.name), asc(soldOutItems.id));
    return rows.map(presentSoldOutItem);
  });
}

/** Removes a sold-out record of the merchant; false when there is none (the caller answers 404). */
export async function unmarkSoldOut(db: Db, merchantId: string, soldOutItemId: string): Promise<boolean> {
  const deleted = await db
    .delete(soldOutItems)
    .where(and(eq(soldOutItems.id, soldOutItemId), eq(soldOutItems.merchantId, merchantId)))
    .returning({ id: soldOutItems.id });
  return deleted.length > 0;
}
