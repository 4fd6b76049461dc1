import type { CreateTableBody, DiningTable } from '@bakrom/shared/schemas/tables';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../http/database-errors';
import { conflict, notFound } from '../../http/errors';
import { assertOwnLocation } from '../locations/own-location';
import { presentTable, presentTables } from './presenter';
import * as repository from './repository';
import { TABLE_NAME_IN_USE, type TableColumns } from './repository';

const tableNotFound = () => notFound('Fant ikke bordet.');
const duplicateName = (name: string) => conflict(`Det finnes allerede et bord med navnet «${name}» i denne avdelingen.`);

/** A second table of the same name at a location answers 409 naming it. */
async function refusingDuplicateName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, TABLE_NAME_IN_USE)) throw duplicateName(name);
    throw error;
  }
}

/** The merchant's tables, by location name and then naturally by table name ('Bord 2' before 'Bord 10'). */
export async function listTables(db: Db, merchantId: string, locationId?: string): Promise<DiningTable[]> {
  if (locationId) await assertOwnLocation(db, merchantId, locationId);
  return presentTables(await repository.selectTables(db, merchantId, locationId));
}

export async function getTable(db: Db, merchantId: string, tableId: string): Promise<DiningTable> {
  const row = await repository.findTable(db, merchantId, tableId);
  if (!row) throw tableNotFound();
  return presentTable(row);
}

export async function createTable(db: Db, merchantId: string, input: CreateTableBody & { description: string }): Promise<DiningTable> {
  const row = await refusingDuplicateName(input.name, () =>
    db.transaction(async (tx) => {
      await assertOwnLocation(tx, merchantId, input.locationId);
      return repository.insertTable(tx, merchantId, input);
    }),
  );
  return presentTable(row);
}

export async function editTable(db: Db, merchantId: string, tableId: string, input: TableColumns): Promise<DiningTable> {
  const row = await refusingDuplicateName(input.name, () =>
    db.transaction(async (tx) => {
      await assertOwnLocation(tx, merchantId, input.locationId);
      return repository.updateTable(tx, merchantId, tableId, input);
    }),
  );
  if (!row) throw tableNotFound();
  return presentTable(row);
}

export async function deleteTable(db: Db, merchantId: string, tableId: string): Promise<void> {
  if (!(await repository.deleteTable(db, merchantId, tableId))) throw tableNotFound();
}
