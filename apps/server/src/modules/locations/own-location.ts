import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { isOwnLocation } from './repository';

export const locationNotFound = () => notFound('Fant ikke avdelingen.');

/**
 * The ownership rule every module that works on a location applies first: 404 unless the location
 * belongs to the merchant (ids of other merchants are simply not found). With `lock`, inside a
 * transaction, the location's row stays locked until it ends, so that changes to what belongs to the
 * location (its closing days) run one after the other.
 */
export async function assertOwnLocation(db: DbOrTx, merchantId: string, locationId: string, { lock = false } = {}): Promise<void> {
  if (!(await isOwnLocation(db, merchantId, locationId, { lock }))) throw locationNotFound();
}
