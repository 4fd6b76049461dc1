import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardDataSchema, getDashboardDataQuery } from '@bakrom/shared/schemas/dashboard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { memoizedDashboardCalendar } from './calendar';
import { loadDashboardData } from './dashboard-data';
import { createDashboardRepository } from './dashboard-repository';

export function dashboardRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const repository = createDashboardRepository(db);
    const calendarOf = memoizedDashboardCalendar();
    app.get(
      '/api/dashboard/getDashboardData',
      { schema: { tags: ['dashboard'], querystring: getDashboardDataQuery, response: { 200: dashboardDataSchema } } },
      async (request) => loadDashboardData(repository, calendarOf, requireSession(request).merchantId, clock.now()),
    );
  };
}
