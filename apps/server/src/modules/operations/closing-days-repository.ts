import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DateRange } from '@bakrom/shared/business-day';
import type { Db } from '../../db/client';
import { closingDays } from '../../db/schema/index';

type ClosingDayRow = typeof closingDays.$inferSelect;

/** A closing period of a location to write: its dates and the message shown meanwhile. */
interface ClosingPeriod extends DateRange {
  message: string;
}

/** The merchant's closing days, by start date. */
export async function selectClosingDays(db: Db, merchantId: string): Promise<ClosingDayRow[]> {
  return db
    .select()
    .from(closingDays)
    .where(eq(closingDays.merchantId, merchantId))
    .orderBy(asc(closingDays.fromDate), asc(closingDays.toDate), asc(closingDays.id));
}

/** The location's closing days that share a date with the range (both ends inclusive), by start date. */
export async function selectOverlapping(tx: Db, merchantId: string, locationId: string, range: DateRange): Promise<ClosingDayRow[]> {
  return tx
    .select()
    .from(closingDays)
    .where(
      and(
        eq(closingDays.merchantId, merchantId),
        eq(closingDays.locationId, locationId),
        lte(closingDays.fromDate, range.toDate),
        gte(closingDays.toDate, range.fromDate),
      ),
    )
    .orderBy(asc(closingDays.fromDate));
}

export async function insertClosingDay(tx: Db, merchantId: string, locationId: string, period: ClosingPeriod): Promise<ClosingDayRow> {
  const [row] = await tx
    .insert(closingDays)
    .values({ merchantId, locationId, fromDate: period.fromDate, toDate: period.toDate, message: period.message })
    .returning();
  return row!;
}

/** False when the merchant has no such closing day. */
export async function deleteClosingDay(db: Db, merchantId: string, closingDayId: string): Promise<boolean> {
  const deleted = await db
    .delete(closingDays)
    .where(and(eq(closingDays.id, closingDayId), eq(closingDays.merchantId, merchantId)))
    .returning({ id: closingDays.id });
  return deleted.length > 0;
}

/** Deletes these closing days of a location and writes `periods` in their place. */
export async function replaceClosingDays(
  tx: Db,
  merchantId: string,
  locationId: string,
  closingDayIds: readonly string[],
  periods: readonly ClosingPeriod[],
): Promise<void> {
  await tx.delete(closingDays).where(inArray(closingDays.id, [...closingDayIds]));
  if (periods.length > 0) {
    await tx
      .insert(closingDays)
      .values(periods.map((period) => ({ merchantId, locationId, ...period })))
      .onConflictDoNothing();
  }
}
