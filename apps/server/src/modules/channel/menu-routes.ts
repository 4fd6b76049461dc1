import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelMenuQuery, channelMenuSchema } from '@bakrom/shared/schemas/channel';
import { channelMenuValidationAnswer, channelUnauthorizedAnswer, channelRateLimitedAnswer } from '@bakrom/shared/schemas/channel-events';
import { CHANNEL_MENU_EXAMPLE } from '@bakrom/shared/schemas/channel-examples';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sendCachedBody } from '../../http/cached-body';
import { channelMenuBody, type ChannelCaches } from './menu-service';
import { requireTerminal } from './terminal-auth';

export function menuRoutes(db: Db, clock: Clock, caches: ChannelCaches): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/channel/menu',
      {
        schema: {
          tags: ['channel'],
          summary: 'The menu this terminal may sell now',
          description:
            "The terminal's location's categories and items for the order type and today's Oslo day (weekday, or HOLIDAY with the " +
            "holiday option), prices in øre with the order type's VAT before and after the discount valid now, variants and add-on " +
            'groups with their rules. Sold-out items and categories closed by the dish controls are included and flagged; items not ' +
            'offered at the location, for the order type or today are left out. Also whether takeaway is closed today (with the closing ' +
            "day's message), the earliest pickup time in minutes from now, and the opening hours. Send the ETag back as If-None-Match: " +
            '304 while the menu is unchanged.',
          querystring: channelMenuQuery,
          response: {
            200: channelMenuSchema.meta({ examples: [CHANNEL_MENU_EXAMPLE] }),
            400: channelMenuValidationAnswer,
            401: channelUnauthorizedAnswer,
            429: channelRateLimitedAnswer,
          },
        },
      },
      async (request, typedReply) => {
        const body = await channelMenuBody(db, caches, requireTerminal(request), request.query.orderType, clock.now());
        return sendCachedBody(request, typedReply as FastifyReply, body);
      },
    );
  };
}
