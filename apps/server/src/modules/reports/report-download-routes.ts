import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
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
import {
  alcoholPdf,
  smsPdf,
  totalSalesCsv,
  totalSalesPdf,
  totalSalesXlsx,
  transactionsPdf,
  xReportForDatePdf,
  xReportPdf,
  zReportPdf,
  type ReportFile,
} from './report-download-service';

const tags = ['reports'];

const ASCII_LETTERS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  å: 'a',
  Æ: 'Ae',
  Ø: 'O',
  Å: 'A',
  ä: 'a',
  ö: 'o',
  ü: 'u',
  Ä: 'A',
  Ö: 'O',
  Ü: 'U',
  é: 'e',
  É: 'E',
};

/**
 * Content-Disposition of a download (RFC 6266): `filename` an ASCII stand-in for old clients
 * (æ → ae, ø → o, å → a, anything else outside printable ASCII → _), `filename*` the real name in UTF-8.
 */
export function attachmentDisposition(fileName: string): string {
  const safe = fileName.replace(/[\\/]/g, '-');
  const ascii = [...safe]
    .map((character) => ASCII_LETTERS[character] ?? (/^[\x20-\x7e]$/.test(character) ? character : '_'))
    .join('')
    .replace(/["%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function send(reply: FastifyReply, file: ReportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The report downloads (spec part 1 §2 PDF icons; CSV and Excel of the turnover report): files made on the server. */
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

    app.get('/api/report/csv/totalSalesReport', { schema: { tags, querystring: getTotalSalesReportQuery } }, async (request, reply) =>
      send(reply, await totalSalesCsv(db, requireSession(request).merchantId, request.query)),
    );

    app.get('/api/report/xlsx/totalSalesReport', { schema: { tags, querystring: getTotalSalesReportQuery } }, async (request, reply) =>
      send(reply, await totalSalesXlsx(db, requireSession(request).merchantId, request.query)),
    );

    app.get('/api/report/pdf/alcoholReport', { schema: { tags, querystring: getAlcoholReportQuery } }, async (request, reply) =>
      send(reply, await alcoholPdf(db, clock, requireSession(request).merchantId, request.query)),
    );

    app.get('/api/report/pdf/smsReport', { schema: { tags, querystring: getSmsReportQuery } }, async (request, reply) =>
      send(reply, await smsPdf(db, clock, requireSession(request).merchantId, request.query)),
    );

    app.get(
      '/api/report/pdf/transactionsReport',
      { config: { access: 'superadmin' }, schema: { tags, querystring: getTransactionsReportQuery } },
      async (request, reply) => send(reply, await transactionsPdf(db, clock, requireSuperAdmin(request).merchantId, request.query)),
    );
  };
}
