import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { assertOwnLocation, locationNotFound } from '../locations/own-location';
import * as repository from './takeaway-repository';

/** Sets a location's earliest pickup time as of `now` (404 for a location that is not the merchant's) and answers it. */
export async function changeEarliestPickupTime(
  db: Db,
  merchantId: string,
  input: { locationId: string; earliestPickupTime: number },
  now: Date,
): Promise<{ locationId: string; earliestPickupTime: number }> {
  const { locationId, earliestPickupTime } = input;
  if (!(await repository.updateEarliestPickupTime(db, merchantId, locationId, earliestPickupTime, now))) throw locationNotFound();
  return { locationId, earliestPickupTime };
}

/**
 * Closes or opens the dishes of a location: the categories of its CLOSE_OPEN_DISHES actions stop or
 * start being available there (category_locations). Idempotent, in one transaction; 404 when the
 * location has no such action.
 */
export async function setDishesOpen(db: Db, merchantId: string, locationId: string, open: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, locationId);
    const actionCategories = await repository.selectDishesActionCategories(tx, merchantId, locationId);
    if (actionCategories.length === 0) {
      throw notFound('Avdelingen har ingen handling for å stenge og åpne retter (CLOSE_OPEN_DISHES).');
    }
    const categoryIds = [...new Set(actionCategories.map((row) => row.categoryId).filter((id): id is string => id !== null))];
    if (categoryIds.length === 0) return;
    if (open) await repository.openCategoriesAt(tx, locationId, categoryIds);
    else await repository.closeCategoriesAt(tx, locationId, categoryIds);
  });
}
