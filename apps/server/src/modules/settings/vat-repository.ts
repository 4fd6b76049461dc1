import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vatRates } from '../../db/schema/index';

export type VatRow = typeof vatRates.$inferSelect;
export interface VatRates {
  dineIn: number;
  takeOut: number;
  delivery: number;
}

/** The merchant's VAT rates, locked for the rest of the transaction when `lock` is set; undefined before any are set. */
export async function selectVat(db: Db, merchantId: string, options: { lock?: boolean } = {}): Promise<VatRow | undefined> {
  const query = db.select().from(vatRates).where(eq(vatRates.merchantId, merchantId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Writes the three rates with the time of the save; the menu version follows by trigger (migration 0005). */
export async function upsertVat(tx: Db, merchantId: string, rates: VatRates): Promise<VatRow> {
  const [row] = await tx
    .insert(vatRates)
    .values({ merchantId, ...rates, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: vatRates.merchantId,
      set: { dineIn: sql`excluded.dine_in`, takeOut: sql`excluded.take_out`, delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
