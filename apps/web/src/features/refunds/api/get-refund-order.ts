import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetailGui } from '@bakrom/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { refundsKeys } from './query-keys';

/** GET /api/order/getDataForOrderDetailGui?merchant=…&orderDocumentId=…: the order to refund, with its units and payments. */
export function getRefundOrder(merchant: string, orderDocumentId: string): Promise<OrderDetailGui> {
  return api.get<OrderDetailGui>('/order/getDataForOrderDetailGui', { params: { merchant, orderDocumentId } });
}

export function refundOrderQueryOptions(merchant: string, orderDocumentId: string) {
  return queryOptions({
    queryKey: refundsKeys.order(merchant, orderDocumentId),
    queryFn: () => getRefundOrder(merchant, orderDocumentId),
    // The refund is computed from what is refunded already: always the current order.
    staleTime: 0,
  });
}

export function useRefundOrder(merchant: string, orderDocumentId: string | null) {
  return useQuery({ ...refundOrderQueryOptions(merchant, orderDocumentId ?? ''), enabled: Boolean(orderDocumentId) });
}
