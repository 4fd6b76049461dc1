import { and, eq, inArray } from 'drizzle-orm';
import { imageIdOfUrl } from '@bakrom/shared/catalogue-rules';
import type { Db } from '../../db/client';
import { addOnGroups, allergens, categories, images, locations } from '../../db/schema/index';
import { notFound } from '../../http/errors';

/**
 * Checks that every id a body refers to belongs to the session's merchant (404 otherwise, as for any
 * other merchant's row). Run inside the write's transaction: the rows are key-share locked, so they
 * cannot be deleted between the check and the write.
 */

type OwnedTable = typeof locations | typeof categories | typeof addOnGroups | typeof images;

async function assertOwned(tx: Db, table: OwnedTable, merchantId: string, ids: readonly string[], message: string) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.merchantId, merchantId), inArray(table.id, wanted)))
    .for('key share');
  if (found.length !== wanted.length) throw notFound(message);
}

export const assertOwnLocations = (tx: Db, merchantId: string, ids: readonly string[]) =>
  assertOwned(tx, locations, merchantId, ids, 'Fant ikke avdelingen.');

export const assertOwnCategory = (tx: Db, merchantId: string, categoryId: string) =>
  assertOwned(tx, categories, merchantId, [categoryId], 'Fant ikke kategorien.');

export const assertOwnAddOnGroups = (tx: Db, merchantId: string, ids: readonly string[]) =>
  assertOwned(tx, addOnGroups, merchantId, ids, 'Fant ikke gruppen for valg og tillegg.');

/** The image behind an image URL must be the merchant's own upload. */
export async function assertOwnImage(tx: Db, merchantId: string, imageUrl: string | null) {
  if (imageUrl === null) return;
  const imageId = imageIdOfUrl(imageUrl);
  if (!imageId) throw notFound('Fant ikke bildet.');
  await assertOwned(tx, images, merchantId, [imageId], 'Fant ikke bildet.');
}

export async function assertAllergensExist(tx: Db, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await tx.select({ id: allergens.id }).from(allergens).where(inArray(allergens.id, wanted));
  if (found.length !== wanted.length) throw notFound('Fant ikke allergenet.');
}
