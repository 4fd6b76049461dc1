import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@bakrom/shared/schemas/location';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * One location as it is now, under the locations root: a location write and a daily-operations change
 * (pickup time, dishes) both read it again.
 */
export const locationKey = (merchant: string, locationId: string) => [...queryRoots.locations, 'one', merchant, locationId] as const;

/** GET /api/location/getLocation?merchant=…&locationId=…: the location as it is now (pickup time, actions). */
export function getLocation(merchant: string, locationId: string): Promise<Location> {
  return api.get<Location>('/location/getLocation', { params: { merchant, locationId } });
}

export function locationQueryOptions(merchant: string, locationId: string) {
  return queryOptions({ queryKey: locationKey(merchant, locationId), queryFn: () => getLocation(merchant, locationId) });
}

/**
 * The location, once one is chosen (an empty id is asked for, and not found). `forForm`: the answer is dropped when the screen closes, so a form
 * opened again starts from the server's copy.
 */
export function useLocation(merchant: string, locationId: string | undefined, { forForm = false }: { forForm?: boolean } = {}) {
  return useQuery({
    ...locationQueryOptions(merchant, locationId ?? ''),
    enabled: locationId !== undefined,
    ...(forForm ? { gcTime: 0 } : {}),
  });
}
