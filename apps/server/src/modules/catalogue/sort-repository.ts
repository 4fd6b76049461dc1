import { asc, sql } from 'drizzle-orm';
import { NEW_SORT_ORDER } from '@bakrom/shared/catalogue-rules';
import { queryRows, type Db } from '../../db/client';
import { addOnGroups, addOns, categories, items } from '../../db/schema/index';

const SORTABLE = { categories, items, addOnGroups, addOns };

/** The menu lists whose entries carry a sortOrder. */
export type SortableList = keyof typeof SORTABLE;

/**
 * The menu order as SQL: `compareMenuOrder` of @bakrom/shared/catalogue-rules, the rule every screen
 * sorts by. Sorted entries by sortOrder, then the new ones (sortOrder -1), oldest first: the ids of
 * entries made through the API are time-ordered (timeOrderedId).
 */
export const menuOrder = (table: (typeof SORTABLE)[SortableList]) => [
  asc(sql`(${table.sortOrder} = ${sql.raw(String(NEW_SORT_ORDER))})`),
  asc(table.sortOrder),
  asc(table.id),
];

/** Writes each listed entry's sortOrder in one statement, for the merchant's entries only; answers how many it wrote. */
export async function writeSortOrder(
  tx: Db,
  list: SortableList,
  merchantId: string,
  positions: readonly { id: string; sortOrder: number }[],
): Promise<number> {
  const table = SORTABLE[list];
  const ids = sql.join(
    positions.map((p) => sql`${p.id}`),
    sql`, `,
  );
  const orders = sql.join(
    positions.map((p) => sql`${p.sortOrder}`),
    sql`, `,
  );
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update ${table} set sort_order = listed.sort_order
        from unnest(array[${ids}]::uuid[], array[${orders}]::int[]) as listed(id, sort_order)
        where ${table.id} = listed.id and ${table.merchantId} = ${merchantId}
        returning ${table.id}`,
  );
  return updated.length;
}
