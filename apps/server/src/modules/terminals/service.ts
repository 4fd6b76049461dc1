import type { TerminalListEntry } from '@bakrom/shared/schemas/reports';
import type { Db } from '../../db/client';
import { assertOwnLocation } from '../locations/own-location';
import { presentTerminals } from './presenter';
import { selectReportTerminals } from './repository';

/** The terminal pickers of the report screens (spec part 1 §3 Terminal, §7 Terminals). */
export async function getTerminals(db: Db, merchantId: string): Promise<TerminalListEntry[]> {
  return presentTerminals(await selectReportTerminals(db, merchantId));
}

export async function getTerminalsForLocation(db: Db, merchantId: string, locationId: string): Promise<TerminalListEntry[]> {
  await assertOwnLocation(db, merchantId, locationId);
  return presentTerminals(await selectReportTerminals(db, merchantId, locationId));
}
