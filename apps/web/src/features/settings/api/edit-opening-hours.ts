import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditOpeningHoursBody, OpeningHours } from '@bakrom/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { openingHoursQueryOptions } from './get-opening-hours';

/** POST /api/settings/editOpeningHours: answers the saved opening hours. */
export function editOpeningHours(body: EditOpeningHoursBody): Promise<OpeningHours> {
  return api.post<OpeningHours>('/settings/editOpeningHours', { type: 'openinghours', ...body });
}

export function useEditOpeningHours(merchant: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOpeningHours,
    onSuccess: (saved) => queryClient.setQueryData(openingHoursQueryOptions(merchant, saved.locationId).queryKey, saved),
  });
}
