import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEarliestPickupTimeBody, ChangeEarliestPickupTimeResponse } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { invalidateOperations } from './invalidate-operations';

/** POST /api/settings/changeEarliestPickupTime */
export function changeEarliestPickupTime(body: ChangeEarliestPickupTimeBody): Promise<ChangeEarliestPickupTimeResponse> {
  return api.post<ChangeEarliestPickupTimeResponse>('/settings/changeEarliestPickupTime', body);
}

export function useChangeEarliestPickupTime() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEarliestPickupTime, onSuccess: () => invalidateOperations(queryClient) });
}
