import type { SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/editAddOnGroups: the list in its new order, sortOrder = position (§4); answers SUCCEEDED. */
export function editAddOnGroups(list: SortListInput): Promise<string> {
  return api.post<string>('/product/editAddOnGroups', list);
}

export function useEditAddOnGroups() {
  return useInvalidatingMutation({ mutationFn: editAddOnGroups, invalidates: [catalogueKeys.all] });
}
