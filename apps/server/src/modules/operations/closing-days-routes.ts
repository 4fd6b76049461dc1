import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closingDaySchema,
  createClosingDaysBody,
  deleteClosingDayBody,
  deleteClosingDaysByRangeBody,
  getClosingDaysQuery,
  getClosingDaysResponse,
  succeededSchema,
} from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { createClosingDays, deleteClosingDay, listClosingDays, reopenClosingDays } from './closing-days-service';

/** Closing days (/closingdays) and takeaway close/open (/closeTakeaway, /openTakeaway). */
export function closingDaysRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/getClosingDays',
      { schema: { tags: ['operations'], querystring: getClosingDaysQuery, response: { 200: getClosingDaysResponse } } },
      async (request) => listClosingDays(db, requireSession(request).merchantId),
    );

    app.post(
      '/api/settings/createClosingDays',
      { schema: { tags: ['operations'], body: createClosingDaysBody, response: { 200: closingDaySchema } } },
      async (request) => createClosingDays(db, requireSession(request).merchantId, request.body),
    );

    app.post(
      '/api/settings/deleteClosingDay',
      { schema: { tags: ['operations'], body: deleteClosingDayBody, response: { 200: succeededSchema } } },
      async (request) => {
        await deleteClosingDay(db, requireSession(request).merchantId, (request.body.id ?? request.body.closingDayId)!);
        return 'SUCCEEDED' as const;
      },
    );

    app.post(
      '/api/settings/deleteClosingDaysByRange',
      { schema: { tags: ['operations'], body: deleteClosingDaysByRangeBody, response: { 200: succeededSchema } } },
      async (request) => {
        await reopenClosingDays(db, requireSession(request).merchantId, request.body);
        return 'SUCCEEDED' as const;
      },
    );
  };
}
