import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema/index';
import { notFound } from '../../http/errors';

/** A database handle or an open transaction. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const locationNotFound = () => notFound('Fant ikke avdelingen.');

/** Throws 404 unless the location belongs to the merchant (ids of other merchants are simply not found). */
export async function assertOwnLocation(db: DbOrTx, merchantId: string, locationId: string): Promise<void> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)));
  if (!row) throw locationNotFound();
}

/**
 * `assertOwnLocation` inside a transaction, also locking the location's row until it ends, so that
 * changes to what belongs to the location (its closing days) run one after the other.
 */
export async function lockOwnLocation(tx: DbOrTx, merchantId: string, locationId: string): Promise<void> {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)))
    .for('update');
  if (!row) throw locationNotFound();
}
