import type { QueryClient } from '@tanstack/react-query';

/**
 * A daily-operations change (sold-out items, closing days, pickup time, dishes) shows on the
 * overview, the sold-out page and the location data alike: every cached view of it is marked stale,
 * and the ones on screen are fetched again before the change counts as done.
 */
export function invalidateOperations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
