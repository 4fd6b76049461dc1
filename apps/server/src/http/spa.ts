import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { translateMessage } from '@bakrom/shared/message-translations';
import { requestLanguage } from './language';

/**
 * Serves the built web app from the API's port. Hashed assets are cached for a year; index.html is
 * revalidated. The build writes a brotli and a gzip copy beside each file, sent as the browser's
 * Accept-Encoding allows (with `Vary: Accept-Encoding`). Client routes fall back to index.html;
 * unknown /api paths, however spelled (`isApiPath`), answer a JSON 404 that no cache keeps.
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
    if (isApiPath(pathname) || !read) {
      return reply
        .status(404)
        .header('Cache-Control', 'no-store')
        .send({
          error: {
            code: 'NOT_FOUND',
            message: translateMessage(`Ukjent adresse: ${request.method} ${pathname.slice(0, 200)}`, requestLanguage(request)),
          },
        });
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain; charset=utf-8').send('Web-appen er ikke bygget. Kjør: npm run build');
    }
    return sendIndex(reply);
  });
}

/** How many times a path is percent-decoded at most: `%252561` is `%2561`, then `%61`, then `a`. */
const DECODING_ROUNDS = 5;

/**
 * Whether a request path names the API however it is spelled: percent-encoded (also repeatedly,
 * `/%2561pi/`), with an encoded slash (`/api%2F…`), in capitals (`/API/…`), with doubled slashes or dot
 * segments. Such a path answers the API's JSON 404, never the web app's page.
 */
export function isApiPath(rawPathname: string): boolean {
  let decoded = rawPathname;
  for (let round = 0; round < DECODING_ROUNDS; round++) {
    // Byte by byte and never failing: a malformed sequence elsewhere in the path does not hide the rest.
    const next = decoded.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === decoded) break;
    decoded = next;
  }
  const normalised = path.posix.normalize(decoded.replace(/\\/g, '/')).toLowerCase();
  return /^\/+api(?:[/?#;%]|$)/.test(normalised);
}
