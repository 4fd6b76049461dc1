import { asc, sql } from 'drizzle-orm';
import { NEW_SORT_ORDER } from '@bakrom/shared/catalogue-rules';
import { sortPositions, type SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import { queryRows, type Db } from '../../db/client';
import { addOnGroups, addOns, categories, items } from '../../db/schema/index';
import { notFound } from '../../http/errors';

type SortableTable = typeof categories | typeof items | typeof addOnGroups | typeof addOns;

/**
 * The menu order as SQL: `compareMenuOrder` of @bakrom/shared/catalogue-rules, the rule every screen
 * sorts by. Sorted entries by sortOrder, then the new ones (sortOrder -1), oldest first: the ids of
 * entries made through the API are time-ordered (timeOrderedId).
 */
export const menuOrder = (table: SortableTable) => [
  asc(sql`(${table.sortOrder} = ${sql.raw(String(NEW_SORT_ORDER))})`),
  asc(table.sortOrder),
  asc(table.id),
];

/**
 * Writes sortOrder = position in the list for the listed entries, in one statement. If any id is not
 * the merchant's, nothing is written and the answer is 404.
 */
export async function writeSortOrder(db: Db, table: SortableTable, merchantId: string, list: SortListInput, notFoundMessage: string) {
  const positions = sortPositions(list);
  if (positions.length === 0) return;
  const ids = sql.join(
    positions.map((p) => sql`${p.id}`),
    sql`, `,
  );
  const orders = sql.join(
    positions.map((p) => sql`${p.sortOrder}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    const updated = await queryRows<{ id: string }>(
      tx,
      sql`update ${table} set sort_order = listed.sort_order
          from unnest(array[${ids}]::uuid[], array[${orders}]::int[]) as listed(id, sort_order)
          where ${table.id} = listed.id and ${table.merchantId} = ${merchantId}
          returning ${table.id}`,
    );
    if (updated.length !== positions.length) throw notFound(notFoundMessage);
  });
}

export const sortCategories = (db: Db, merchantId: string, list: SortListInput) =>
  writeSortOrder(db, categories, merchantId, list, 'Fant ikke kategorien.');
export const sortItems = (db: Db, merchantId: string, list: SortListInput) =>
  writeSortOrder(db, items, merchantId, list, 'Fant ikke produktet.');
export const sortAddOnGroups = (db: Db, merchantId: string, list: SortListInput) =>
  writeSortOrder(db, addOnGroups, merchantId, list, 'Fant ikke gruppen for valg og tillegg.');
export const sortAddOns = (db: Db, merchantId: string, list: SortListInput) =>
  writeSortOrder(db, addOns, merchantId, list, 'Fant ikke valget.');
