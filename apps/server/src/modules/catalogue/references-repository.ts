import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addOnGroups, allergens, categories, images, locations } from '../../db/schema/index';

const OWNED = { locations, categories, addOnGroups, images };

/** The merchant's tables a catalogue entry refers to. */
export type OwnedList = keyof typeof OWNED;

/**
 * How many of these (distinct) ids are rows of the merchant. Inside the write's transaction the rows
 * found are key-share locked, so they cannot be deleted between the check and the write.
 */
export async function countOwned(tx: Db, list: OwnedList, merchantId: string, ids: readonly string[]): Promise<number> {
  const table = OWNED[list];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.merchantId, merchantId), inArray(table.id, [...ids])))
    .for('key share');
  return found.length;
}

/** How many of these (distinct) ids are allergens. */
export async function countAllergens(tx: Db, ids: readonly string[]): Promise<number> {
  const found = await tx
    .select({ id: allergens.id })
    .from(allergens)
    .where(inArray(allergens.id, [...ids]));
  return found.length;
}
