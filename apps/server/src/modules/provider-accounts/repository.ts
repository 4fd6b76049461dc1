import { and, eq, sql } from 'drizzle-orm';
import type { OnlinePaymentProvider } from '@bakrom/shared/enums';
import type { Db } from '../../db/client';
import { dinteroAccounts, locations, swedbankPayAccounts } from '../../db/schema/index';

/** The columns an upsert changes: all but the keys. */
function withoutKeys<T extends { locationId: string; merchantId: string }>(values: T): Omit<T, 'locationId' | 'merchantId'> {
  const changes: Partial<T> = { ...values };
  delete changes.locationId;
  delete changes.merchantId;
  return changes as Omit<T, 'locationId' | 'merchantId'>;
}

export type SwedbankPayAccountRow = typeof swedbankPayAccounts.$inferSelect;
export type DinteroAccountRow = typeof dinteroAccounts.$inferSelect;

export async function findSwedbankPayAccount(
  db: Db,
  merchantId: string,
  locationId: string,
  options: { lock?: boolean } = {},
): Promise<SwedbankPayAccountRow | undefined> {
  const query = db
    .select()
    .from(swedbankPayAccounts)
    .where(and(eq(swedbankPayAccounts.merchantId, merchantId), eq(swedbankPayAccounts.locationId, locationId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function upsertSwedbankPayAccount(db: Db, values: Omit<SwedbankPayAccountRow, 'updatedAt'>): Promise<SwedbankPayAccountRow> {
  const [row] = await db
    .insert(swedbankPayAccounts)
    .values(values)
    .onConflictDoUpdate({ target: swedbankPayAccounts.locationId, set: { ...withoutKeys(values), updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function findDinteroAccount(
  db: Db,
  merchantId: string,
  locationId: string,
  options: { lock?: boolean } = {},
): Promise<DinteroAccountRow | undefined> {
  const query = db
    .select()
    .from(dinteroAccounts)
    .where(and(eq(dinteroAccounts.merchantId, merchantId), eq(dinteroAccounts.locationId, locationId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function upsertDinteroAccount(db: Db, values: Omit<DinteroAccountRow, 'updatedAt'>): Promise<DinteroAccountRow> {
  const [row] = await db
    .insert(dinteroAccounts)
    .values(values)
    .onConflictDoUpdate({ target: dinteroAccounts.locationId, set: { ...withoutKeys(values), updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** The location's online payment provider (what the reports menu and the web shop's checkout follow). */
export async function setOnlinePaymentProvider(
  db: Db,
  merchantId: string,
  locationId: string,
  provider: OnlinePaymentProvider,
): Promise<void> {
  await db
    .update(locations)
    .set({ onlinePaymentProvider: provider, updatedAt: sql`now()` })
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)));
}
