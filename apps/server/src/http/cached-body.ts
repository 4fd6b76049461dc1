import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../lib/versioned-body-cache';

/**
 * Answers a body that is already serialised (its presenters type it): 304 when the browser holds this
 * version, the gzip copy when the browser takes gzip, the JSON otherwise.
 */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.header('ETag', body.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}
