import type { SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { catalogueKeys } from './query-keys';

/** POST /api/product/editAddOns: the list in its new order, sortOrder = position (§4); answers SUCCEEDED. */
export function editAddOns(list: SortListInput): Promise<string> {
  return api.post<string>('/product/editAddOns', list);
}

export function useEditAddOns() {
  return useInvalidatingMutation({ mutationFn: editAddOns, invalidates: [catalogueKeys.all] });
}
