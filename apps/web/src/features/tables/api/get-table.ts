import { useQuery } from '@tanstack/react-query';
import type { DiningTable } from '@bakrom/shared/schemas/tables';
import { api } from '@/lib/api-client';
import { tablesKeys } from './query-keys';

/** GET /api/table/getTable?merchant=…&tableId=… */
export function getTable(merchant: string, tableId: string): Promise<DiningTable> {
  return api.get<DiningTable>('/table/getTable', { params: { merchant, tableId } });
}

/** The table being edited, read afresh each time the form opens; nothing is asked without an id. */
export function useTable(merchant: string, tableId: string) {
  return useQuery({
    queryKey: tablesKeys.table(merchant, tableId),
    queryFn: () => getTable(merchant, tableId),
    gcTime: 0,
    enabled: tableId !== '',
  });
}
