import type { EditAddOnBody } from '@bakrom/shared/schemas/catalogue-input';
import type { AddOn } from '@bakrom/shared/schemas/catalogue';

export type { EditAddOnBody };
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/editAddOn: answers the saved add-on. */
export function editAddOn(body: EditAddOnBody): Promise<AddOn> {
  return api.post<AddOn>('/product/editAddOn', body);
}

export function useEditAddOn() {
  return useInvalidatingMutation({ mutationFn: editAddOn, invalidates: [catalogueKeys.all] });
}
