import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { DeleteLocationBody } from '@bakrom/shared/schemas/locations-admin';
import type { Succeeded } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { locationAdminKeys } from './query-keys';

/** POST /api/superadmin/location/deleteLocation: the plain text SUCCEEDED; 409 for a location with orders or Z-reports. */
export async function deleteLocation(body: DeleteLocationBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/superadmin/location/deleteLocation', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteLocation did not succeed');
  return answer;
}

export function useDeleteLocation(onChanged?: () => void) {
  return useInvalidatingMutation({ mutationFn: deleteLocation, invalidates: [locationAdminKeys.all], onSuccess: () => onChanged?.() });
}
