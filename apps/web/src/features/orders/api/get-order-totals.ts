import { useQuery } from '@tanstack/react-query';
import type { OrderTotals } from '@bakrom/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { filterParams, type OrderFilterValues } from '../order-filters';
import { ordersKeys } from './query-keys';

/** GET /api/order/getOrderTotals?merchant&… with the list's filters: every order they find, all pages. */
export function getOrderTotals(merchant: string, filters: OrderFilterValues, signal?: AbortSignal): Promise<OrderTotals> {
  return api.get<OrderTotals>('/order/getOrderTotals', { params: { merchant, ...filterParams(filters) }, signal });
}

export function useOrderTotals(merchant: string, filters: OrderFilterValues) {
  return useQuery({
    queryKey: ordersKeys.totals(merchant, filters),
    queryFn: ({ signal }) => getOrderTotals(merchant, filters, signal),
  });
}
