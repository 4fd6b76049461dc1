import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { locations, orders, refunds, signedTransactions, terminalEvents, terminals, zReports } from '../../db/schema/index';

export type LocationRow = typeof locations.$inferSelect;

/** What the location form writes. */
export interface LocationColumns {
  name: string;
  shortName: string;
  headerImageFile: string | null;
  googleMapsIframeUrl: string;
  vatNumber: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
}

/** The merchant's location row; with `lock`, held until the transaction ends. */
export async function findLocationRow(
  db: Db,
  merchantId: string,
  locationId: string,
  options: { lock?: boolean } = {},
): Promise<LocationRow | undefined> {
  const query = db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertLocation(db: Db, merchantId: string, values: LocationColumns): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({ merchantId, ...values, status: 'ACTIVE' })
    .returning();
  return row!;
}

/** The location's virtual WEBSHOP terminal, as every location has one (its web orders and their Z-reports). */
export async function insertWebshopTerminal(db: Db, merchantId: string, locationId: string): Promise<void> {
  await db
    .insert(terminals)
    .values({ merchantId, locationId, terminalId: 'WEBSHOP', terminalType: 'WEBSHOP', deviceName: 'Nettbutikk' })
    .onConflictDoNothing();
}

/** Whether it wrote (the location is the merchant's). */
export async function updateLocation(
  db: Db,
  merchantId: string,
  locationId: string,
  values: Partial<LocationColumns> & { status?: string },
): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(locations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)))
    .returning();
  return row;
}

/**
 * Whether the location has accounting history that must be kept: orders or Z-reports, or at one of its
 * terminals refunds, register events or signed transactions (the database's RESTRICT keys stand behind it).
 */
export async function locationHasHistory(db: Db, locationId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select (exists (select 1 from ${orders} where ${orders.locationId} = ${locationId}::uuid)
      or exists (select 1 from ${zReports} where ${zReports.locationId} = ${locationId}::uuid)
      or exists (select 1 from ${terminals} t where t.location_id = ${locationId}::uuid and (
        exists (select 1 from ${refunds} r where r.terminal_id = t.id)
        or exists (select 1 from ${terminalEvents} e where e.terminal_id = t.id)
        or exists (select 1 from ${signedTransactions} s where s.terminal_id = t.id)))) as found`,
  );
  return row!.found;
}

/** Deletes the location with everything that belongs only to it (terminals, opening hours, accounts…); whether it did. */
export async function deleteLocation(db: Db, merchantId: string, locationId: string): Promise<boolean> {
  const rows = await db
    .delete(locations)
    .where(and(eq(locations.id, locationId), eq(locations.merchantId, merchantId)))
    .returning({ id: locations.id });
  return rows.length > 0;
}
