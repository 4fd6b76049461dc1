import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { CloseOpenDishesBody, Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsChangeShowsIn } from './query-keys';

/** POST /api/settings/openDishes: opens the categories of the location's CLOSE_OPEN_DISHES action; answers SUCCEEDED. */
export async function openDishes(body: CloseOpenDishesBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/settings/openDishes', body);
  if (answer !== 'SUCCEEDED') throw new Error('openDishes did not succeed');
  return answer;
}

export function useOpenDishes() {
  return useInvalidatingMutation({ mutationFn: openDishes, invalidates: operationsChangeShowsIn });
}
