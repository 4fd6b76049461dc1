import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { requireSession } from '../../http/access';
import { HttpError } from '../../http/errors';
import { createLiveListener, type LiveListener } from './listener';
import { sessionStillOpen } from './service';
import { openLiveStream, shutdownHint, type LiveStream } from './stream';

const EVENTS_DESCRIPTION = [
  "Server-sent events (text/event-stream) of the session merchant's orders, for the back office to update itself:",
  '`order` (data `{ kind: "order.created" | "order.status", orderId, locationId }`), `ready` once the stream listens,',
  "and `reset` when a reconnect missed too much to replay (read everything again). Each event's `id` is a cursor:",
  'send it back as the `Last-Event-ID` header on reconnect and the missed order events are replayed.',
  'Send `Accept: text/event-stream` (otherwise 406). A comment line every 15 seconds keeps the connection open. Authenticated by the session header like every call,',
  'so read it with fetch, not EventSource.',
].join(' ');

/** How soon a client whose stream the server ended while shutting down reconnects (to another instance behind the proxy). */
export const SHUTDOWN_RETRY_MS = 1000;

export interface LiveRoutesOptions {
  /** The instance's listener, made here unless a test passes its own. */
  listener?: LiveListener;
  /** Told of every stream opened and ended (the metrics' gauge of open streams). */
  streams?: { opened(): void; ended(): void };
}

/** The live back office: one stream per logged-in tab, fed by the instance's one LISTEN connection. */
export function liveRoutes(database: Database, clock: Clock, options: LiveRoutesOptions = {}): FastifyPluginAsyncZod {
  const { listener, streams } = options;
  return async (app) => {
    const live = listener ?? createLiveListener(database, { logger: { warn: (text) => app.log.warn(text) } });
    const open = new Set<LiveStream>();
    let shuttingDown = false;
    // Before the server waits for its connections to end: an open stream never would. Each ends with a
    // retry hint, so that its client reconnects at once, through the proxy to an instance that stays.
    app.addHook('preClose', async () => {
      shuttingDown = true;
      for (const stream of open) stream.close({ retryMs: SHUTDOWN_RETRY_MS });
    });
    app.addHook('onClose', async () => {
      if (!listener) await live.close();
    });

    app.get(
      '/api/live/events',
      // Compression would hold events back until a buffer fills.
      { compress: false, schema: { tags: ['live'], description: EVENTS_DESCRIPTION } },
      async (request, reply) => {
        const { merchantId, sessionId } = requireSession(request);
        // A client that cannot read a stream would wait for an answer that never ends.
        if (!/(^|,)\s*text\/event-stream\b/i.test(request.headers.accept ?? '')) {
          throw new HttpError(406, 'NOT_ACCEPTABLE', 'Hendelsesstrømmen sendes bare som text/event-stream (Accept: text/event-stream).');
        }
        const headers = {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Accel-Buffering': 'no',
          // The connection ends with the stream (a reconnect is a new request), also when the server shuts down.
          Connection: 'close',
        };
        // A stream asked for while the server shuts down is only told to come back (elsewhere).
        if (shuttingDown) return reply.headers(headers).send(shutdownHint(SHUTDOWN_RETRY_MS));
        const lastEventId = request.headers['last-event-id'];
        const stream = await openLiveStream({
          db: database.db,
          clock,
          listener: live,
          merchantId,
          lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
          stillAllowed: () => sessionStillOpen(database.db, sessionId),
        });
        open.add(stream);
        streams?.opened();
        const end = () => {
          if (open.delete(stream)) streams?.ended();
          stream.close();
        };
        reply.raw.once('close', end);
        return reply.headers(headers).send(stream.body);
      },
    );
  };
}
