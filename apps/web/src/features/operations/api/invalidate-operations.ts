import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';

/**
 * A daily-operations change (sold-out items, closing days, pickup time, dishes) shows on the
 * overview, the sold-out page and the location data alike: every cached view of it is marked stale,
 * and the ones on screen are fetched again before the change counts as done.
 */
export async function invalidateOperations(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [queryRoots.operations, queryRoots.dashboard, queryRoots.locations].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
