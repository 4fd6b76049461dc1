import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { CreateDiscountBody, Discount, EditDiscountBody } from '@bakrom/shared/schemas/loyalty';
import { api } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** POST /api/loyalty/createDiscount: a new active discount. */
export function createDiscount(body: CreateDiscountBody): Promise<Discount> {
  return api.post<Discount>('/loyalty/createDiscount', { type: 'discount', ...body });
}

/** POST /api/loyalty/editDiscount: the whole discount, named by its id. */
export function editDiscount(body: EditDiscountBody): Promise<Discount> {
  return api.post<Discount>('/loyalty/editDiscount', { type: 'discount', ...body });
}

export function useCreateDiscount() {
  return useInvalidatingMutation({ mutationFn: createDiscount, invalidates: [loyaltyKeys.all] });
}

export function useEditDiscount() {
  return useInvalidatingMutation({ mutationFn: editDiscount, invalidates: [loyaltyKeys.all] });
}
