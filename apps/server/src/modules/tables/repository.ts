import { and, asc, eq } from 'drizzle-orm';
import type { CreateTableBody, DiningTable } from '@bakrom/shared/schemas/tables';
import type { Db } from '../../db/client';
import { diningTables, locations } from '../../db/schema/index';
import { isUniqueViolation } from '../../http/database-errors';
import { conflict } from '../../http/errors';
import { assertOwnLocation } from '../operations/own-location';
import { presentTable, sortTables } from './presenter';

export interface TableInput {
  locationId: string;
  name: string;
  capacity: number;
  description: string;
  status?: 'ACTIVE' | 'INACTIVE';
}

const NAME_IN_USE = 'dining_tables_location_name_key';
const duplicateName = (name: string) => conflict(`Det finnes allerede et bord med navnet «${name}» i denne avdelingen.`);

/** The merchant's tables, by location name and then naturally by table name ('Bord 2' before 'Bord 10'). */
export async function listTables(db: Db, merchantId: string, locationId?: string): Promise<DiningTable[]> {
  if (locationId) await assertOwnLocation(db, merchantId, locationId);
  const rows = await db
    .select({ table: diningTables })
    .from(diningTables)
    .innerJoin(locations, eq(locations.id, diningTables.locationId))
    .where(and(eq(diningTables.merchantId, merchantId), locationId ? eq(diningTables.locationId, locationId) : undefined))
    .orderBy(asc(locations.name), asc(locations.id));
  const locationOrder = new Map<string, number>();
  for (const { table } of rows) if (!locationOrder.has(table.locationId)) locationOrder.set(table.locationId, locationOrder.size);
  return sortTables(
    rows.map(({ table }) => presentTable(table)),
    locationOrder,
  );
}

export async function findTable(db: Db, merchantId: string, tableId: string): Promise<DiningTable | undefined> {
  const [row] = await db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.id, tableId), eq(diningTables.merchantId, merchantId)));
  return row ? presentTable(row) : undefined;
}

export async function createTable(db: Db, merchantId: string, input: CreateTableBody & { description: string }): Promise<DiningTable> {
  try {
    return await db.transaction(async (tx) => {
      await assertOwnLocation(tx, merchantId, input.locationId);
      const [row] = await tx
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
      return presentTable(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, NAME_IN_USE)) throw duplicateName(input.name);
    throw error;
  }
}

/** Updates a table of the merchant; undefined when there is none (the caller answers 404). */
export async function updateTable(db: Db, merchantId: string, tableId: string, input: TableInput): Promise<DiningTable | undefined> {
  try {
    return await db.transaction(async (tx) => {
      await assertOwnLocation(tx, merchantId, input.locationId);
      const [row] = await tx
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
      return row ? presentTable(row) : undefined;
    });
  } catch (error) {
    if (isUniqueViolation(error, NAME_IN_USE)) throw duplicateName(input.name);
    throw error;
  }
}

export async function deleteTable(db: Db, merchantId: string, tableId: string): Promise<boolean> {
  const deleted = await db
    .delete(diningTables)
    .where(and(eq(diningTables.id, tableId), eq(diningTables.merchantId, merchantId)))
    .returning({ id: diningTables.id });
  return deleted.length > 0;
}
