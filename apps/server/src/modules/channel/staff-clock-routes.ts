import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelUnauthorizedAnswer, channelValidationAnswer } from '@bakrom/shared/schemas/channel-events';
import {
  staffClockConflictAnswer,
  staffClockEntrySchema,
  staffClockForbiddenAnswer,
  staffClockInput,
  staffClockNotFoundAnswer,
  staffClockThrottledAnswer,
} from '@bakrom/shared/schemas/staff-register';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { clockStaff } from '../staff-register/clock-service';
import { requireTerminal } from './terminal-auth';

export function staffClockRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/channel/staff/clock',
      {
        schema: {
          tags: ['channel'],
          summary: 'Clock an employee in or out',
          description:
            'An employee clocks in (IN) or out (OUT) at this till or kiosk with their four-digit pincode, for the staff register ' +
            '(personalliste). The entry gets the server’s time, never one the terminal sends, and this terminal’s location. ' +
            'Answers 201 with the entry and the employee’s name. A repeat of the reference answers the first entry (201, header ' +
            'Idempotent-Replayed: true); the same reference for another clocking is 409 IDEMPOTENCY_CONFLICT. IN while clocked in ' +
            'is 409 ALREADY_CLOCKED_IN, OUT while not is 409 NOT_CLOCKED_IN. A pincode no active employee has is 404, whether or ' +
            'not it exists; after 10 wrong pincodes from a terminal in 15 minutes every clocking of the terminal is 429 with ' +
            'Retry-After until the window ends. A webshop’s key is refused (403): staff clock in on the premises.',
          body: staffClockInput,
          response: {
            201: staffClockEntrySchema,
            400: channelValidationAnswer,
            401: channelUnauthorizedAnswer,
            403: staffClockForbiddenAnswer,
            404: staffClockNotFoundAnswer,
            409: staffClockConflictAnswer,
            429: staffClockThrottledAnswer,
          },
        },
      },
      async (request, reply) => {
        const result = await clockStaff(db, clock, requireTerminal(request), request.body);
        if (result.repeated) reply.header('Idempotent-Replayed', 'true');
        return reply.status(201).send(result.entry);
      },
    );
  };
}
