import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDataForSoldOutAdminGuiQuery, soldOutAdminGuiSchema } from '@bakrom/shared/schemas/dashboard';
import {
  markProductsAsSoldOutBody,
  markProductsAsSoldOutResponse,
  succeededSchema,
  unmarkProductsAsSoldOutBody,
} from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { loadSoldOutPage, markSoldOut, unmarkSoldOut } from './sold-out-service';

/** The sold-out page (spec part 1 §2 'Utsolgt') and its two calls under the product API. */
export function soldOutRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dashboard/getDataForSoldOutAdminGui',
      { schema: { tags: ['operations'], querystring: getDataForSoldOutAdminGuiQuery, response: { 200: soldOutAdminGuiSchema } } },
      async (request) => loadSoldOutPage(db, requireSession(request).merchantId, request.query.locationId),
    );

    app.post(
      '/api/product/markProductsAsSoldOut',
      { schema: { tags: ['operations'], body: markProductsAsSoldOutBody, response: { 200: markProductsAsSoldOutResponse } } },
      async (request) => markSoldOut(db, requireSession(request).merchantId, request.body.locationId, request.body.items),
    );

    app.post(
      '/api/product/unmarkProductsAsSoldOut',
      { schema: { tags: ['operations'], body: unmarkProductsAsSoldOutBody, response: { 200: succeededSchema } } },
      async (request) => {
        await unmarkSoldOut(db, requireSession(request).merchantId, request.body.soldOutItemDocId);
        return 'SUCCEEDED' as const;
      },
    );
  };
}
