import { useQuery } from '@tanstack/react-query';
import type { Location } from '@bakrom/shared/schemas/location';
import { api } from '@/lib/api-client';
import { providerAccountKeys } from './query-keys';

/** GET /api/location/listLocations?merchant=…: the active locations, the ones an account can be set for. */
export function listLocations(merchant: string): Promise<Location[]> {
  return api.get<Location[]>('/location/listLocations', { params: { merchant } });
}

/** The stored user's locations show at once; the server's list replaces them. */
export function useActiveLocations(merchant: string, stored: Location[]) {
  return useQuery({ queryKey: providerAccountKeys.locations(merchant), queryFn: () => listLocations(merchant), placeholderData: stored });
}
