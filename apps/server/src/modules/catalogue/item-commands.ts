import type { ItemInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Item } from '@bakrom/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { deleteUnreferencedImages } from '../media/repository';
import { assertItemTypeOffered } from './item-type-offer';
import { loadItems } from './menu-repository';
import { assertAllergensExist, assertOwnAddOnGroups, assertOwnCategory, assertOwnImage, assertOwnLocations } from './references';
import { deleteItemRow, insertItem, lockItem, replaceItemLinks, replaceVariants, updateItem } from './item-writes';

/** Everything the item refers to must be the merchant's (404 otherwise). */
async function assertItemReferences(tx: Db, merchantId: string, input: ItemInput) {
  await assertOwnCategory(tx, merchantId, input.categoryId);
  await assertOwnLocations(tx, merchantId, input.availableAtLocationIds);
  await assertOwnAddOnGroups(tx, merchantId, [...input.addOnGroupIds, ...input.subselections.flatMap((v) => v.addOnGroupIds)]);
  await assertAllergensExist(tx, input.allergens);
}

/** Read after the commit: the loaders run their queries together, which one transaction's connection cannot. */
async function presentSaved(db: Db, merchantId: string, itemId: string): Promise<Item> {
  const [item] = await loadItems(db, merchantId, { itemId });
  return item!;
}

export async function createItem(db: Db, merchantId: string, input: ItemInput): Promise<Item> {
  const itemId = await db.transaction(async (tx) => {
    await assertItemTypeOffered(tx, merchantId, input.itemType);
    await assertItemReferences(tx, merchantId, input);
    await assertOwnImage(tx, merchantId, input.imageUrl);
    const id = await insertItem(tx, merchantId, input);
    await replaceItemLinks(tx, id, input);
    await replaceVariants(tx, merchantId, id, input.subselections);
    return id;
  });
  return presentSaved(db, merchantId, itemId);
}

export async function editItem(db: Db, merchantId: string, itemId: string, input: ItemInput): Promise<Item> {
  await db.transaction(async (tx) => {
    const previous = await lockItem(tx, merchantId, itemId);
    if (!previous) throw notFound('Fant ikke produktet.');
    await assertItemTypeOffered(tx, merchantId, input.itemType, previous.itemType);
    await assertItemReferences(tx, merchantId, input);
    const imageChanged = input.imageUrl !== previous.imageUrl;
    if (imageChanged) await assertOwnImage(tx, merchantId, input.imageUrl);
    await updateItem(tx, merchantId, itemId, input, input.categoryId !== previous.categoryId);
    await replaceItemLinks(tx, itemId, input);
    await replaceVariants(tx, merchantId, itemId, input.subselections);
    if (imageChanged) await deleteUnreferencedImages(tx, merchantId, [previous.imageUrl]);
  });
  return presentSaved(db, merchantId, itemId);
}

/** The item and its picture go together. */
export async function deleteItem(db: Db, merchantId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteItemRow(tx, merchantId, itemId);
    if (!deleted) throw notFound('Fant ikke produktet.');
    await deleteUnreferencedImages(tx, merchantId, [deleted.imageUrl]);
  });
}
