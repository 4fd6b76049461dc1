import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { UpdateOrderStatusBody } from '@bakrom/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { ordersKeys } from './query-keys';

/** POST /api/order/updateOrderStatusFromBackOffice (super admin): answers {result: 'SUCCEEDED'}. */
export async function updateOrderStatus(body: UpdateOrderStatusBody): Promise<'SUCCEEDED'> {
  const answer = await api.post<{ result?: string } | null>('/order/updateOrderStatusFromBackOffice', body);
  if (answer?.result !== 'SUCCEEDED') throw new Error('updateOrderStatusFromBackOffice did not succeed');
  return 'SUCCEEDED';
}

/** On SUCCEEDED every orders query loads again: the detail shows the new status, the list too (spec part 1 §4). */
export function useMarkOrderCompleted() {
  return useInvalidatingMutation({
    mutationFn: (body: { merchant: string; orderDocumentId: string }) => updateOrderStatus({ ...body, orderStatus: 'COMPLETED' }),
    invalidates: [ordersKeys.all],
  });
}
