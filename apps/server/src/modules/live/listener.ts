import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client';
import { LIVE_CHANNEL, type LiveEventKind } from './publish';

/** A notification as the streams receive it: what happened, and the order's cursor when it was read in the same transaction. */
export interface LiveNotification {
  merchantId: string;
  kind: LiveEventKind;
  orderId: string;
  locationId: string;
  /** The order's stream cursor after the change (see `cursor.ts`); null if the order was not found. */
  cursor: string | null;
}

export interface LiveSubscriber {
  /** A notification for the subscriber's merchant. */
  onEvent(event: LiveNotification): void;
  /** The LISTEN connection was lost and is back: notifications in between are lost, the subscriber catches up from the database. */
  onGap(): void;
}

export interface LiveListener {
  /** Listens (once per instance) and adds the subscriber; resolves when notifications flow. */
  subscribe(merchantId: string, subscriber: LiveSubscriber): Promise<() => void>;
  /** How many subscribers are open, for tests and the health of the instance. */
  subscriberCount(): number;
  close(): Promise<void>;
}

interface Logger {
  warn(message: string): void;
}

/** One connection that receives notifications; `start` resolves when it listens. */
export interface Connection {
  start(onPayload: (payload: string) => void, onLost: () => void): Promise<void>;
  stop(): Promise<void>;
}

const KINDS: ReadonlySet<string> = new Set<LiveEventKind>(['order.created', 'order.status']);

/** The notification of a payload, or undefined when it is not one (another sender on the channel). */
export function parseNotification(payload: string): LiveNotification | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { merchantId, kind, orderId, locationId, cursor } = value as Record<string, unknown>;
  if (typeof merchantId !== 'string' || typeof kind !== 'string' || !KINDS.has(kind)) return undefined;
  if (typeof orderId !== 'string' || typeof locationId !== 'string') return undefined;
  return { merchantId, kind: kind as LiveEventKind, orderId, locationId, cursor: typeof cursor === 'string' ? cursor : null };
}

/** A dedicated node-postgres client (not from the pool: a pooled connection would be handed to queries). */
function postgresConnection(url: string): Connection {
  let client: pg.Client | undefined;
  return {
    async start(onPayload, onLost) {
      const next = new pg.Client({ connectionString: url, keepAlive: true });
      let lost = false;
      const lose = () => {
        if (lost) return;
        lost = true;
        onLost();
      };
      next.on('notification', (message) => {
        if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
      });
      next.on('error', lose);
      next.on('end', lose);
      client = next;
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
    },
    async stop() {
      const current = client;
      client = undefined;
      current?.removeAllListeners('end');
      current?.removeAllListeners('error');
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}

/** PGlite has one connection in the process; its `listen` delivers the notifications of committed transactions. */
function pgliteConnection(client: PGlite): Connection {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(onPayload) {
      unlisten = await client.listen(LIVE_CHANNEL, onPayload);
    },
    async stop() {
      const current = unlisten;
      unlisten = undefined;
      if (current && !client.closed) await current().catch(() => {});
    },
  };
}

/** The LISTEN connection of a database: a dedicated client on PostgreSQL, PGlite's own `listen`. */
export function connectionOf(database: Database): Connection {
  if (database.kind === 'postgres') return postgresConnection(database.url!);
  return pgliteConnection((database.db as unknown as { $client: PGlite }).$client);
}

export interface ListenerOptions {
  /** First wait before reconnecting, doubled on each failure up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  logger?: Logger;
  /** How a connection is made; `connectionOf` unless a test wraps it. */
  connection?: (database: Database) => Connection;
}

/**
 * The instance's one LISTEN connection, opened when the first stream subscribes, fanning each
 * notification out to the subscribers of its merchant. A lost connection is reopened with backoff;
 * the subscribers are then told to catch up from the database, since PostgreSQL does not keep
 * notifications for a listener that was away.
 */
export function createLiveListener(database: Database, options: ListenerOptions = {}): LiveListener {
  const { backoffMs = 250, maxBackoffMs = 15_000, logger = console, connection: makeConnection = connectionOf } = options;
  const byMerchant = new Map<string, Set<LiveSubscriber>>();
  let connection: Connection | undefined;
  let ready: Promise<void> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = (payload: string) => {
    const event = parseNotification(payload);
    if (!event) return;
    for (const subscriber of byMerchant.get(event.merchantId) ?? []) subscriber.onEvent(event);
  };

  const everyone = () => [...byMerchant.values()].flatMap((set) => [...set]);

  const connect = async (attempt: number): Promise<void> => {
    const next = makeConnection(database);
    connection = next;
    try {
      await next.start(deliver, () => {
        if (closed || connection !== next) return;
        logger.warn('Sanntidshendelser: lytteforbindelsen til databasen ble brutt, kobler til igjen');
        void next.stop();
        scheduleReconnect(0);
      });
    } catch (error) {
      await next.stop();
      if (closed) return;
      if (attempt === 0) throw error;
      logger.warn(`Sanntidshendelser: kunne ikke lytte (${(error as Error).message}), prøver igjen`);
      scheduleReconnect(attempt);
    }
  };

  function scheduleReconnect(attempt: number) {
    if (closed || retryTimer) return;
    const wait = Math.min(maxBackoffMs, backoffMs * 2 ** attempt);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ready = connect(attempt + 1).then(() => {
        if (connection && !closed && !retryTimer) for (const subscriber of everyone()) subscriber.onGap();
      });
      ready.catch(() => {});
    }, wait);
    retryTimer.unref?.();
  }

  return {
    async subscribe(merchantId, subscriber) {
      if (closed) throw new Error('The live listener is closed');
      if (!ready) {
        ready = connect(0);
        ready.catch(() => {
          ready = undefined;
        });
      }
      await ready;
      let set = byMerchant.get(merchantId);
      if (!set) byMerchant.set(merchantId, (set = new Set()));
      set.add(subscriber);
      return () => {
        const current = byMerchant.get(merchantId);
        current?.delete(subscriber);
        if (current?.size === 0) byMerchant.delete(merchantId);
      };
    },
    subscriberCount: () => everyone().length,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      byMerchant.clear();
      await connection?.stop();
    },
  };
}
