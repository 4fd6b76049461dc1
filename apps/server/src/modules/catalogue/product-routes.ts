import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { productsPageBody } from './product-service';
import { VersionedBodyCache } from '../../lib/versioned-body-cache';
import { sendCachedBody } from '../../http/cached-body';
import { merchantQuery, productsPageSchema } from '@bakrom/shared/schemas/catalogue-pages';

export function productRoutes(db: Db): FastifyPluginAsyncZod {
  const cache = new VersionedBodyCache('menu');
  return async (app) => {
    app.get(
      '/api/product/getProducts',
      {
        config: { access: 'merchant' },
        schema: { tags: ['catalogue'], querystring: merchantQuery, response: { 200: productsPageSchema } },
      },
      // The whole menu is megabytes at scale: it is built once per menu version, serialised with
      // JSON.stringify (its presenters type it) and kept compressed; browsers revalidate by ETag.
      async (request, typedReply) => {
        const body = await productsPageBody(db, cache, requireSession(request).merchantId);
        return sendCachedBody(request, typedReply as FastifyReply, body);
      },
    );
  };
}
