import type { OrderFilterValues } from '../order-filters';

/**
 * Every orders query lives under this key; marking an order completed invalidates them all. (The
 * area's root beside the others of lib/query-keys.ts.)
 */
const root = ['orders'] as const;

export const ordersKeys = {
  all: root,
  list: (merchant: string, filters: OrderFilterValues) => [...root, 'list', merchant, filters] as const,
  detail: (merchant: string, orderDocumentId: string) => [...root, 'detail', merchant, orderDocumentId] as const,
};
