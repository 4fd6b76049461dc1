import type { EditAddOnGroupBody } from '@bakrom/shared/schemas/catalogue-input';
import type { AddOnGroup } from '@bakrom/shared/schemas/catalogue';

export type { EditAddOnGroupBody };
import { api } from '@/lib/api-client';
import { useCatalogueMutation } from '../hooks/use-catalogue-mutation';

/** POST /api/product/editAddOnGroup: answers the saved group. */
export function editAddOnGroup(body: EditAddOnGroupBody): Promise<AddOnGroup> {
  return api.post<AddOnGroup>('/product/editAddOnGroup', body);
}

export function useEditAddOnGroup() {
  return useCatalogueMutation(editAddOnGroup);
}
