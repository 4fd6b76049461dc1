import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@bakrom/shared/schemas/location';
import { api } from '@/lib/api-client';
import { locationsKeys } from './query-keys';

/** GET /api/location/listLocations?merchant=… */
export function listLocations(merchant: string): Promise<Location[]> {
  return api.get<Location[]>('/location/listLocations', { params: { merchant } });
}

export function listLocationsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: locationsKeys.list(merchant), queryFn: () => listLocations(merchant) });
}

/** The merchant's locations, showing the ones stored at login until the fresh list arrives. */
export function useLocations(merchant: string, stored: Location[]) {
  return useQuery({ ...listLocationsQueryOptions(merchant), placeholderData: stored });
}
