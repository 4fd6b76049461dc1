import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { CloseOpenDishesBody, Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsChangeShowsIn } from './query-keys';

/** POST /api/settings/closeDishes: closes the categories of the location's CLOSE_OPEN_DISHES action; answers SUCCEEDED. */
export async function closeDishes(body: CloseOpenDishesBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/settings/closeDishes', body);
  if (answer !== 'SUCCEEDED') throw new Error('closeDishes did not succeed');
  return answer;
}

export function useCloseDishes() {
  return useInvalidatingMutation({ mutationFn: closeDishes, invalidates: operationsChangeShowsIn });
}
