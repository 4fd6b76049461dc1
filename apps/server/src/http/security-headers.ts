import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer: the web app and the API documentation load their
 * scripts, styles and data from this origin only. Styles also allow inline: Mantine writes its CSS
 * variables in style tags and positions popovers with style attributes. Scripts never run inline.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/**
 * Security headers on every answer (helmet), and `Cache-Control: no-store` on API answers that do
 * not choose their own caching: they carry a merchant's data or a session token. The routes that
 * do choose keep theirs (images: public and immutable; the menu: private, revalidated by ETag).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent over HTTPS only by browsers' rules; without includeSubDomains so the merchant's other hosts are unaffected.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // The matched route, not the URL text, which may be spelled /%61pi/… for the same route.
    const api = request.routeOptions.url?.startsWith('/api/') ?? false;
    if (api && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
