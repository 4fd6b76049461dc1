import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.tables;

/** Every dining-table query lives under this key; a table change invalidates them all. */
export const tablesKeys = {
  all: root,
  list: (merchant: string, locationId: string) => [...root, merchant, locationId] as const,
  table: (merchant: string, tableId: string) => [...root, 'table', merchant, tableId] as const,
};
