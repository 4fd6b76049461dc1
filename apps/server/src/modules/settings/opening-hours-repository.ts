import { and, asc, eq, sql } from 'drizzle-orm';
import type { EditOpeningHoursBody, OpeningHours } from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { openingHours } from '../../db/schema/index';
import { assertOwnLocation } from '../operations/own-location';
import { presentOpeningHours } from './presenter';

export async function getOpeningHours(db: Db, merchantId: string, locationId: string): Promise<OpeningHours> {
  await assertOwnLocation(db, merchantId, locationId);
  const rows = await db
    .select()
    .from(openingHours)
    .where(and(eq(openingHours.locationId, locationId), eq(openingHours.merchantId, merchantId)))
    .orderBy(asc(openingHours.weekday));
  return presentOpeningHours(merchantId, locationId, rows);
}

/** Writes all seven weekdays of a location in one transaction (insert or update each). */
export async function saveOpeningHours(db: Db, merchantId: string, input: EditOpeningHoursBody): Promise<OpeningHours> {
  const rows = await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, input.locationId);
    return tx
      .insert(openingHours)
      .values(
        input.openingHours.map((day) => ({
          locationId: input.locationId,
          merchantId,
          weekday: day.weekday,
          isOpen: day.isOpen,
          fromTime: day.fromTime,
          toTime: day.toTime,
          kitchenClosingTime: day.kitchenClosingTime,
        })),
      )
      .onConflictDoUpdate({
        target: [openingHours.locationId, openingHours.weekday],
        set: {
          isOpen: sql`excluded.is_open`,
          fromTime: sql`excluded.from_time`,
          toTime: sql`excluded.to_time`,
          kitchenClosingTime: sql`excluded.kitchen_closing_time`,
        },
      })
      .returning();
  });
  return presentOpeningHours(merchantId, input.locationId, rows);
}
