import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editOpeningHoursBody, getOpeningHoursQuery, openingHoursSchema } from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { getOpeningHours, saveOpeningHours } from './opening-hours-service';

/** Opening hours of a location (/openinghours). */
export function openingHoursRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/getOpeningHours',
      { schema: { tags: ['settings'], querystring: getOpeningHoursQuery, response: { 200: openingHoursSchema } } },
      async (request) => getOpeningHours(db, requireSession(request).merchantId, request.query.locationId),
    );

    app.post(
      '/api/settings/editOpeningHours',
      { schema: { tags: ['settings'], body: editOpeningHoursBody, response: { 200: openingHoursSchema } } },
      async (request) => saveOpeningHours(db, requireSession(request).merchantId, request.body),
    );
  };
}
