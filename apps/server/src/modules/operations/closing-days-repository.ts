import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ClosingDay, CreateClosingDaysBody } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { closingDays } from '../../db/schema/index';
import { assertOwnLocation } from './own-location';
import { presentClosingDay } from './presenter';

/** The merchant's closing days, by start date. */
export async function listClosingDays(db: Db, merchantId: string): Promise<ClosingDay[]> {
  const rows = await db
    .select()
    .from(closingDays)
    .where(eq(closingDays.merchantId, merchantId))
    .orderBy(asc(closingDays.fromDate), asc(closingDays.toDate), asc(closingDays.id));
  return rows.map(presentClosingDay);
}

export async function createClosingDays(db: Db, merchantId: string, input: CreateClosingDaysBody): Promise<ClosingDay> {
  return db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, input.locationId);
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
 * Reopens takeaway for a range: deletes the location's closing days that overlap it (both ends
 * inclusive), so today–today deletes every range that covers today. Answers how many were deleted.
 */
export async function deleteClosingDaysOverlapping(
  db: Db,
  merchantId: string,
  range: { locationId: string; fromDate: string; toDate: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, range.locationId);
    const deleted = await tx
      .delete(closingDays)
      .where(
        and(
          eq(closingDays.merchantId, merchantId),
          eq(closingDays.locationId, range.locationId),
          lte(closingDays.fromDate, range.toDate),
          gte(closingDays.toDate, range.fromDate),
        ),
      )
      .returning({ id: closingDays.id });
    return deleted.length;
  });
}

