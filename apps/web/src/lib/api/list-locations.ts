import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@bakrom/shared/schemas/location';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The merchant's active locations (pickup time and actions included), under the locations root: a location write reads them again. */
export const locationListKey = (merchant: string) => [...queryRoots.locations, merchant] as const;

/** GET /api/location/listLocations?merchant=…: the active locations (the session's merchant when none is named). */
export function listLocations(merchant?: string): Promise<Location[]> {
  return api.get<Location[]>('/location/listLocations', { params: { merchant } });
}

export function listLocationsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: locationListKey(merchant), queryFn: () => listLocations(merchant) });
}

/** The merchant's locations, showing the ones stored at login until the fresh list arrives. */
export function useLocations(merchant: string, stored: Location[]) {
  return useQuery({ ...listLocationsQueryOptions(merchant), placeholderData: stored });
}
