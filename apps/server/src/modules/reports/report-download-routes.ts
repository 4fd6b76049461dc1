import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { getGoodsTypeReportQuery } from '@bakrom/shared/schemas/goods-type-report';
import { getSalesAnalyticsQuery } from '@bakrom/shared/schemas/sales-analytics';
import {
  getAlcoholReportQuery,
  getSmsReportQuery,
  getTotalSalesReportQuery,
  getTransactionsReportQuery,
  getXReportForDateQuery,
  getXReportQuery,
  zReportPdfQuery,
} from '@bakrom/shared/schemas/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession, requireSuperAdmin } from '../../http/access';
import { attachmentDisposition } from '../../http/content-disposition';
import {
  alcoholPdf,
  alcoholSheet,
  goodsTypePdf,
  goodsTypeSheet,
  salesAnalyticsPdf,
  salesAnalyticsSheet,
  SHEET_FORMATS,
  smsPdf,
  smsSheet,
  totalSalesPdf,
  totalSalesSheet,
  transactionsPdf,
  transactionsSheet,
  xReportForDatePdf,
  xReportPdf,
  xReportSheet,
  zReportPdf,
  zReportSheet,
  type ReportFile,
} from './report-download-service';

const tags = ['reports'];

function send(reply: FastifyReply, file: ReportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * The report downloads (spec part 1 §2 PDF icons; issue 33: every report in three formats): files made on the
 * server. Each report's CSV and Excel routes (/api/report/{csv,xlsx}/…) take its PDF route's query and access.
 */
export function reportDownloadRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/report/pdf/xReport', { schema: { tags, querystring: getXReportQuery } }, async (request, reply) => {
      const session = requireSession(request);
      return send(reply, await xReportPdf(db, clock, { merchantId: session.merchantId, userId: session.userId }, request.query));
    });

    app.get(
      '/api/report/pdf/xReportForDate',
      { config: { access: 'superadmin' }, schema: { tags, querystring: getXReportForDateQuery } },
      async (request, reply) => send(reply, await xReportForDatePdf(db, clock, requireSuperAdmin(request).merchantId, request.query)),
    );

    app.get('/api/report/pdf/zReport', { schema: { tags, querystring: zReportPdfQuery } }, async (request, reply) =>
      send(reply, await zReportPdf(db, clock, requireSession(request).merchantId, request.query.zReportId)),
    );

    app.get('/api/report/pdf/totalSalesReport', { schema: { tags, querystring: getTotalSalesReportQuery } }, async (request, reply) =>
      send(reply, await totalSalesPdf(db, clock, requireSession(request).merchantId, request.query)),
    );

    app.get('/api/report/pdf/alcoholReport', { schema: { tags, querystring: getAlcoholReportQuery } }, async (request, reply) =>
      send(reply, await alcoholPdf(db, clock, requireSession(request).merchantId, request.query)),
    );

    app.get('/api/report/pdf/goodsTypeReport', { schema: { tags, querystring: getGoodsTypeReportQuery } }, async (request, reply) =>
      send(reply, await goodsTypePdf(db, clock, requireSession(request).merchantId, request.query)),
    );

    app.get('/api/report/pdf/salesAnalytics', { schema: { tags, querystring: getSalesAnalyticsQuery } }, async (request, reply) =>
      send(reply, await salesAnalyticsPdf(db, clock, requireSession(request).merchantId, request.query)),
    );

    app.get('/api/report/pdf/smsReport', { schema: { tags, querystring: getSmsReportQuery } }, async (request, reply) =>
      send(reply, await smsPdf(db, clock, requireSession(request).merchantId, request.query)),
    );

    app.get(
      '/api/report/pdf/transactionsReport',
      { config: { access: 'superadmin' }, schema: { tags, querystring: getTransactionsReportQuery } },
      async (request, reply) => send(reply, await transactionsPdf(db, clock, requireSuperAdmin(request).merchantId, request.query)),
    );

    for (const format of SHEET_FORMATS) {
      app.get(`/api/report/${format}/xReport`, { schema: { tags, querystring: getXReportQuery } }, async (request, reply) => {
        const session = requireSession(request);
        const actor = { merchantId: session.merchantId, userId: session.userId };
        return send(reply, await xReportSheet(db, clock, actor, request.query, format));
      });

      app.get(`/api/report/${format}/zReport`, { schema: { tags, querystring: zReportPdfQuery } }, async (request, reply) =>
        send(reply, await zReportSheet(db, clock, requireSession(request).merchantId, request.query.zReportId, format)),
      );

      app.get(
        `/api/report/${format}/totalSalesReport`,
        { schema: { tags, querystring: getTotalSalesReportQuery } },
        async (request, reply) => send(reply, await totalSalesSheet(db, requireSession(request).merchantId, request.query, format)),
      );

      app.get(`/api/report/${format}/alcoholReport`, { schema: { tags, querystring: getAlcoholReportQuery } }, async (request, reply) =>
        send(reply, await alcoholSheet(db, clock, requireSession(request).merchantId, request.query, format)),
      );

      app.get(`/api/report/${format}/goodsTypeReport`, { schema: { tags, querystring: getGoodsTypeReportQuery } }, async (request, reply) =>
        send(reply, await goodsTypeSheet(db, clock, requireSession(request).merchantId, request.query, format)),
      );

      app.get(`/api/report/${format}/salesAnalytics`, { schema: { tags, querystring: getSalesAnalyticsQuery } }, async (request, reply) =>
        send(reply, await salesAnalyticsSheet(db, clock, requireSession(request).merchantId, request.query, format)),
      );

      app.get(`/api/report/${format}/smsReport`, { schema: { tags, querystring: getSmsReportQuery } }, async (request, reply) =>
        send(reply, await smsSheet(db, clock, requireSession(request).merchantId, request.query, format)),
      );

      app.get(
        `/api/report/${format}/transactionsReport`,
        { config: { access: 'superadmin' }, schema: { tags, querystring: getTransactionsReportQuery } },
        async (request, reply) =>
          send(reply, await transactionsSheet(db, clock, requireSuperAdmin(request).merchantId, request.query, format)),
      );
    }
  };
}
