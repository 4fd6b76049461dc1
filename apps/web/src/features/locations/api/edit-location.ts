import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { Location } from '@bakrom/shared/schemas/location';
import type { EditLocationBody } from '@bakrom/shared/schemas/locations-admin';
import { api } from '@/lib/api-client';
import { locationAdminKeys } from './query-keys';

/** POST /api/superadmin/location/editLocation: answers the saved location. */
export function editLocation(body: EditLocationBody): Promise<Location> {
  return api.post<Location>('/superadmin/location/editLocation', body);
}

export function useEditLocation(onChanged?: () => void) {
  return useInvalidatingMutation({ mutationFn: editLocation, invalidates: [locationAdminKeys.all], onSuccess: () => onChanged?.() });
}
