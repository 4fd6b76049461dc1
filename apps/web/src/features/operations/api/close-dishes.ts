import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseOpenDishesBody, Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { invalidateOperations } from './invalidate-operations';

/** POST /api/settings/closeDishes: closes the categories of the location's CLOSE_OPEN_DISHES action; answers SUCCEEDED. */
export async function closeDishes(body: CloseOpenDishesBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/settings/closeDishes', body);
  if (answer !== 'SUCCEEDED') throw new Error('closeDishes did not succeed');
  return answer;
}

export function useCloseDishes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeDishes, onSuccess: () => invalidateOperations(queryClient) });
}
