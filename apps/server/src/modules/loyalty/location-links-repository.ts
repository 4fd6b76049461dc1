import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, locations } from '../../db/schema/index';

/**
 * Which of the given locations are the merchant's, with their names, by id. With `lock`, inside a
 * transaction, their rows stay locked until it ends (in id order, so two writers never wait on each
 * other crosswise): the reward programmes of a location are then checked and written one after the other.
 */
export async function selectOwnLocations(
  db: Db,
  merchantId: string,
  locationIds: readonly string[],
  { lock = false } = {},
): Promise<{ id: string; name: string }[]> {
  if (locationIds.length === 0) return [];
  const query = db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.merchantId, merchantId), inArray(locations.id, [...locationIds])))
    .orderBy(asc(locations.id));
  return lock ? query.for('update') : query;
}

/** How many of the given products are the merchant's. */
export async function countOwnItems(db: Db, merchantId: string, itemIds: readonly string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.merchantId, merchantId), inArray(items.id, [...itemIds])));
  return rows.length;
}
