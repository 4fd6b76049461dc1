import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Location } from '@bakrom/shared/schemas/location';
import type { Db } from '../../db/client';
import { customActionCategories, customActions, locations } from '../../db/schema/index';
import { presentLocation, type CustomActionRow } from './presenter';

/** Two queries whatever the number of locations: the locations, then their custom actions. */
async function withCustomActions(db: Db, rows: (typeof locations.$inferSelect)[]): Promise<Location[]> {
  if (rows.length === 0) return [];
  const actions = await db
    .select({
      id: customActions.id,
      locationId: customActions.locationId,
      actionType: customActions.actionType,
      openName: customActions.openName,
      closeName: customActions.closeName,
      closedMessage: customActions.closedMessage,
      openConfirmMessage: customActions.openConfirmMessage,
      closeConfirmMessage: customActions.closeConfirmMessage,
      categoryIds: sql<string[]>`coalesce(array_agg(${customActionCategories.categoryId}::text) filter (where ${customActionCategories.categoryId} is not null), '{}')`,
    })
    .from(customActions)
    .leftJoin(customActionCategories, eq(customActionCategories.customActionId, customActions.id))
    .where(inArray(customActions.locationId, rows.map((r) => r.id)))
    .groupBy(customActions.id)
    .orderBy(asc(customActions.id));
  return rows.map((row) => presentLocation(row, actions as CustomActionRow[]));
}

export async function listLocations(db: Db, merchantId: string): Promise<Location[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.merchantId, merchantId))
    .orderBy(asc(locations.name), asc(locations.id));
  return withCustomActions(db, rows);
}

/** The location if it belongs to the merchant; undefined otherwise (the caller answers 404). */
export async function findLocation(db: Db, merchantId: string, locationId: string): Promise<Location | undefined> {
  const rows = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)));
  const [location] = await withCustomActions(db, rows);
  return location;
}
