import type { Terminal, TerminalListEntry } from '@bakrom/shared/schemas/reports';
import type { Db, DbOrTx } from '../../db/client';
import { assertOwnLocation } from '../locations/own-location';
import { presentTerminals } from './presenter';
import * as repository from './repository';

export type { TerminalRow } from './repository';

/** The terminal pickers of the report screens (spec part 1 §3 Terminal, §7 Terminals). */
export async function getTerminals(db: Db, merchantId: string): Promise<TerminalListEntry[]> {
  return presentTerminals(await repository.selectReportTerminals(db, merchantId));
}

export async function getTerminalsForLocation(db: Db, merchantId: string, locationId: string): Promise<TerminalListEntry[]> {
  await assertOwnLocation(db, merchantId, locationId);
  return presentTerminals(await repository.selectReportTerminals(db, merchantId, locationId));
}

/**
 * The terminal `id` of the merchant's location with its location's name (any type), or undefined. With
 * `lock`, inside a transaction, its row stays locked until the transaction ends.
 */
export async function findTerminal(
  db: DbOrTx,
  merchantId: string,
  locationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<repository.TerminalRow | undefined> {
  return repository.findTerminal(db, merchantId, locationId, id, options);
}

/** The location's WEBSHOP terminal with its location's name, or undefined. */
export async function findWebshopTerminal(db: DbOrTx, merchantId: string, locationId: string): Promise<repository.TerminalRow | undefined> {
  return repository.findWebshopTerminal(db, merchantId, locationId);
}

/** The merchant's webshops and kiosks, of every location (the channel simulator gives each a new key). */
export async function listSellingTerminals(db: Db, merchantId: string) {
  return repository.selectSellingTerminals(db, merchantId);
}

/** Every terminal of the merchant's location, any type (the turnover report names its Z-reports' terminals). */
export async function listLocationTerminals(db: Db, merchantId: string, locationId: string): Promise<Terminal[]> {
  return repository.selectLocationTerminals(db, merchantId, locationId);
}
