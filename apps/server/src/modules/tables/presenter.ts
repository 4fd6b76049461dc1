import type { DiningTable } from '@bakrom/shared/schemas/tables';
import type { diningTables } from '../../db/schema/index';

export function presentTable(row: typeof diningTables.$inferSelect): DiningTable {
  return {
    id: row.id,
    type: 'table',
    merchant: row.merchantId,
    locationId: row.locationId,
    name: row.name,
    capacity: row.capacity,
    description: row.description,
    status: row.status as DiningTable['status'],
  };
}

/** 'Bord 2' before 'Bord 10'. */
const tableNameOrder = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });

/** Tables by their location's place in `rows` (which come by location name) and then naturally by name. */
export function presentTables(rows: (typeof diningTables.$inferSelect)[]): DiningTable[] {
  const locationOrder = new Map<string, number>();
  for (const row of rows) if (!locationOrder.has(row.locationId)) locationOrder.set(row.locationId, locationOrder.size);
  return rows
    .map(presentTable)
    .sort(
      (a, b) => (locationOrder.get(a.locationId) ?? 0) - (locationOrder.get(b.locationId) ?? 0) || tableNameOrder.compare(a.name, b.name),
    );
}
