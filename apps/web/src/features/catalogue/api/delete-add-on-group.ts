import type { DeleteAddOnGroupBody } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

export type { DeleteAddOnGroupBody };

/** POST /api/product/deleteAddOnGroup: deletes the group with its add-ons; answers SUCCEEDED. */
export function deleteAddOnGroup(body: DeleteAddOnGroupBody): Promise<string> {
  return api.post<string>('/product/deleteAddOnGroup', body);
}

export function useDeleteAddOnGroup() {
  return useInvalidatingMutation({ mutationFn: deleteAddOnGroup, invalidates: [catalogueKeys.all] });
}
