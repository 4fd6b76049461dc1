import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLiveUpdates } from './use-live-updates';
import type { LiveStreamOptions } from './live-stream';

const answer = (text: string) => new Response(new Blob([text]).stream(), { headers: { 'content-type': 'text/event-stream' } });

function setup(bodies: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['orders', 'list', 'demo', {}], []);
  client.setQueryData(['dashboard', 'demo'], {});
  client.setQueryData(['staff', 'list'], []);
  const open = vi.fn(async (_path: string, _init?: { signal?: AbortSignal }): Promise<Response> => {
    const body = bodies.shift();
    return body === undefined ? new Promise<Response>(() => undefined) : answer(body);
  });
  const options: LiveStreamOptions = { open: open as never, sleep: async () => undefined };
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, open, options, wrapper, stale };
}

describe('live updates of the back office', () => {
  it("marks the orders and the overview's queries stale when an order event comes, and nothing else", async () => {
    const { options, wrapper, stale } = setup([
      'id: 1-a\nevent: ready\ndata: {}\n\nid: 2-b\nevent: order\ndata: {"kind":"order.created","orderId":"o","locationId":"l"}\n\n',
    ]);
    renderHook(() => useLiveUpdates(true, options), { wrapper });
    await vi.waitFor(() => expect(stale(['orders', 'list', 'demo', {}])).toBe(true));
    expect(stale(['dashboard', 'demo'])).toBe(true);
    expect(stale(['staff', 'list'])).toBe(false);
  });

  it('reads nothing again for the first connection of the page, nor for a heartbeat', async () => {
    const { options, wrapper, stale, open } = setup(['id: 1-a\nevent: ready\ndata: {}\n\n: heartbeat\n\n']);
    renderHook(() => useLiveUpdates(true, options), { wrapper });
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(stale(['orders', 'list', 'demo', {}])).toBe(false);
  });

  it('opens no stream without a session and stops its stream when unmounted', async () => {
    const idle = setup([]);
    renderHook(() => useLiveUpdates(false, idle.options), { wrapper: idle.wrapper });
    expect(idle.open).not.toHaveBeenCalled();

    const { options, wrapper, open } = setup([]);
    let signal: AbortSignal | undefined;
    open.mockImplementation(async (_path: string, init?: { signal?: AbortSignal }) => {
      signal = init?.signal;
      return new Promise<Response>(() => undefined);
    });
    const { unmount } = renderHook(() => useLiveUpdates(true, options), { wrapper });
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
