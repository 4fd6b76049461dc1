import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelOrderNotFoundAnswer,
  channelOrderParams,
  channelOrderStatusInput,
  channelStatusConflictAnswer,
  channelUnauthorizedAnswer,
  channelRateLimitedAnswer,
  channelStatusValidationAnswer,
} from '@bakrom/shared/schemas/channel-events';
import { CHANNEL_ORDER_EXAMPLE } from '@bakrom/shared/schemas/channel-examples';
import { orderSchema } from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TransactionSigner } from '../saft/signing-service';
import { changeOrderStatus } from './status-service';
import { requireTerminal } from './terminal-auth';

export function statusRoutes(db: Db, clock: Clock, signer: TransactionSigner): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/channel/orders/:id/status',
      {
        schema: {
          tags: ['channel'],
          summary: 'Change an order’s status',
          description:
            'Moves an order of this terminal’s location on: ORDERED → CONFIRMED → COMPLETED (an ORDERED order may also be completed ' +
            'at once), or CANCELLED before completion. Any terminal of the location may do it (a till confirms a webshop order). ' +
            'A signed sale is never undone: cancelling it records a signed return of the whole sale (goods and tips) on the calling ' +
            'terminal, counted under returns in its X- and Z-report and journalled (13013); the terminal reverses the payments itself ' +
            '(the card reversal at its card terminal, cash handed back). Where that return cannot be made the cancellation is 409 ' +
            '(CANCELLATION_REFUND_IN_PROGRESS, CANCELLATION_ALREADY_REFUNDED, CANCELLATION_POINTS_USED, CANCELLATION_ONLINE_PAYMENT, ' +
            'CANCELLATION_NOTHING_TO_RETURN) with a Norwegian message. An order never paid and signed is simply cancelled (journalled 13999). ' +
            'Answers 200 with the order as GET /api/order/getOrder shows it, and the back office’s open /orders pages show the ' +
            'change within seconds. Asking for the status the order already has changes nothing and answers 200, so a retry is ' +
            'safe. Another step (a completed or cancelled order, or back to an earlier status) is 409 STATUS_NOT_ALLOWED with a ' +
            'Norwegian message; an order of another location or merchant is 404.',
          params: channelOrderParams,
          body: channelOrderStatusInput,
          response: {
            200: orderSchema.meta({
              description: 'The order as GET /api/order/getOrder shows it (amounts in øre).',
              examples: [CHANNEL_ORDER_EXAMPLE],
            }),
            400: channelStatusValidationAnswer,
            401: channelUnauthorizedAnswer,
            429: channelRateLimitedAnswer,
            404: channelOrderNotFoundAnswer,
            409: channelStatusConflictAnswer,
          },
        },
      },
      async (request) => changeOrderStatus(db, clock, signer, requireTerminal(request), request.params.id, request.body.status),
    );
  };
}
