import { ApiError, openStream } from '@/lib/api-client';
import { createSseParser, type ServerSentEvent } from './sse-parser';

export interface LiveStreamHandlers {
  /** Every event of the stream (`order`, `ready`, `reset`), replayed ones included. */
  onEvent(event: ServerSentEvent): void;
  /** A connection opened without a cursor to catch up from: whatever was shown may be stale. */
  onFreshStart?(): void;
}

export interface LiveStreamOptions {
  /** First wait before reconnecting, doubled after each failure up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Dependencies, replaced in tests. */
  open?: typeof openStream;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const PATH = '/live/events';

function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * The tab's live event stream: opened with the session's header, read as it arrives, and reopened
 * with backoff whenever it drops, sending the last event's id as Last-Event-ID so the server replays
 * what was missed. A 401 ends it (the session is gone; the API client logs the visitor out).
 * Answers the function that stops it.
 */
export function startLiveStream(handlers: LiveStreamHandlers, options: LiveStreamOptions = {}): () => void {
  const { backoffMs = 1000, maxBackoffMs = 30_000, open = openStream, sleep = sleepFor } = options;
  const stopped = new AbortController();
  let lastEventId: string | undefined;

  const readOnce = async (): Promise<boolean> => {
    const connection = new AbortController();
    const abort = () => connection.abort();
    stopped.signal.addEventListener('abort', abort, { once: true });
    let received = false;
    try {
      const resumeFrom = lastEventId;
      const response = await open(PATH, {
        headers: resumeFrom ? { 'Last-Event-ID': resumeFrom } : {},
        signal: connection.signal,
      });
      if (!resumeFrom) handlers.onFreshStart?.();
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createSseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of parser.push(value)) {
          received = true;
          if (event.id !== undefined) lastEventId = event.id;
          handlers.onEvent(event);
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) stopped.abort();
    } finally {
      stopped.signal.removeEventListener('abort', abort);
    }
    return received;
  };

  void (async () => {
    let failures = 0;
    while (!stopped.signal.aborted) {
      const received = await readOnce();
      if (stopped.signal.aborted) break;
      failures = received ? 0 : failures + 1;
      await sleep(Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, failures - 1)), stopped.signal);
    }
  })();

  return () => stopped.abort();
}
