import { CATALOGUE_MESSAGES, imageIdOfUrl } from '@bakrom/shared/catalogue-rules';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { countAllergens, countOwned, loadVatRates as selectVatRates, offersDeliveryService, type OwnedList } from './references-repository';

/**
 * What a category or item write may refer to and choose. Every id a body refers to must belong to the
 * session's merchant (404 otherwise, as for any other merchant's row). Run inside the write's
 * transaction: the rows are key-share locked, so they cannot be deleted between the check and the write.
 */

async function assertOwned(tx: Db, list: OwnedList, merchantId: string, ids: readonly string[], message: string) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  if ((await countOwned(tx, list, merchantId, wanted)) !== wanted.length) throw notFound(message);
}

export const assertOwnLocations = (tx: Db, merchantId: string, ids: readonly string[]) =>
  assertOwned(tx, 'locations', merchantId, ids, 'Fant ikke avdelingen.');

export const assertOwnCategory = (tx: Db, merchantId: string, categoryId: string) =>
  assertOwned(tx, 'categories', merchantId, [categoryId], 'Fant ikke kategorien.');

export const assertOwnAddOnGroups = (tx: Db, merchantId: string, ids: readonly string[]) =>
  assertOwned(tx, 'addOnGroups', merchantId, ids, 'Fant ikke gruppen for valg og tillegg.');

/** The image behind an image URL must be the merchant's own upload. */
export async function assertOwnImage(tx: Db, merchantId: string, imageUrl: string | null) {
  if (imageUrl === null) return;
  const imageId = imageIdOfUrl(imageUrl);
  if (!imageId) throw notFound('Fant ikke bildet.');
  await assertOwned(tx, 'images', merchantId, [imageId], 'Fant ikke bildet.');
}

export async function assertAllergensExist(tx: Db, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  if ((await countAllergens(tx, wanted)) !== wanted.length) throw notFound('Fant ikke allergenet.');
}

/** DELIVERY_SERVICE can be chosen only while the merchant offers delivery (an entry that has it already keeps it). */
export async function assertItemTypeOffered(tx: Db, merchantId: string, itemType: string, previousItemType?: string) {
  if (itemType !== 'DELIVERY_SERVICE' || previousItemType === 'DELIVERY_SERVICE') return;
  if (!(await offersDeliveryService(tx, merchantId))) {
    throw badRequest(CATALOGUE_MESSAGES.deliveryServiceNotOffered, { itemType: CATALOGUE_MESSAGES.deliveryServiceNotOffered });
  }
}

/** The merchant's VAT rates per order type (the defaults until saved): what the menu's prices are taxed at. */
export const loadVatRates = (db: Db, merchantId: string) => selectVatRates(db, merchantId);
