import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { ClosingDay, CreateClosingDaysBody } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsChangeShowsIn } from './query-keys';

/** POST /api/settings/createClosingDays: closes takeaway at a location from one date to another. */
export function createClosingDays(body: CreateClosingDaysBody): Promise<ClosingDay> {
  return api.post<ClosingDay>('/settings/createClosingDays', { type: 'closingdays', ...body });
}

export function useCreateClosingDays() {
  return useInvalidatingMutation({ mutationFn: createClosingDays, invalidates: operationsChangeShowsIn });
}
