import type { DinteroAccountResponse, EditDinteroAccountBody } from '@bakrom/shared/schemas/provider-accounts';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { queryRoots } from '@/lib/query-keys';
import { providerAccountKeys } from './query-keys';

/** POST /api/settings/editDinteroAccount: an empty client secret keeps the stored one; answers the saved account. */
export function editDinteroAccount(body: EditDinteroAccountBody): Promise<DinteroAccountResponse> {
  return api.post<DinteroAccountResponse>('/settings/editDinteroAccount', body);
}

/** Saving makes Dintero the location's provider: the locations are read again too. */
export function useEditDinteroAccount(onChanged?: () => void) {
  return useInvalidatingMutation({
    mutationFn: editDinteroAccount,
    invalidates: [queryRoots.locations],
    onSuccess: (answer, body, queryClient) => {
      queryClient.setQueryData(providerAccountKeys.dintero(body.merchant ?? '', body.locationId), answer);
      onChanged?.();
    },
  });
}
