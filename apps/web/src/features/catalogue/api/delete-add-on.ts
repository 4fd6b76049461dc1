import type { DeleteAddOnBody } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

export type { DeleteAddOnBody };

/** POST /api/product/deleteAddOn: answers SUCCEEDED. */
export function deleteAddOn(body: DeleteAddOnBody): Promise<string> {
  return api.post<string>('/product/deleteAddOn', body);
}

export function useDeleteAddOn() {
  return useInvalidatingMutation({ mutationFn: deleteAddOn, invalidates: [catalogueKeys.all] });
}
