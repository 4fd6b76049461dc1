import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelOrderBody } from '@bakrom/shared/schemas/channel';
import {
  channelOrderItemNotFoundAnswer,
  channelOrderRefusalAnswer,
  channelOrderValidationAnswer,
  channelUnauthorizedAnswer,
  channelRateLimitedAnswer,
} from '@bakrom/shared/schemas/channel-events';
import { CHANNEL_ORDER_EXAMPLE } from '@bakrom/shared/schemas/channel-examples';
import { orderSchema } from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { menuRoutes } from './menu-routes';
import { createChannelCaches, type ChannelCaches } from './menu-service';
import { createChannelOrder } from './order-service';
import { requireTerminal } from './terminal-auth';
import type { TransactionSigner } from '../saft/signing-service';

export function orderRoutes(db: Db, clock: Clock, caches: ChannelCaches, signer: TransactionSigner): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/channel/orders',
      {
        schema: {
          tags: ['channel'],
          summary: 'Send an order',
          description:
            'Stores an order of this terminal, amounts in øre. The server prices every line from the menu as the location sells it now ' +
            "(item or variant, add-ons per unit × count within their groups' minimum and maximum, the discount valid for the channel, " +
            'location and day, VAT by order type) and checks that the payments add up to total + tipsAmount − usedPoints × 100. ' +
            'Answers 201 with the order as GET /api/order/getOrder shows it. A repeat with the same channelReference answers the ' +
            'first result (201, the same order, header Idempotent-Replayed: true); the same reference with another order is 409 ' +
            'IDEMPOTENCY_CONFLICT. Refusals are 409 with error.code ITEM_SOLD_OUT, ITEM_UNAVAILABLE, CATEGORY_CLOSED, TAKEAWAY_CLOSED, ' +
            'PICKUP_TOO_EARLY, PAYMENT_MISMATCH, ADD_ON_LIMITS, ADD_ON_UNAVAILABLE or VARIANT_REQUIRED and a Norwegian message to show; ' +
            'an item, variant or add-on id the merchant does not have is 404.',
          body: channelOrderBody,
          response: {
            201: orderSchema.meta({
              description: 'The stored order as GET /api/order/getOrder shows it (amounts in øre).',
              examples: [{ ...CHANNEL_ORDER_EXAMPLE, orderStatus: 'ORDERED' }],
            }),
            400: channelOrderValidationAnswer,
            401: channelUnauthorizedAnswer,
            429: channelRateLimitedAnswer,
            404: channelOrderItemNotFoundAnswer,
            409: channelOrderRefusalAnswer,
          },
        },
      },
      async (request, reply) => {
        const result = await createChannelOrder(db, caches, clock, signer, requireTerminal(request), request.body);
        if (result.repeated) reply.header('Idempotent-Replayed', 'true');
        return reply.status(201).send(result.order);
      },
    );
  };
}

/** The selling calls: the menu and the orders, sharing this instance's caches of the menu. */
export function sellingRoutes(db: Db, clock: Clock, signer: TransactionSigner): FastifyPluginAsyncZod {
  const caches = createChannelCaches();
  return async (app) => {
    await app.register(menuRoutes(db, clock, caches));
    await app.register(orderRoutes(db, clock, caches, signer));
  };
}
