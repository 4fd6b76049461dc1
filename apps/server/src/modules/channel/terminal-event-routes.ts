import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelEventConflictAnswer,
  channelOrderNotFoundAnswer,
  channelTerminalEventInput,
  channelTerminalEventSchema,
  channelUnauthorizedAnswer,
  channelRateLimitedAnswer,
  channelValidationAnswer,
} from '@bakrom/shared/schemas/channel-events';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireTerminal } from './terminal-auth';
import { recordTerminalEvent } from './terminal-event-service';

export function terminalEventRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/channel/terminal-events',
      {
        schema: {
          tags: ['channel'],
          summary: 'Record a register event',
          description:
            'Records what a till or kiosk did besides selling: the cash drawer opened without a sale (CASH_DRAWER_OPENING), a copy ' +
            'receipt printed (COPY_RECEIPT, with its amount in øre and optionally the order), a sale begun and abandoned ' +
            '(UNCOMPLETED_SALE, with its amount). Each counts in this terminal’s X-report, and in its next Z-report, and is written ' +
            'to the merchant’s electronic journal. Answers 201 with the event. With an eventReference a repeat answers the first ' +
            'event (201, header Idempotent-Replayed: true) and counts once; the same reference with another event is 409 ' +
            'IDEMPOTENCY_CONFLICT. An orderId of another location or merchant is 404.',
          body: channelTerminalEventInput,
          response: {
            201: channelTerminalEventSchema,
            400: channelValidationAnswer,
            401: channelUnauthorizedAnswer,
            429: channelRateLimitedAnswer,
            404: channelOrderNotFoundAnswer,
            409: channelEventConflictAnswer,
          },
        },
      },
      async (request, reply) => {
        const result = await recordTerminalEvent(db, clock, requireTerminal(request), request.body);
        if (result.repeated) reply.header('Idempotent-Replayed', 'true');
        return reply.status(201).send(result.event);
      },
    );
  };
}
