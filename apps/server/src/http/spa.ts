import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built web app from the API's port. Hashed assets are cached for a year; index.html is
 * revalidated. The build writes a brotli and a gzip copy beside each file, sent as the browser's
 * Accept-Encoding allows (with `Vary: Accept-Encoding`). Client routes fall back to index.html;
 * unknown /api paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !read) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `Ukjent adresse: ${request.method} ${pathname}` } });
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain; charset=utf-8').send('Web-appen er ikke bygget. Kjør: npm run build');
    }
    return sendIndex(reply);
  });
}
