import { and, asc, eq, sql } from 'drizzle-orm';
import type { EditOpeningHoursBody } from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { openingHours } from '../../db/schema/index';

type OpeningHoursRow = typeof openingHours.$inferSelect;

/** The location's saved weekdays, Monday first. */
export async function selectOpeningHours(db: Db, merchantId: string, locationId: string): Promise<OpeningHoursRow[]> {
  return db
    .select()
    .from(openingHours)
    .where(and(eq(openingHours.locationId, locationId), eq(openingHours.merchantId, merchantId)))
    .orderBy(asc(openingHours.weekday));
}

/** Inserts or updates each given weekday of the location; answers the written rows. */
export async function upsertOpeningHours(
  tx: Db,
  merchantId: string,
  locationId: string,
  days: EditOpeningHoursBody['openingHours'],
): Promise<OpeningHoursRow[]> {
  return tx
    .insert(openingHours)
    .values(
      days.map((day) => ({
        locationId,
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
}
