import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardDataSchema, getDashboardDataQuery } from '@bakrom/shared/schemas/dashboard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { dashboardData } from './service';

export function dashboardRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dashboard/getDashboardData',
      { schema: { tags: ['dashboard'], querystring: getDashboardDataQuery, response: { 200: dashboardDataSchema } } },
      async (request) => dashboardData(db, requireSession(request), clock.now()),
    );
  };
}
