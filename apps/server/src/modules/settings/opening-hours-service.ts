import type { EditOpeningHoursBody, OpeningHours, OpeningHoursDay } from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { assertOwnLocation } from '../locations/own-location';
import * as repository from './opening-hours-repository';
import { presentOpeningHours, presentOpeningHoursWeek } from './presenter';

/**
 * The seven days as answered, from a location's rows another module read in its own statement (the
 * channel's menu reads them with the rest of the location's state).
 */
export function openingHoursWeek(rows: Parameters<typeof presentOpeningHoursWeek>[0]): OpeningHoursDay[] {
  return presentOpeningHoursWeek(rows);
}

/** All seven weekdays of the merchant's location (404 for another merchant's). */
export async function getOpeningHours(db: Db, merchantId: string, locationId: string): Promise<OpeningHours> {
  await assertOwnLocation(db, merchantId, locationId);
  return presentOpeningHours(merchantId, locationId, await repository.selectOpeningHours(db, merchantId, locationId));
}

/** Writes all seven weekdays of a location in one transaction (insert or update each). */
export async function saveOpeningHours(db: Db, merchantId: string, input: EditOpeningHoursBody): Promise<OpeningHours> {
  const rows = await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, input.locationId);
    return repository.upsertOpeningHours(tx, merchantId, input.locationId, input.openingHours);
  });
  return presentOpeningHours(merchantId, input.locationId, rows);
}
