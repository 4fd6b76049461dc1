import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { CreateTableBody, DiningTable } from '@bakrom/shared/schemas/tables';
import { api } from '@/lib/api-client';
import { tablesKeys } from './query-keys';

/** POST /api/table/createTable: a new table, status ACTIVE. */
export function createTable(body: CreateTableBody): Promise<DiningTable> {
  return api.post<DiningTable>('/table/createTable', { type: 'table', ...body });
}

export function useCreateTable() {
  return useInvalidatingMutation({ mutationFn: createTable, invalidates: [tablesKeys.all] });
}
