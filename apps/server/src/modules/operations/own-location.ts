import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema/index';
import { notFound } from '../../http/errors';

/** A database handle or an open transaction. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const locationNotFound = () => notFound('Fant ikke avdelingen.');

/**
 * Throws 404 unless the location belongs to the merchant (ids of other merchants are simply not found).
 * With `lock`, inside a transaction, the location's row stays locked until it ends, so that changes to
 * what belongs to the location (its closing days) run one after the other.
 */
export async function assertOwnLocation(db: DbOrTx, merchantId: string, locationId: string, { lock = false } = {}): Promise<void> {
  const query = db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw locationNotFound();
}
