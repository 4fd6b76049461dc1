import { SPICY_LEVELS } from '@bakrom/shared/catalogue-rules';
import { kronerToOre } from '@bakrom/shared/money';
import type { ItemInput, SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Item } from '@bakrom/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listLocations } from '../locations/repository';
import { deleteUnreferencedImages } from '../media/service';
import { listAllergens, loadVatRates } from './references-repository';
import { categoryNotFound } from './category-service';
import { deleteItemRow, insertItem, lockItem, replaceItemLinks, replaceVariants, selectItemPrices, updateItem } from './item-repository';
import { journalPriceChanges, type Actor } from './price-journal-service';
import { priceChanges } from './price-changes';
import { loadAddOnGroups, loadCategories, loadItems } from './menu-repository';
import {
  assertAllergensExist,
  assertItemTypeOffered,
  assertOwnAddOnGroups,
  assertOwnCategory,
  assertOwnImage,
  assertOwnLocations,
} from './references-service';
import { sortMenuList } from './sort-service';

const itemNotFound = () => notFound('Fant ikke produktet.');

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

/** Every item of the menu. */
export function listItems(db: Db, merchantId: string): Promise<Item[]> {
  return loadItems(db, merchantId);
}

export async function getItem(db: Db, merchantId: string, itemId: string): Promise<Item> {
  const [item] = await loadItems(db, merchantId, { itemId });
  if (!item) throw itemNotFound();
  return item;
}

export async function itemsOfCategory(db: Db, merchantId: string, categoryId: string): Promise<Item[]> {
  const [category, items] = await Promise.all([loadCategories(db, merchantId, categoryId), loadItems(db, merchantId, { categoryId })]);
  if (category.length === 0) throw categoryNotFound();
  return items;
}

/** The item form: its category, every category, the groups, spicy levels, allergens, VAT, locations and the item (null when creating). */
export async function itemAdminData(db: Db, merchantId: string, categoryId: string, itemId: string | undefined) {
  const [categories, addOnGroups, allergens, vat, locations, item] = await Promise.all([
    loadCategories(db, merchantId),
    loadAddOnGroups(db, merchantId),
    listAllergens(db),
    loadVatRates(db, merchantId),
    listLocations(db, merchantId),
    itemId ? getItem(db, merchantId, itemId) : null,
  ]);
  const category = categories.find((c) => c.id === categoryId);
  if (!category) throw categoryNotFound();
  return { category, categories, addOnGroups, spicyLevels: [...SPICY_LEVELS], allergens, vat, locations, item };
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

export async function editItem(db: Db, actor: Actor, itemId: string, input: ItemInput): Promise<Item> {
  const { merchantId } = actor;
  await db.transaction(async (tx) => {
    const previous = await lockItem(tx, merchantId, itemId);
    if (!previous) throw itemNotFound();
    const pricesBefore = (await selectItemPrices(tx, merchantId, itemId))!;
    await assertItemTypeOffered(tx, merchantId, input.itemType, previous.itemType);
    await assertItemReferences(tx, merchantId, input);
    const imageChanged = input.imageUrl !== previous.imageUrl;
    if (imageChanged) await assertOwnImage(tx, merchantId, input.imageUrl);
    await updateItem(tx, merchantId, itemId, input, input.categoryId !== previous.categoryId);
    await replaceItemLinks(tx, itemId, input);
    await replaceVariants(tx, merchantId, itemId, input.subselections);
    if (imageChanged) await deleteUnreferencedImages(tx, merchantId, [previous.imageUrl]);
    const priced = (entry: { id?: string | null; name: string; price: number; priceDineIn: number }) => ({
      id: entry.id ?? null,
      name: entry.name,
      price: kronerToOre(entry.price),
      priceDineIn: kronerToOre(entry.priceDineIn),
    });
    const changes = priceChanges('item', pricesBefore.item, priced({ ...input, id: itemId }), {
      before: pricesBefore.variants,
      after: input.subselections.map(priced),
    });
    await journalPriceChanges(tx, actor, { itemId }, input.name, changes);
  });
  return presentSaved(db, merchantId, itemId);
}

export function sortItems(db: Db, merchantId: string, list: SortListInput): Promise<void> {
  return sortMenuList(db, 'items', merchantId, list, 'Fant ikke produktet.');
}

/** The item and its picture go together. */
export async function deleteItem(db: Db, merchantId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteItemRow(tx, merchantId, itemId);
    if (!deleted) throw itemNotFound();
    await deleteUnreferencedImages(tx, merchantId, [deleted.imageUrl]);
  });
}
