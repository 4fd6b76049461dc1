import { and, eq, sql } from 'drizzle-orm';
import type { CategoryInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Db } from '../../db/client';
import { categories, categoryLocations, items } from '../../db/schema/index';
import { timeOrderedId } from './time-ordered-id';

/**
 * The SQL of the category writes. Each function takes the transaction of its service and scopes by the
 * merchant.
 */

const categoryColumns = (input: CategoryInput) => ({
  name: input.name,
  description: input.description,
  itemType: input.itemType,
  // Absent on an edit that leaves the group as it is (the service fills it in on a create).
  ...(input.articleGroup ? { articleGroup: input.articleGroup } : {}),
  imageUrl: input.imageUrl,
  showItemsCount: input.showItemsCount,
  availableForOrderTypes: input.availableForOrderTypes,
  availableOnDays: input.availableOnDays,
});

export async function insertCategory(tx: Db, merchantId: string, input: CategoryInput): Promise<string> {
  const [row] = await tx
    .insert(categories)
    .values({ id: timeOrderedId(), merchantId, ...categoryColumns(input), sortOrder: -1 })
    .returning({ id: categories.id });
  return row!.id;
}

/** The row as it was before the change, locked until the transaction ends; undefined when not the merchant's. */
export async function lockCategory(tx: Db, merchantId: string, categoryId: string) {
  const [row] = await tx
    .select({ itemType: categories.itemType, imageUrl: categories.imageUrl })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.merchantId, merchantId)))
    .for('update');
  return row;
}

export async function updateCategory(tx: Db, merchantId: string, categoryId: string, input: CategoryInput): Promise<void> {
  await tx
    .update(categories)
    .set({ ...categoryColumns(input), updatedAt: sql`now()` })
    .where(and(eq(categories.id, categoryId), eq(categories.merchantId, merchantId)));
}

export async function replaceCategoryLocations(tx: Db, categoryId: string, locationIds: readonly string[]): Promise<void> {
  await tx.delete(categoryLocations).where(eq(categoryLocations.categoryId, categoryId));
  if (locationIds.length > 0) {
    await tx.insert(categoryLocations).values(locationIds.map((locationId) => ({ categoryId, locationId })));
  }
}

/** Deletes the category and its items (their variants and links go with them); answers the image URLs they had. */
export async function deleteCategoryWithItems(tx: Db, merchantId: string, categoryId: string): Promise<(string | null)[]> {
  const deletedItems = await tx
    .delete(items)
    .where(and(eq(items.categoryId, categoryId), eq(items.merchantId, merchantId)))
    .returning({ imageUrl: items.imageUrl });
  const deleted = await tx
    .delete(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.merchantId, merchantId)))
    .returning({ imageUrl: categories.imageUrl });
  return [...deleted.map((c) => c.imageUrl), ...deletedItems.map((i) => i.imageUrl)];
}
