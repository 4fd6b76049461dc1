import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { requireSession } from '../../http/access';
import { HttpError } from '../../http/errors';
import { createLiveListener, type LiveListener } from './listener';
import { sessionStillOpen } from './service';
import { openLiveStream, type LiveStream } from './stream';

const EVENTS_DESCRIPTION = [
  "Server-sent events (text/event-stream) of the session merchant's orders, for the back office to update itself:",
  '`order` (data `{ kind: "order.created" | "order.status", orderId, locationId }`), `ready` once the stream listens,',
  "and `reset` when a reconnect missed too much to replay (read everything again). Each event's `id` is a cursor:",
  'send it back as the `Last-Event-ID` header on reconnect and the missed order events are replayed.',
  'Send `Accept: text/event-stream` (otherwise 406). A comment line every 15 seconds keeps the connection open. Authenticated by the session header like every call,',
  'so read it with fetch, not EventSource.',
].join(' ');

/**
 * The live back office: one stream per logged-in tab, fed by the instance's one LISTEN connection.
 * `listener` is the instance's, made here unless a test passes its own.
 */
export function liveRoutes(database: Database, clock: Clock, listener?: LiveListener): FastifyPluginAsyncZod {
  return async (app) => {
    const live = listener ?? createLiveListener(database, { logger: { warn: (text) => app.log.warn(text) } });
    const open = new Set<LiveStream>();
    // Before the server waits for its connections to end: an open stream never would.
    app.addHook('preClose', async () => {
      for (const stream of open) stream.close();
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
        const end = () => {
          open.delete(stream);
          stream.close();
        };
        reply.raw.once('close', end);
        return (
          reply
            .header('Content-Type', 'text/event-stream; charset=utf-8')
            .header('Cache-Control', 'no-store')
            .header('X-Accel-Buffering', 'no')
            // The connection ends with the stream (a reconnect is a new request), also when the server shuts down.
            .header('Connection', 'close')
            .send(stream.body)
        );
      },
    );
  };
}
