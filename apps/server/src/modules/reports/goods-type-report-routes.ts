import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getGoodsTypeReportQuery, goodsTypeReportSchema } from '@bakrom/shared/schemas/goods-type-report';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { getGoodsTypeReport } from './goods-type-report-service';

/** Særskilt registrering (issue 33): the year's sales per goods type of a location, with the alcohol report's access. */
export function goodsTypeReportRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/report/getGoodsTypeReport',
      { schema: { tags: ['reports'], querystring: getGoodsTypeReportQuery, response: { 200: goodsTypeReportSchema } } },
      async (request) => getGoodsTypeReport(db, requireSession(request).merchantId, request.query),
    );
  };
}
