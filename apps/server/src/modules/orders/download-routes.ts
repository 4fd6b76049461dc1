import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderFiltersQuery } from '@bakrom/shared/schemas/orders';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { attachmentDisposition } from '../../http/content-disposition';
import { ordersDownload } from './download-service';

/** The orders list as CSV and Excel ('Last ned CSV', 'Last ned Excel' on /orders), on the report downloads' path. */
export function orderDownloadRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    for (const format of ['csv', 'xlsx'] as const) {
      app.get(`/api/report/${format}/orders`, { schema: { tags: ['orders'], querystring: orderFiltersQuery } }, async (request, reply) => {
        const file = await ordersDownload(db, requireSession(request).merchantId, request.query, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'no-store')
          .send(file.body);
      });
    }
  };
}
