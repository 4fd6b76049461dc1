import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiningTable } from '@bakrom/shared/schemas/tables';
import { api } from '@/lib/api-client';
import { tablesKeys } from './query-keys';

/** GET /api/table/listTables?merchant=…&locationId=… */
export function listTables(merchant: string, locationId: string): Promise<DiningTable[]> {
  return api.get<DiningTable[]>('/table/listTables', { params: { merchant, locationId } });
}

export function tablesQueryOptions(merchant: string, locationId: string) {
  return queryOptions({ queryKey: tablesKeys.list(merchant, locationId), queryFn: () => listTables(merchant, locationId) });
}

export function useTables(merchant: string, locationId: string | undefined) {
  return useQuery({ ...tablesQueryOptions(merchant, locationId ?? ''), enabled: Boolean(locationId) });
}
