import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { productsPageBody } from './product-service';
import { ProductsPageCache } from './products-page-cache';
import { merchantQuery, productsPageSchema } from '@bakrom/shared/schemas/catalogue-pages';

export function productRoutes(db: Db): FastifyPluginAsyncZod {
  const cache = new ProductsPageCache();
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
        // The body is already serialised: answer through the untyped reply.
        const reply = typedReply as FastifyReply;
        const body = await productsPageBody(db, cache, requireSession(request).merchantId);
        reply.header('ETag', body.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
        if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
        reply.type('application/json; charset=utf-8');
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          return reply.header('Content-Encoding', 'gzip').send(body.gzip);
        }
        return reply.send(body.json);
      },
    );
  };
}
