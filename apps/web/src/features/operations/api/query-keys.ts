import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.operations;

/** Every daily-operations query lives under this key. */
export const operationsKeys = {
  all: root,
  closingDays: (merchant: string) => [...root, 'closing-days', merchant] as const,
  soldOut: (merchant: string, locationId: string) => [...root, 'sold-out', merchant, locationId] as const,
};

/**
 * What a daily-operations change (sold-out items, closing days, pickup time, dishes) makes stale: it shows
 * on the overview, the sold-out page and the location data alike.
 */
export const operationsChangeShowsIn = [queryRoots.operations, queryRoots.dashboard, queryRoots.locations];
