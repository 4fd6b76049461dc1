import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { DiningTable, EditTableBody } from '@bakrom/shared/schemas/tables';
import { api } from '@/lib/api-client';
import { tablesKeys } from './query-keys';

/** POST /api/table/editTable: the whole table (location, name, seat count, description) by its id. */
export function editTable(body: EditTableBody): Promise<DiningTable> {
  return api.post<DiningTable>('/table/editTable', { type: 'table', ...body });
}

export function useEditTable() {
  return useInvalidatingMutation({ mutationFn: editTable, invalidates: [tablesKeys.all] });
}
