import { dateRangeLabel, subtractRange, type DateRange } from '@bakrom/shared/business-day';
import type { ClosingDay, CreateClosingDaysBody } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { assertOwnLocation } from '../locations/own-location';
import { presentClosingDay } from './presenter';
import * as repository from './closing-days-repository';

const alreadyClosed = (range: DateRange) =>
  conflict(
    `Takeaway er allerede stengt ${dateRangeLabel(range)} ved denne avdelingen. Slett de stengte dagene først, eller velg andre datoer.`,
  );
const notClosed = () => conflict('Takeaway er ikke stengt i denne perioden ved denne avdelingen.');

/** The merchant's closing days, by start date. */
export async function listClosingDays(db: Db, merchantId: string): Promise<ClosingDay[]> {
  return (await repository.selectClosingDays(db, merchantId)).map(presentClosingDay);
}

/**
 * Closes takeaway at a location for a range. The same range again answers the existing record (a
 * double click saves once); a range overlapping another of the location is refused (409). The
 * location's row is locked meanwhile, so two requests at once cannot both add.
 */
export async function createClosingDays(db: Db, merchantId: string, input: CreateClosingDaysBody): Promise<ClosingDay> {
  const row = await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, input.locationId, { lock: true });
    const existing = await repository.selectOverlapping(tx, merchantId, input.locationId, input);
    const same = existing.find((day) => day.fromDate === input.fromDate && day.toDate === input.toDate);
    if (same) return same;
    if (existing[0]) throw alreadyClosed(existing[0]);
    return repository.insertClosingDay(tx, merchantId, input.locationId, input);
  });
  return presentClosingDay(row);
}

export async function deleteClosingDay(db: Db, merchantId: string, closingDayId: string): Promise<void> {
  if (!(await repository.deleteClosingDay(db, merchantId, closingDayId))) throw notFound('Fant ikke den stengte dagen.');
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
    const touched = await repository.selectOverlapping(tx, merchantId, range.locationId, range);
    if (touched.length === 0) throw notClosed();
    const left = touched.flatMap((day) => subtractRange(day, range).map((piece) => ({ ...piece, message: day.message })));
    await repository.replaceClosingDays(
      tx,
      merchantId,
      range.locationId,
      touched.map((day) => day.id),
      left,
    );
  });
}
