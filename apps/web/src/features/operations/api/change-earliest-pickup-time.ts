import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { ChangeEarliestPickupTimeBody, ChangeEarliestPickupTimeResponse } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsChangeShowsIn } from './query-keys';

/** POST /api/settings/changeEarliestPickupTime */
export function changeEarliestPickupTime(body: ChangeEarliestPickupTimeBody): Promise<ChangeEarliestPickupTimeResponse> {
  return api.post<ChangeEarliestPickupTimeResponse>('/settings/changeEarliestPickupTime', body);
}

export function useChangeEarliestPickupTime() {
  return useInvalidatingMutation({ mutationFn: changeEarliestPickupTime, invalidates: operationsChangeShowsIn });
}
