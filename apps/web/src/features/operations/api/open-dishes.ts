import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseOpenDishesBody, Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { invalidateOperations } from './invalidate-operations';

/** POST /api/settings/openDishes: opens the categories of the location's CLOSE_OPEN_DISHES action; answers SUCCEEDED. */
export async function openDishes(body: CloseOpenDishesBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/settings/openDishes', body);
  if (answer !== 'SUCCEEDED') throw new Error('openDishes did not succeed');
  return answer;
}

export function useOpenDishes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openDishes, onSuccess: () => invalidateOperations(queryClient) });
}
