import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDiscount, onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }) });
}

export function useEditDiscount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editDiscount, onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }) });
}
