import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { images } from '../../db/schema/index';
import { notFound } from '../../http/errors';

export function mediaRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    // Public so that <img> tags can load it; ids are random and an image never changes under its id.
    app.get(
      '/api/media/images/:imageId',
      { config: { access: 'public' }, schema: { tags: ['media'], params: z.object({ imageId: z.uuid() }) } },
      async (request, reply) => {
        const [image] = await db
          .select({ contentType: images.contentType, bytes: images.bytes, etag: images.etag })
          .from(images)
          .where(eq(images.id, request.params.imageId));
        if (!image) throw notFound('Fant ikke bildet.');
        const etag = `"${image.etag}"`;
        reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(image.contentType).send(Buffer.from(image.bytes));
      },
    );
  };
}
