import type { EditSwedbankPayAccountBody, SwedbankPayAccountResponse } from '@bakrom/shared/schemas/provider-accounts';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { queryRoots } from '@/lib/query-keys';
import { providerAccountKeys } from './query-keys';

/** POST /api/settings/editSwedbankPayAccount: an empty access token keeps the stored one; answers the saved account. */
export function editSwedbankPayAccount(body: EditSwedbankPayAccountBody): Promise<SwedbankPayAccountResponse> {
  return api.post<SwedbankPayAccountResponse>('/settings/editSwedbankPayAccount', body);
}

/** Saving makes Swedbank Pay the location's provider: the locations are read again too. */
export function useEditSwedbankPayAccount(onChanged?: () => void) {
  return useInvalidatingMutation({
    mutationFn: editSwedbankPayAccount,
    invalidates: [queryRoots.locations],
    onSuccess: (answer, body, queryClient) => {
      queryClient.setQueryData(providerAccountKeys.swedbankPay(body.merchant ?? '', body.locationId), answer);
      onChanged?.();
    },
  });
}
