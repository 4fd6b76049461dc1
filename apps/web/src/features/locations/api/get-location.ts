import { useQuery } from '@tanstack/react-query';
import type { Location } from '@bakrom/shared/schemas/location';
import { api } from '@/lib/api-client';
import { locationAdminKeys } from './query-keys';

/** GET /api/location/getLocation?merchant=…&locationId=… */
export function getLocation(merchant: string, locationId: string): Promise<Location> {
  return api.get<Location>('/location/getLocation', { params: { merchant, locationId } });
}

export function useLocation(merchant: string, locationId: string) {
  return useQuery({
    queryKey: locationAdminKeys.location(merchant, locationId),
    queryFn: () => getLocation(merchant, locationId),
    gcTime: 0,
  });
}
