import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetailGui } from '@bakrom/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * One order with the merchant's VAT rates, under the orders root: marking an order completed, a refund
 * and a live order event all read it again.
 */
export const orderDetailKey = (merchant: string, orderDocumentId: string) =>
  [...queryRoots.orders, 'detail', merchant, orderDocumentId] as const;

/** GET /api/order/getDataForOrderDetailGui?merchant=…&orderDocumentId=…: the order (units, payments, refunds) and the VAT rates. */
export function getOrderDetail(merchant: string, orderDocumentId: string): Promise<OrderDetailGui> {
  return api.get<OrderDetailGui>('/order/getDataForOrderDetailGui', { params: { merchant, orderDocumentId } });
}

export function orderDetailQueryOptions(merchant: string, orderDocumentId: string) {
  return queryOptions({ queryKey: orderDetailKey(merchant, orderDocumentId), queryFn: () => getOrderDetail(merchant, orderDocumentId) });
}

/** While a refund of the order is being checked with the payment provider, asked again every 5 s until it is settled. */
export const PENDING_REFUND_REFRESH_MS = 5_000;

/** The order detail screen's order. */
export function useOrderDetail(merchant: string, orderDocumentId: string) {
  return useQuery({
    ...orderDetailQueryOptions(merchant, orderDocumentId),
    refetchInterval: (query) => (query.state.data?.order.pendingRefund ? PENDING_REFUND_REFRESH_MS : false),
  });
}

/** The order to refund: the refund is computed from what is refunded already, so always the current order. */
export function useRefundOrder(merchant: string, orderDocumentId: string | null) {
  return useQuery({ ...orderDetailQueryOptions(merchant, orderDocumentId ?? ''), staleTime: 0, enabled: Boolean(orderDocumentId) });
}
