import type { AddOnGroupInput } from '@bakrom/shared/schemas/catalogue-input';
import type { AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/createAddOnGroup: answers the new group. */
export function createAddOnGroup(body: AddOnGroupInput): Promise<AddOnGroup> {
  return api.post<AddOnGroup>('/product/createAddOnGroup', body);
}

export function useCreateAddOnGroup() {
  return useInvalidatingMutation({ mutationFn: createAddOnGroup, invalidates: [catalogueKeys.all] });
}
