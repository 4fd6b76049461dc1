import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { Location } from '@bakrom/shared/schemas/location';
import type { SetLocationStatusBody } from '@bakrom/shared/schemas/locations-admin';
import { api } from '@/lib/api-client';
import { locationAdminKeys } from './query-keys';

/** POST /api/superadmin/location/setLocationStatus: INACTIVE deactivates, ACTIVE activates again; answers the location. */
export function setLocationStatus(body: SetLocationStatusBody): Promise<Location> {
  return api.post<Location>('/superadmin/location/setLocationStatus', body);
}

export function useSetLocationStatus(onChanged?: () => void) {
  return useInvalidatingMutation({ mutationFn: setLocationStatus, invalidates: [locationAdminKeys.all], onSuccess: () => onChanged?.() });
}
