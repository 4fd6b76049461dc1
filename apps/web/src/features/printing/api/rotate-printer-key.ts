import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { RotateCloudPrntKeyBody, RotateCloudPrntKeyResponse } from '@bakrom/shared/schemas/printing';
import { api } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** POST /api/superadmin/support/rotateCloudPrntKey: a new printer key for the location, answered once. */
export function rotateCloudPrntKey(body: RotateCloudPrntKeyBody): Promise<RotateCloudPrntKeyResponse> {
  return api.post<RotateCloudPrntKeyResponse>('/superadmin/support/rotateCloudPrntKey', body);
}

export function useRotateCloudPrntKey() {
  return useInvalidatingMutation({ mutationFn: rotateCloudPrntKey, invalidates: [printingKeys.all] });
}
