import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTableBody, DiningTable } from '@bakrom/shared/schemas/tables';
import { api } from '@/lib/api-client';
import { tablesKeys } from './query-keys';

/** POST /api/table/createTable: a new table, status ACTIVE. */
export function createTable(body: CreateTableBody): Promise<DiningTable> {
  return api.post<DiningTable>('/table/createTable', { type: 'table', ...body });
}

export function useCreateTable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTable, onSuccess: () => queryClient.invalidateQueries({ queryKey: tablesKeys.all }) });
}
