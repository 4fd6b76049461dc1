import { useQuery } from '@tanstack/react-query';
import type { OrderDetailGui } from '@bakrom/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { ordersKeys } from './query-keys';

/** GET /api/order/getDataForOrderDetailGui?merchant&orderDocumentId: the order and the merchant's VAT rates. */
export function getOrderDetail(merchant: string, orderDocumentId: string): Promise<OrderDetailGui> {
  return api.get<OrderDetailGui>('/order/getDataForOrderDetailGui', { params: { merchant, orderDocumentId } });
}

export function useOrderDetail(merchant: string, orderDocumentId: string) {
  return useQuery({ queryKey: ordersKeys.detail(merchant, orderDocumentId), queryFn: () => getOrderDetail(merchant, orderDocumentId) });
}
