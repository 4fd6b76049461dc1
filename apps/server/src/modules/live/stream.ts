import { PassThrough } from 'node:stream';
import type { LiveEventType, LiveOrderEvent } from '@bakrom/shared/schemas/live';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { parseCursor, type Cursor } from './cursor';
import type { LiveListener, LiveNotification } from './listener';
import { catchUp, cursorAt } from './service';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

export interface OpenStreamOptions {
  db: Db;
  clock: Clock;
  listener: LiveListener;
  merchantId: string;
  /** The Last-Event-ID the client sent, if any. */
  lastEventId: string | undefined;
  heartbeatMs?: number;
  /** Checked at every heartbeat: when it answers false (the session was logged out or expired), the stream ends. */
  stillAllowed?: () => Promise<boolean>;
}

export interface LiveStream {
  /** The body of the answer. */
  body: PassThrough;
  /**
   * Ends the stream and its subscription (the client left, or the server is closing). With `retryMs` the
   * last lines tell the client to reconnect after that many milliseconds (SSE `retry:`), to another instance
   * when the server behind the proxy is shutting down.
   */
  close(options?: { retryMs?: number }): void;
}

function message(type: LiveEventType, data: object, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The last lines of a stream the server ends while shutting down: reconnect (elsewhere) after `retryMs`. */
export function shutdownHint(retryMs: number): string {
  return `: server shutting down, reconnect\nretry: ${Math.max(0, Math.round(retryMs))}\n\n`;
}

const orderData = (change: { kind: LiveOrderEvent['kind']; orderId: string; locationId: string }): LiveOrderEvent => ({
  kind: change.kind,
  orderId: change.orderId,
  locationId: change.locationId,
});

/**
 * One client's stream of its merchant's order events. It subscribes before it reads what the client
 * missed, holding live events back until the replay is written, so nothing falls between the two;
 * an event can arrive twice, which the client takes in its stride (it reads the orders again).
 * When the instance's listener lost its connection for a while, the stream replays from its last
 * cursor the same way.
 */
export async function openLiveStream(options: OpenStreamOptions): Promise<LiveStream> {
  const { db, clock, listener, merchantId } = options;
  const body = new PassThrough();
  let cursor: Cursor | undefined = parseCursor(options.lastEventId);
  let held: LiveNotification[] | undefined = [];
  let closed = false;
  let catchingUp: Promise<void> = Promise.resolve();

  const write = (text: string) => {
    if (!closed) body.write(text);
  };
  const send = (event: LiveNotification) => {
    write(message('order', orderData(event), event.cursor ?? undefined));
    if (event.cursor) cursor = parseCursor(event.cursor) ?? cursor;
  };

  const replayFrom = async (from: Cursor) => {
    const result = await catchUp(db, merchantId, from, clock.now());
    if ('reset' in result) {
      const now = cursorAt(clock.now());
      write(message('reset', {}, now));
      cursor = parseCursor(now);
      return;
    }
    for (const change of result.replay) {
      write(message('order', orderData(change), change.cursor));
      cursor = parseCursor(change.cursor) ?? cursor;
    }
  };

  const unsubscribe = await listener.subscribe(merchantId, {
    onEvent(event) {
      if (held) held.push(event);
      else send(event);
    },
    onGap() {
      if (closed || held) return;
      held = [];
      catchingUp = catchingUp
        .then(() => catchUpAndRelease(cursor ?? parseCursor(cursorAt(clock.now()))!))
        // The client reconnects and catches up from its own cursor.
        .catch(() => close());
    },
  });

  function release() {
    const pending = held ?? [];
    held = undefined;
    for (const event of pending) send(event);
  }

  async function catchUpAndRelease(from: Cursor) {
    try {
      await replayFrom(from);
    } finally {
      release();
    }
  }

  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    options
      .stillAllowed?.()
      .then((allowed) => allowed || close())
      .catch(() => undefined);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref?.();
  const close = (options: { retryMs?: number } = {}) => {
    if (closed) return;
    if (options.retryMs !== undefined) write(shutdownHint(options.retryMs));
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    body.end();
  };

  try {
    // A reconnect replays what it missed; a first connection gets a cursor of its own to come back with.
    const start = cursor ? undefined : cursorAt(clock.now());
    if (cursor) await replayFrom(cursor);
    else cursor = parseCursor(start);
    write(message('ready', {}, start));
    release();
  } catch (error) {
    close();
    throw error;
  }
  return { body, close };
}
