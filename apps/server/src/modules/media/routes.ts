import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { removeImageInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Db } from '../../db/client';
import { assertSessionMerchant, requireSession } from '../../http/access';
import { HttpError, validationFailed } from '../../http/errors';
import { MULTIPART_LIMITS, readMultipartForm, refuseOversizedForm } from './multipart';
import { imageForServing, removeImage, uploadImage } from './service';

const notMultipart = () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Bildet må sendes som multipart/form-data.');

function validationFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return fields;
}

export function mediaRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart is parsed in this plugin only; the limits are checked while the upload streams in.
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    // A refused upload may leave most of its body unread: close the connection rather than read it.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode === 413) reply.header('Connection', 'close');
      return payload;
    });

    // Public so that <img> tags can load it; ids are random and an image never changes under its id.
    app.get(
      '/api/media/images/:imageId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          params: z.object({ imageId: z.uuid() }),
          querystring: z.object({ size: z.enum(['main', 'thumb']).optional() }),
        },
      },
      async (request, reply) => {
        const image = await imageForServing(db, request.params.imageId, request.query.size ?? 'main');
        const etag = `"${image.etag}${image.isThumbnail ? '-thumb' : ''}"`;
        reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(image.contentType).send(Buffer.from(image.bytes));
      },
    );

    app.post(
      '/api/media/uploadImageFile',
      {
        config: { access: 'merchant' },
        onRequest: refuseOversizedForm,
        schema: {
          tags: ['media'],
          description: 'Multipart form: merchant, file (JPEG, PNG, WebP or GIF, at most 8 MiB). Answers the image URL as text.',
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        if (!request.isMultipart()) throw notMultipart();
        const form = await readMultipartForm(request);
        // The access hook sees JSON bodies only; a multipart form's field is checked here.
        assertSessionMerchant(session, form.fields.merchant);
        const imageUrl = await uploadImage(db, session.merchantId, form.file);
        return reply.type('text/plain; charset=utf-8').send(imageUrl);
      },
    );

    app.post(
      '/api/media/removeImageFile',
      {
        config: { access: 'merchant' },
        onRequest: refuseOversizedForm,
        schema: { tags: ['media'], description: 'Multipart form or JSON: merchant, imageUrl. Answers SUCCEEDED.' },
      },
      async (request, reply) => {
        const session = requireSession(request);
        const raw = request.isMultipart() ? (await readMultipartForm(request)).fields : request.body;
        const parsed = removeImageInput.safeParse(raw ?? {});
        if (!parsed.success) throw validationFailed(validationFields(parsed.error));
        assertSessionMerchant(session, parsed.data.merchant);
        await removeImage(db, session.merchantId, parsed.data.imageUrl);
        return reply.type('text/plain; charset=utf-8').send('SUCCEEDED');
      },
    );
  };
}
