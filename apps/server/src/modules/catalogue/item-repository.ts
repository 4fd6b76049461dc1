import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { kronerToOre } from '@bakrom/shared/money';
import type { ItemInput, SubselectionInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Db } from '../../db/client';
import { itemAddOnGroups, itemAllergens, itemLocations, items, itemVariants, variantAddOnGroups } from '../../db/schema/index';
import { timeOrderedId } from './time-ordered-id';

/**
 * The SQL of the item writes. Each function takes the transaction of its service and scopes by the
 * merchant; prices arrive in kroner and are stored in øre.
 */

const itemColumns = (input: ItemInput) => ({
  categoryId: input.categoryId,
  itemType: input.itemType,
  // null: the category's group; absent (undefined) on an edit that leaves the override as it is.
  ...(input.articleGroup !== undefined ? { articleGroup: input.articleGroup } : {}),
  name: input.name,
  menuNr: input.menuNr,
  description: input.description,
  ingredientsText: input.ingredientsText,
  imageUrl: input.imageUrl,
  price: kronerToOre(input.price),
  priceDineIn: kronerToOre(input.priceDineIn),
  showAsDiscount: input.showAsDiscount,
  includedToppingsCount: input.includedToppingsCount,
  enableComment: input.enableComment,
  zipCodes: input.zipCodes,
  spicyLevelSelections: input.spicyLevelSelections,
  availableForOrderTypes: input.availableForOrderTypes,
  availableOnDays: input.availableOnDays,
});

export async function insertItem(tx: Db, merchantId: string, input: ItemInput): Promise<string> {
  const [row] = await tx
    .insert(items)
    .values({ id: timeOrderedId(), merchantId, ...itemColumns(input), sortOrder: -1 })
    .returning({ id: items.id });
  return row!.id;
}

export async function lockItem(tx: Db, merchantId: string, itemId: string) {
  const [row] = await tx
    .select({ itemType: items.itemType, imageUrl: items.imageUrl, categoryId: items.categoryId })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.merchantId, merchantId)))
    .for('update');
  return row;
}

/** An item moved to another category goes last there, as a new one would. */
export async function updateItem(tx: Db, merchantId: string, itemId: string, input: ItemInput, movedToOtherCategory: boolean) {
  await tx
    .update(items)
    .set({ ...itemColumns(input), ...(movedToOtherCategory ? { sortOrder: -1 } : {}), updatedAt: sql`now()` })
    .where(and(eq(items.id, itemId), eq(items.merchantId, merchantId)));
}

/** Locations, add-on groups (in the order given) and allergens of an item, replaced as a whole. */
export async function replaceItemLinks(tx: Db, itemId: string, input: ItemInput): Promise<void> {
  await tx.delete(itemLocations).where(eq(itemLocations.itemId, itemId));
  await tx.delete(itemAddOnGroups).where(eq(itemAddOnGroups.itemId, itemId));
  await tx.delete(itemAllergens).where(eq(itemAllergens.itemId, itemId));
  if (input.availableAtLocationIds.length > 0) {
    await tx.insert(itemLocations).values(input.availableAtLocationIds.map((locationId) => ({ itemId, locationId })));
  }
  if (input.addOnGroupIds.length > 0) {
    await tx.insert(itemAddOnGroups).values(input.addOnGroupIds.map((addOnGroupId, position) => ({ itemId, addOnGroupId, position })));
  }
  if (input.allergens.length > 0) {
    await tx.insert(itemAllergens).values(input.allergens.map((allergenId) => ({ itemId, allergenId })));
  }
}

/**
 * Replaces the item's variants in the order given. A variant keeps its id when the body names one of
 * the item's current variants, so that references held by the ordering channels stay valid.
 */
export async function replaceVariants(tx: Db, merchantId: string, itemId: string, variants: readonly SubselectionInput[]): Promise<void> {
  const current = await tx.delete(itemVariants).where(eq(itemVariants.itemId, itemId)).returning({ id: itemVariants.id });
  if (variants.length === 0) return;
  const currentIds = new Set(current.map((v) => v.id));
  const rows = variants.map((variant, sortOrder) => ({
    id: variant.id && currentIds.has(variant.id) ? variant.id : randomUUID(),
    merchantId,
    itemId,
    name: variant.name,
    price: kronerToOre(variant.price),
    priceDineIn: kronerToOre(variant.priceDineIn),
    sortOrder,
    addOnGroupIds: variant.addOnGroupIds,
  }));
  await tx.insert(itemVariants).values(rows.map(({ addOnGroupIds: _groups, ...row }) => row));
  const links = rows.flatMap((row) => row.addOnGroupIds.map((addOnGroupId, position) => ({ variantId: row.id, addOnGroupId, position })));
  if (links.length > 0) await tx.insert(variantAddOnGroups).values(links);
}

export async function deleteItemRow(tx: Db, merchantId: string, itemId: string) {
  const [row] = await tx
    .delete(items)
    .where(and(eq(items.id, itemId), eq(items.merchantId, merchantId)))
    .returning({ imageUrl: items.imageUrl });
  return row;
}

/** The item's name and net prices and its variants' (øre), read under the item's lock before an edit. */
export async function selectItemPrices(tx: Db, merchantId: string, itemId: string) {
  const [item] = await tx
    .select({ id: items.id, name: items.name, price: items.price, priceDineIn: items.priceDineIn })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.merchantId, merchantId)));
  const variants = await tx
    .select({ id: itemVariants.id, name: itemVariants.name, price: itemVariants.price, priceDineIn: itemVariants.priceDineIn })
    .from(itemVariants)
    .where(eq(itemVariants.itemId, itemId))
    .orderBy(itemVariants.sortOrder);
  return item && { item, variants };
}
