import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryLocations, customActionCategories, customActions, locations } from '../../db/schema/index';

/** Sets a location's earliest pickup time as of `now`; false when the location is not the merchant's. */
export async function updateEarliestPickupTime(
  db: Db,
  merchantId: string,
  locationId: string,
  minutes: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(locations)
    .set({ earliestPickupTime: minutes, updatedAt: now })
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)))
    .returning({ id: locations.id });
  return updated.length > 0;
}

/**
 * The location's CLOSE_OPEN_DISHES actions, one row per action and category of the merchant it names
 * (`categoryId` null for an action naming none): no rows when the location has no such action.
 */
export async function selectDishesActionCategories(
  tx: Db,
  merchantId: string,
  locationId: string,
): Promise<{ categoryId: string | null }[]> {
  return tx
    .select({ categoryId: categories.id })
    .from(customActions)
    .leftJoin(customActionCategories, eq(customActionCategories.customActionId, customActions.id))
    .leftJoin(categories, and(eq(categories.id, customActionCategories.categoryId), eq(categories.merchantId, merchantId)))
    .where(
      and(
        eq(customActions.merchantId, merchantId),
        eq(customActions.locationId, locationId),
        eq(customActions.actionType, 'CLOSE_OPEN_DISHES'),
      ),
    );
}

/** Makes the categories available at the location (category_locations); those already are stay as they are. */
export async function openCategoriesAt(tx: Db, locationId: string, categoryIds: readonly string[]): Promise<void> {
  await tx
    .insert(categoryLocations)
    .values(categoryIds.map((categoryId) => ({ categoryId, locationId })))
    .onConflictDoNothing();
}

/** Makes the categories unavailable at the location. */
export async function closeCategoriesAt(tx: Db, locationId: string, categoryIds: readonly string[]): Promise<void> {
  await tx
    .delete(categoryLocations)
    .where(and(eq(categoryLocations.locationId, locationId), inArray(categoryLocations.categoryId, [...categoryIds])));
}
