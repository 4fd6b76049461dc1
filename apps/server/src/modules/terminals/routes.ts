import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTerminalsForLocationQuery, getTerminalsQuery, terminalsResponse } from '@bakrom/shared/schemas/reports';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { getTerminals, getTerminalsForLocation } from './service';

/** Terminals (spec part 1 §7 Terminals): the cash points the report screens pick from. */
export function terminalRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/terminal/getTerminals',
      { schema: { tags: ['terminals'], querystring: getTerminalsQuery, response: { 200: terminalsResponse } } },
      async (request) => getTerminals(db, requireSession(request).merchantId),
    );

    app.get(
      '/api/terminal/getTerminalsForLocation',
      { schema: { tags: ['terminals'], querystring: getTerminalsForLocationQuery, response: { 200: terminalsResponse } } },
      async (request) => getTerminalsForLocation(db, requireSession(request).merchantId, request.query.locationId),
    );
  };
}
