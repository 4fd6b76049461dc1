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

export function sortTables(tables: DiningTable[], locationOrder: Map<string, number>): DiningTable[] {
  return [...tables].sort(
    (a, b) => (locationOrder.get(a.locationId) ?? 0) - (locationOrder.get(b.locationId) ?? 0) || tableNameOrder.compare(a.name, b.name),
  );
}
