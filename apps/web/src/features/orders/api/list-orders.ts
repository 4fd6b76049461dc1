import { useInfiniteQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE, type Order } from '@bakrom/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { filterParams, type OrderFilterValues } from '../order-filters';
import { ordersKeys } from './query-keys';

/** GET /api/order/listOrders?merchant&locationId&limit=50&page=n (page 1 is the newest 50) with the list's filters. */
export function listOrders(merchant: string, filters: OrderFilterValues, page: number, signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>('/order/listOrders', { params: { merchant, ...filterParams(filters), limit: ORDERS_PAGE_SIZE, page }, signal });
}

/** Page after page of orders; the list ends when a page brings fewer than 50 (spec part 1 §9). */
export function useOrderPages(merchant: string, filters: OrderFilterValues) {
  return useInfiniteQuery({
    queryKey: ordersKeys.list(merchant, filters),
    queryFn: ({ pageParam, signal }) => listOrders(merchant, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length < ORDERS_PAGE_SIZE ? undefined : pages.length + 1),
  });
}
