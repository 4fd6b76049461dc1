import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelTerminalSchema, channelUnauthorizedAnswer, channelRateLimitedAnswer } from '@bakrom/shared/schemas/channel-events';
import type { Db } from '../../db/client';
import { requireTerminal } from './terminal-auth';
import { getChannelTerminal } from './terminal-key-service';

export function terminalKeyRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/channel/terminal',
      {
        schema: {
          tags: ['channel'],
          summary: 'The terminal of the key',
          description:
            'Answers the terminal the key belongs to: its type, device name and location. A quick check that a key works ' +
            '(401 when it is missing, unknown or revoked).',
          response: { 200: channelTerminalSchema, 401: channelUnauthorizedAnswer, 429: channelRateLimitedAnswer },
        },
      },
      async (request) => getChannelTerminal(db, requireTerminal(request)),
    );
  };
}
