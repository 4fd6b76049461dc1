import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alcoholReportSchema,
  getAlcoholReportQuery,
  getSmsReportQuery,
  getTotalSalesReportQuery,
  getTransactionsReportQuery,
  smsReportSchema,
  totalSalesReportSchema,
  transactionsReportSchema,
} from '@bakrom/shared/schemas/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession, requireSuperAdmin } from '../../http/access';
import { getAlcoholReport, getSmsReport, getTotalSalesReport, getTransactionsReport } from './period-report-service';

/** The period reports (spec part 1 §2, §7): turnover from the Z-reports, alcohol, SMS, and the super admin's transactions. */
export function periodReportRoutes(db: Db, _clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/report/getTotalSalesReport',
      { schema: { tags: ['reports'], querystring: getTotalSalesReportQuery, response: { 200: totalSalesReportSchema } } },
      async (request) => getTotalSalesReport(db, requireSession(request).merchantId, request.query),
    );

    app.get(
      '/api/report/getAlcoholReport',
      { schema: { tags: ['reports'], querystring: getAlcoholReportQuery, response: { 200: alcoholReportSchema } } },
      async (request) => getAlcoholReport(db, requireSession(request).merchantId, request.query),
    );

    app.get(
      '/api/report/getSmsReport',
      { schema: { tags: ['reports'], querystring: getSmsReportQuery, response: { 200: smsReportSchema } } },
      async (request) => getSmsReport(db, requireSession(request).merchantId, request.query),
    );

    app.get(
      '/api/report/getTransactionsReport',
      {
        config: { access: 'superadmin' },
        schema: { tags: ['reports'], querystring: getTransactionsReportQuery, response: { 200: transactionsReportSchema } },
      },
      async (request) => getTransactionsReport(db, requireSuperAdmin(request).merchantId, request.query),
    );
  };
}
