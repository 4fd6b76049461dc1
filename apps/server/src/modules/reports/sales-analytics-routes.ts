import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSalesAnalyticsQuery,
  getSalesByHourQuery,
  salesAnalyticsSchema,
  salesByHourSchema,
} from '@bakrom/shared/schemas/sales-analytics';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { getSalesAnalytics, getSalesByHour } from './sales-analytics-service';

/** Salgsanalyse (issue 33): the analysis and one day's hours, for whoever reads the reports (MANAGER too). */
export function salesAnalyticsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/report/getSalesAnalytics',
      { schema: { tags: ['reports'], querystring: getSalesAnalyticsQuery, response: { 200: salesAnalyticsSchema } } },
      async (request) => getSalesAnalytics(db, requireSession(request).merchantId, request.query),
    );
    app.get(
      '/api/report/getSalesByHour',
      { schema: { tags: ['reports'], querystring: getSalesByHourQuery, response: { 200: salesByHourSchema } } },
      async (request) => getSalesByHour(db, requireSession(request).merchantId, request.query),
    );
  };
}
