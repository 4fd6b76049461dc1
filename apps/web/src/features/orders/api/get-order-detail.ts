import { useQuery } from '@tanstack/react-query';
import type { OrderDetailGui } from '@bakrom/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { ordersKeys } from './query-keys';

/** GET /api/order/getDataForOrderDetailGui?merchant&orderDocumentId: the order and the merchant's VAT rates. */
export function getOrderDetail(merchant: string, orderDocumentId: string): Promise<OrderDetailGui> {
  return api.get<OrderDetailGui>('/order/getDataForOrderDetailGui', { params: { merchant, orderDocumentId } });
}

/** While a refund of the order is being checked with the payment provider, asked again every 5 s until it is settled. */
export const PENDING_REFUND_REFRESH_MS = 5_000;

export function useOrderDetail(merchant: string, orderDocumentId: string) {
  return useQuery({
    queryKey: ordersKeys.detail(merchant, orderDocumentId),
    queryFn: () => getOrderDetail(merchant, orderDocumentId),
    refetchInterval: (query) => (query.state.data?.order.pendingRefund ? PENDING_REFUND_REFRESH_MS : false),
  });
}
