import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { Location } from '@bakrom/shared/schemas/location';
import type { CreateLocationBody } from '@bakrom/shared/schemas/locations-admin';
import { api } from '@/lib/api-client';
import { locationAdminKeys } from './query-keys';

/** POST /api/superadmin/location/createLocation: answers the new location (its WEBSHOP terminal made too). */
export function createLocation(body: CreateLocationBody): Promise<Location> {
  return api.post<Location>('/superadmin/location/createLocation', body);
}

export function useCreateLocation(onChanged?: () => void) {
  return useInvalidatingMutation({ mutationFn: createLocation, invalidates: [locationAdminKeys.all], onSuccess: () => onChanged?.() });
}
