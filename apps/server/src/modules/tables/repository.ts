import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diningTables, locations } from '../../db/schema/index';

type TableRow = typeof diningTables.$inferSelect;

export interface TableColumns {
  locationId: string;
  name: string;
  capacity: number;
  description: string;
  status?: 'ACTIVE' | 'INACTIVE';
}

/** The unique index that refuses a second table of the same name at a location. */
export const TABLE_NAME_IN_USE = 'dining_tables_location_name_key';

/** The merchant's tables (of one location, or all), by location name; the presenter orders the tables within one. */
export async function selectTables(db: Db, merchantId: string, locationId?: string): Promise<TableRow[]> {
  const rows = await db
    .select({ table: diningTables })
    .from(diningTables)
    .innerJoin(locations, eq(locations.id, diningTables.locationId))
    .where(and(eq(diningTables.merchantId, merchantId), locationId ? eq(diningTables.locationId, locationId) : undefined))
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.map(({ table }) => table);
}

export async function findTable(db: Db, merchantId: string, tableId: string): Promise<TableRow | undefined> {
  const [row] = await db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.id, tableId), eq(diningTables.merchantId, merchantId)));
  return row;
}

export async function insertTable(db: Db, merchantId: string, input: TableColumns): Promise<TableRow> {
  const [row] = await db
    .insert(diningTables)
    .values({
      merchantId,
      locationId: input.locationId,
      name: input.name,
      capacity: input.capacity,
      description: input.description,
      status: 'ACTIVE',
    })
    .returning();
  return row!;
}

/** Undefined when the merchant has no such table. */
export async function updateTable(db: Db, merchantId: string, tableId: string, input: TableColumns): Promise<TableRow | undefined> {
  const [row] = await db
    .update(diningTables)
    .set({
      locationId: input.locationId,
      name: input.name,
      capacity: input.capacity,
      description: input.description,
      ...(input.status ? { status: input.status } : {}),
    })
    .where(and(eq(diningTables.id, tableId), eq(diningTables.merchantId, merchantId)))
    .returning();
  return row;
}

/** False when the merchant has no such table. */
export async function deleteTable(db: Db, merchantId: string, tableId: string): Promise<boolean> {
  const deleted = await db
    .delete(diningTables)
    .where(and(eq(diningTables.id, tableId), eq(diningTables.merchantId, merchantId)))
    .returning({ id: diningTables.id });
  return deleted.length > 0;
}
