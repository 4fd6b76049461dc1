import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { dateRangeLabel, subtractRange, type DateRange } from '@bakrom/shared/business-day';
import type { ClosingDay, CreateClosingDaysBody } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { closingDays } from '../../db/schema/index';
import { conflict } from '../../http/errors';
import { assertOwnLocation, type DbOrTx } from './own-location';
import { presentClosingDay } from './presenter';

export const alreadyClosed = (range: DateRange) =>
  conflict(
    `Takeaway er allerede stengt ${dateRangeLabel(range)} ved denne avdelingen. Slett de stengte dagene først, eller velg andre datoer.`,
  );
export const notClosed = () => conflict('Takeaway er ikke stengt i denne perioden ved denne avdelingen.');

/** The merchant's closing days, by start date. */
export async function listClosingDays(db: Db, merchantId: string): Promise<ClosingDay[]> {
  const rows = await db
    .select()
    .from(closingDays)
    .where(eq(closingDays.merchantId, merchantId))
    .orderBy(asc(closingDays.fromDate), asc(closingDays.toDate), asc(closingDays.id));
  return rows.map(presentClosingDay);
}

/** The location's closing days that share a date with the range (both ends inclusive). */
function overlapping(tx: DbOrTx, merchantId: string, locationId: string, range: DateRange) {
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

/**
 * Closes takeaway at a location for a range. The same range again answers the existing record (a
 * double click saves once); a range overlapping another of the location is refused (409). The
 * location's row is locked meanwhile, so two requests at once cannot both add.
 */
export async function createClosingDays(db: Db, merchantId: string, input: CreateClosingDaysBody): Promise<ClosingDay> {
  return db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, input.locationId, { lock: true });
    const existing = await overlapping(tx, merchantId, input.locationId, input);
    const same = existing.find((row) => row.fromDate === input.fromDate && row.toDate === input.toDate);
    if (same) return presentClosingDay(same);
    if (existing[0]) throw alreadyClosed(existing[0]);
    const [row] = await tx
      .insert(closingDays)
      .values({ merchantId, locationId: input.locationId, fromDate: input.fromDate, toDate: input.toDate, message: input.message })
      .returning();
    return presentClosingDay(row!);
  });
}

/** Deletes one closing day of the merchant; false when there is none (the caller answers 404). */
export async function deleteClosingDay(db: Db, merchantId: string, closingDayId: string): Promise<boolean> {
  const deleted = await db
    .delete(closingDays)
    .where(and(eq(closingDays.id, closingDayId), eq(closingDays.merchantId, merchantId)))
    .returning({ id: closingDays.id });
  return deleted.length > 0;
}

/**
 * Reopens takeaway on the dates of a range, and on those dates only: a closing period reaching
 * beyond them keeps its other dates (trimmed at one end, or split in two, with its message), in one
 * transaction; 409 when none covers the range.
 */
export async function reopenClosingDays(
  db: Db,
  merchantId: string,
  range: { locationId: string; fromDate: string; toDate: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, range.locationId, { lock: true });
    const touched = await overlapping(tx, merchantId, range.locationId, range);
    if (touched.length === 0) throw notClosed();
    await tx.delete(closingDays).where(
      inArray(
        closingDays.id,
        touched.map((row) => row.id),
      ),
    );
    const left = touched.flatMap((row) => subtractRange(row, range).map((piece) => ({ ...piece, message: row.message })));
    if (left.length > 0) {
      await tx
        .insert(closingDays)
        .values(left.map((piece) => ({ merchantId, locationId: range.locationId, ...piece })))
        .onConflictDoNothing();
    }
  });
}
