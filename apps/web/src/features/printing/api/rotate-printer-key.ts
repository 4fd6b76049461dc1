import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotateCloudPrntKeyBody, RotateCloudPrntKeyResponse } from '@bakrom/shared/schemas/printing';
import { api } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** POST /api/superadmin/support/rotateCloudPrntKey: a new printer key for the location, answered once. */
export function rotateCloudPrntKey(body: RotateCloudPrntKeyBody): Promise<RotateCloudPrntKeyResponse> {
  return api.post<RotateCloudPrntKeyResponse>('/superadmin/support/rotateCloudPrntKey', body);
}

export function useRotateCloudPrntKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCloudPrntKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printingKeys.all }),
  });
}
