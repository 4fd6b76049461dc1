import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAllWebshopZReportsQuery,
  createAllWebshopZReportsResponse,
  createZReportForDateQuery,
  createZReportQuery,
  getWebshopXReportCountersForDateQuery,
  getXReportForDateQuery,
  getXReportQuery,
  getZReportQuery,
  reportGuiQuery,
  reportGuiSchema,
  xReportSchema,
  zReportSchema,
  zReportsResponse,
} from '@bakrom/shared/schemas/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JournalSealer } from '../journal/service';
import { requireSession, requireSuperAdmin } from '../../http/access';
import {
  createAllWebshopZReports,
  createZReport,
  createZReportForDate,
  getDataForReportGui,
  getWebshopXReportCountersForDate,
  getXReport,
  getXReportForDate,
  getZReports,
} from './settlement-service';

const tags = ['reports'];

/**
 * Settlement (spec part 1 §2 /x-report, /z-report, /xReportRegenerate, /webshopXReportRegenerateAll; §7 Reports).
 * The writes are POSTs with the spec's query string (a write is never a GET here).
 */
/** `sealer` signs the merchant's journal after each Z-report (the process's transaction signer). */
export function settlementRoutes(db: Db, clock: Clock, sealer: JournalSealer): FastifyPluginAsyncZod {
  return async (app) => {
    // These writes take their input from the query string and read no body: one sent along (an empty JSON
    // body a client adds to every POST) is ignored here rather than refused. Only this plugin's routes.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

    app.get(
      '/api/report/getDataForReportGui',
      { schema: { tags, querystring: reportGuiQuery, response: { 200: reportGuiSchema } } },
      async (request) => getDataForReportGui(db, requireSession(request).merchantId),
    );

    app.get(
      '/api/report/getXReport',
      { schema: { tags, querystring: getXReportQuery, response: { 200: xReportSchema } } },
      async (request) => getXReport(db, clock, requireSession(request), request.query),
    );

    app.post(
      '/api/report/createZReport',
      { schema: { tags, querystring: createZReportQuery, response: { 200: zReportSchema } } },
      async (request) => createZReport(db, clock, request.log, sealer, requireSession(request), request.query),
    );

    app.get(
      '/api/report/getZReport',
      { schema: { tags, querystring: getZReportQuery, response: { 200: zReportsResponse } } },
      async (request) => getZReports(db, clock, requireSession(request).merchantId, request.query),
    );

    app.get(
      '/api/report/getXReportForDate',
      { config: { access: 'superadmin' }, schema: { tags, querystring: getXReportForDateQuery, response: { 200: xReportSchema } } },
      async (request) => getXReportForDate(db, clock, requireSuperAdmin(request).merchantId, request.query),
    );

    app.get(
      '/api/report/getWebshopXReportCountersForDate',
      {
        config: { access: 'superadmin' },
        schema: { tags, querystring: getWebshopXReportCountersForDateQuery, response: { 200: xReportSchema } },
      },
      async (request) => getWebshopXReportCountersForDate(db, clock, requireSuperAdmin(request).merchantId, request.query),
    );

    app.post(
      '/api/report/createZReportForDate',
      { config: { access: 'superadmin' }, schema: { tags, querystring: createZReportForDateQuery, response: { 200: zReportSchema } } },
      async (request) => createZReportForDate(db, clock, request.log, sealer, requireSuperAdmin(request), request.query),
    );

    app.post(
      '/api/report/createAllWebshopZReports',
      {
        config: { access: 'superadmin' },
        schema: { tags, querystring: createAllWebshopZReportsQuery, response: { 200: createAllWebshopZReportsResponse } },
      },
      async (request) => createAllWebshopZReports(db, clock, request.log, sealer, requireSuperAdmin(request), request.query),
    );
  };
}
