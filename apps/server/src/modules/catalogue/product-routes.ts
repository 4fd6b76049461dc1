import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { productsPageData } from './admin-reads';
import { merchantQuery, productsPageSchema } from './request-schemas';

export function productRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/product/getProducts',
      {
        config: { access: 'merchant' },
        schema: { tags: ['catalogue'], querystring: merchantQuery, response: { 200: productsPageSchema } },
      },
      // The whole menu is megabytes at scale and typed by its presenters; checking it field by field
      // against the schema again cost more than building it, so it is written with JSON.stringify.
      async (request, reply) => {
        const answer = await productsPageData(db, requireSession(request).merchantId);
        return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(answer);
      },
    );
  };
}
