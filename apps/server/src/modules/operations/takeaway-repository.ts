import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryLocations, customActionCategories, customActions, locations } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { assertOwnLocation } from './own-location';

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
 * Closes or opens the dishes of a location: the categories of its CLOSE_OPEN_DISHES actions stop or
 * start being available there (category_locations). Idempotent, in one transaction.
 */
export async function setDishesOpen(db: Db, merchantId: string, locationId: string, open: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, locationId);
    const actionCategories = await tx
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
    if (actionCategories.length === 0) {
      throw notFound('Avdelingen har ingen handling for å stenge og åpne retter (CLOSE_OPEN_DISHES).');
    }
    const categoryIds = [...new Set(actionCategories.map((row) => row.categoryId).filter((id): id is string => id !== null))];
    if (categoryIds.length === 0) return;
    if (open) {
      await tx
        .insert(categoryLocations)
        .values(categoryIds.map((categoryId) => ({ categoryId, locationId })))
        .onConflictDoNothing();
    } else {
      await tx
        .delete(categoryLocations)
        .where(and(eq(categoryLocations.locationId, locationId), inArray(categoryLocations.categoryId, categoryIds)));
    }
  });
}
