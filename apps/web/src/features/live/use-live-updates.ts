import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '@/lib/invalidating-mutation';
import { queryRoots } from '@/lib/query-keys';
import { startLiveStream, type LiveStreamOptions } from './live-stream';
import type { ServerSentEvent } from './sse-parser';

/** Events that come in a burst (a replay, a rush hour) are read once, this long after the first. */
export const LIVE_BATCH_MS = 150;

/** The queries an order event changes: the orders list and any open order, and the overview's figures. */
export function refreshOrderViews(queryClient: QueryClient): void {
  void invalidateKeys(queryClient, [queryRoots.orders, queryRoots.dashboard]);
}

/**
 * Applies the tab's live events (one stream per logged-in tab, from the authenticated layout): a new
 * order or a status change refetches the open orders list (new orders come in at the top; the list
 * keeps its place and an open side panel stays open) and the overview's figures. A reset, or a
 * reconnect that could not resume, refreshes the same. Without a session (`enabled` false) no stream runs.
 */
export function useLiveUpdates(enabled: boolean, options?: LiveStreamOptions): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connections = 0;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        refreshOrderViews(queryClient);
      }, LIVE_BATCH_MS);
    };
    const stop = startLiveStream(
      {
        onEvent(event: ServerSentEvent) {
          if (event.event === 'order' || event.event === 'reset') refresh();
        },
        onFreshStart() {
          // The first connection comes with the page, which has just read everything.
          connections += 1;
          if (connections > 1) refresh();
        },
      },
      options,
    );
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, queryClient, options]);
}
