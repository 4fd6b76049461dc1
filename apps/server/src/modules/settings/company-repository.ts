import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Pick<CompanyRow, 'name' | 'vatNumber' | 'street' | 'zipCode' | 'city' | 'phone' | 'email'>;

/** The merchant's company, locked for the rest of the transaction when `lock` is set; undefined before it is saved. */
export async function selectCompany(db: Db, merchantId: string, options: { lock?: boolean } = {}): Promise<CompanyRow | undefined> {
  const query = db.select().from(companies).where(eq(companies.merchantId, merchantId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function upsertCompany(tx: Db, merchantId: string, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await tx
    .insert(companies)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: companies.merchantId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
