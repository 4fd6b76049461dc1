import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location } from '@bakrom/shared/schemas/location';
import type { SetLocationStatusBody } from '@bakrom/shared/schemas/locations-admin';
import { api } from '@/lib/api-client';
import { locationAdminKeys } from './query-keys';

/** POST /api/superadmin/location/setLocationStatus: INACTIVE deactivates, ACTIVE activates again; answers the location. */
export function setLocationStatus(body: SetLocationStatusBody): Promise<Location> {
  return api.post<Location>('/superadmin/location/setLocationStatus', body);
}

export function useSetLocationStatus(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLocationStatus,
    onSuccess: async () => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: locationAdminKeys.all });
    },
  });
}
