import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosingDay, CreateClosingDaysBody } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { invalidateOperations } from './invalidate-operations';

/** POST /api/settings/createClosingDays: closes takeaway at a location from one date to another. */
export function createClosingDays(body: CreateClosingDaysBody): Promise<ClosingDay> {
  return api.post<ClosingDay>('/settings/createClosingDays', { type: 'closingdays', ...body });
}

export function useCreateClosingDays() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClosingDays, onSuccess: () => invalidateOperations(queryClient) });
}
