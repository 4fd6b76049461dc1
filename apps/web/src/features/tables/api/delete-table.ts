import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { DeleteTableBody } from '@bakrom/shared/schemas/tables';
import type { Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { tablesKeys } from './query-keys';

/** POST /api/table/deleteTable: answers the plain text SUCCEEDED. */
export async function deleteTable(body: DeleteTableBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/table/deleteTable', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteTable did not succeed');
  return answer;
}

export function useDeleteTable() {
  return useInvalidatingMutation({ mutationFn: deleteTable, invalidates: [tablesKeys.all] });
}
