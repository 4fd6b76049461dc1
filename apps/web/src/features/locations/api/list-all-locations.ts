import { useQuery } from '@tanstack/react-query';
import type { Location } from '@bakrom/shared/schemas/location';
import { api } from '@/lib/api-client';
import { locationAdminKeys } from './query-keys';

/** GET /api/location/listAllLocations?merchant=…: every location, deactivated ones too. */
export function listAllLocations(merchant: string): Promise<Location[]> {
  return api.get<Location[]>('/location/listAllLocations', { params: { merchant } });
}

export function useAllLocations(merchant: string) {
  return useQuery({ queryKey: locationAdminKeys.listAll(merchant), queryFn: () => listAllLocations(merchant) });
}
