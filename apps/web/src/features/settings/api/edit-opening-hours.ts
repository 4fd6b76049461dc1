import type { EditOpeningHoursBody, OpeningHours } from '@bakrom/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { openingHoursQueryOptions } from './get-opening-hours';

/** POST /api/settings/editOpeningHours: answers the saved opening hours. */
export function editOpeningHours(body: EditOpeningHoursBody): Promise<OpeningHours> {
  return api.post<OpeningHours>('/settings/editOpeningHours', { type: 'openinghours', ...body });
}

export function useEditOpeningHours(merchant: string) {
  return useInvalidatingMutation({
    mutationFn: editOpeningHours,
    invalidates: [],
    onSuccess: (saved, _body, queryClient) =>
      queryClient.setQueryData(openingHoursQueryOptions(merchant, saved.locationId).queryKey, saved),
  });
}
