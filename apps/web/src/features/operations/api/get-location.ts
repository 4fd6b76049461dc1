import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@bakrom/shared/schemas/location';
import { api } from '@/lib/api-client';
import { operationsKeys } from './query-keys';

/** GET /api/location/getLocation?merchant=…&locationId=…: the location as it is now (pickup time, actions). */
export function getLocation(merchant: string, locationId: string): Promise<Location> {
  return api.get<Location>('/location/getLocation', { params: { merchant, locationId } });
}

export function locationQueryOptions(merchant: string, locationId: string) {
  return queryOptions({ queryKey: operationsKeys.location(merchant, locationId), queryFn: () => getLocation(merchant, locationId) });
}

export function useLocation(merchant: string, locationId: string | undefined) {
  return useQuery({ ...locationQueryOptions(merchant, locationId ?? ''), enabled: Boolean(locationId) });
}
