import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTable, onSuccess: () => queryClient.invalidateQueries({ queryKey: tablesKeys.all }) });
}
