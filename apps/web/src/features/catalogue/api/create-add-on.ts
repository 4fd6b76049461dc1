import type { AddOnInput } from '@bakrom/shared/schemas/catalogue-input';
import type { AddOn } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/createAddOn: answers the new add-on. */
export function createAddOn(body: AddOnInput): Promise<AddOn> {
  return api.post<AddOn>('/product/createAddOn', body);
}

export function useCreateAddOn() {
  return useInvalidatingMutation({ mutationFn: createAddOn, invalidates: [catalogueKeys.all] });
}
