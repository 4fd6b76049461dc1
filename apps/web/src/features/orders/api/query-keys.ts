import type { OrderFilterValues } from '../order-filters';
import { queryRoots } from '@/lib/query-keys';

/** Every orders query lives under the area's root; marking an order completed or refunding it invalidates them all. */
const root = queryRoots.orders;

export const ordersKeys = {
  all: root,
  list: (merchant: string, filters: OrderFilterValues) => [...root, 'list', merchant, filters] as const,
  totals: (merchant: string, filters: OrderFilterValues) => [...root, 'totals', merchant, filters] as const,
};
