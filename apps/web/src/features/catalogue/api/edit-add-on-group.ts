import type { EditAddOnGroupBody } from '@bakrom/shared/schemas/catalogue-input';
import type { AddOnGroup } from '@bakrom/shared/schemas/catalogue';

export type { EditAddOnGroupBody };
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/editAddOnGroup: answers the saved group. */
export function editAddOnGroup(body: EditAddOnGroupBody): Promise<AddOnGroup> {
  return api.post<AddOnGroup>('/product/editAddOnGroup', body);
}

export function useEditAddOnGroup() {
  return useInvalidatingMutation({ mutationFn: editAddOnGroup, invalidates: [catalogueKeys.all] });
}
