import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportVouchersQuery, voucherPreviewQuery, voucherPreviewResponse } from '@bakrom/shared/schemas/accounting';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { attachmentDisposition } from '../../http/content-disposition';
import { assertMayUseAccounting, exportVouchers, previewVouchers } from './service';

const tags = ['accounting'];

/** 'Regnskapseksport': the vouchers of a period, and their file (GBAT10, CSV or XLSX). */
export function voucherRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/accounting/getVoucherPreview',
      {
        schema: { tags, querystring: voucherPreviewQuery, response: { 200: voucherPreviewResponse } },
        preValidation: async (request) => assertMayUseAccounting(requireSession(request)),
      },
      async (request) => previewVouchers(db, clock, requireSession(request).merchantId, request.query),
    );

    app.get(
      '/api/accounting/exportVouchers',
      {
        schema: {
          tags,
          description:
            'The vouchers of the live Z-reports of a period (at most a year) as GBAT10, CSV or XLSX. Vouchers not exported before ' +
            'are numbered and stored first; an exported voucher never changes.',
          querystring: exportVouchersQuery,
        },
        compress: false,
        preValidation: async (request) => assertMayUseAccounting(requireSession(request)),
      },
      async (request, reply) => {
        const file = await exportVouchers(db, requireSession(request).merchantId, request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
}
