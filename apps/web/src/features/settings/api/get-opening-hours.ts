import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpeningHours } from '@bakrom/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/getOpeningHours?merchant=…&locationId=…: all seven days, MONDAY first. */
export function getOpeningHours(merchant: string, locationId: string): Promise<OpeningHours> {
  return api.get<OpeningHours>('/settings/getOpeningHours', { params: { merchant, locationId } });
}

export function openingHoursQueryOptions(merchant: string, locationId: string) {
  return queryOptions({
    queryKey: settingsKeys.openingHours(merchant, locationId),
    queryFn: () => getOpeningHours(merchant, locationId),
  });
}

export function useOpeningHours(merchant: string, locationId: string | undefined) {
  return useQuery({ ...openingHoursQueryOptions(merchant, locationId ?? ''), enabled: Boolean(locationId) });
}
