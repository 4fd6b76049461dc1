import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { startLiveStream } from './live-stream';
import type { ServerSentEvent } from './sse-parser';

/** A stream answer whose body sends `text` and then ends (the connection dropped). */
const answer = (text: string) => new Response(new Blob([text]).stream(), { headers: { 'content-type': 'text/event-stream' } });

describe('the live stream', () => {
  it('reconnects when the stream drops, sending the last event id so the server replays what was missed', async () => {
    const calls: (Record<string, string> | undefined)[] = [];
    const bodies = [
      'id: 1-a\nevent: ready\ndata: {}\n\n',
      'id: 2-b\nevent: order\ndata: {"kind":"order.created"}\n\n',
      'event: ready\ndata: {}\n\n',
    ];
    const events: ServerSentEvent[] = [];
    let fresh = 0;
    const done = vi.fn();
    const open = vi.fn(async (_path: string, options: { headers?: Record<string, string> } = {}) => {
      calls.push(options.headers);
      const body = bodies.shift();
      if (!body) {
        done();
        return new Promise<Response>(() => undefined);
      }
      return answer(body);
    });
    const stop = startLiveStream(
      { onEvent: (event) => events.push(event), onFreshStart: () => (fresh += 1) },
      { open: open as never, sleep: async () => undefined },
    );
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    stop();
    expect(calls).toEqual([{}, { 'Last-Event-ID': '1-a' }, { 'Last-Event-ID': '2-b' }, { 'Last-Event-ID': '2-b' }]);
    expect(events.map((event) => event.event)).toEqual(['ready', 'order', 'ready']);
    expect(fresh).toBe(1);
  });

  it('waits longer after each failed attempt, and stops for good on 401', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const open = vi.fn(async () => {
      attempts += 1;
      throw attempts < 4 ? new TypeError('network') : new ApiError(401, 'UNAUTHORIZED', 'Logg inn');
    });
    startLiveStream({ onEvent: () => undefined }, { open: open as never, backoffMs: 100, sleep: async (ms) => void waits.push(ms) });
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waits).toEqual([100, 200, 400]);
    expect(open).toHaveBeenCalledTimes(4);
  });
});
