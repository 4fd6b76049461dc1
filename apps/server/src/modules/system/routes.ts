import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { cacheInfoSchema, emptyCacheResultSchema, healthSchema, pingSchema, readySchema } from '@bakrom/shared/schemas/system';
import { requireSuperAdmin } from '../../http/access';
import type { Metrics } from '../../lib/metrics';
import type { ServerCache } from './cache';
import { cacheInfo, emptyCache, health, metricsText, readiness } from './service';

export interface SystemRouteOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: /metrics answers only with it as bearer token, and 404 without one configured. */
  metricsToken: string | undefined;
  /** Set when the server begins to shut down. */
  lifecycle: { shuttingDown: boolean };
}

const READY_DESCRIPTION =
  'Readiness for a load balancer: 200 when the database answers, every migration is applied and the instance is not ' +
  'shutting down; otherwise 503 with the check that failed. Liveness is /api/health.';
const METRICS_DESCRIPTION =
  'Prometheus metrics (text format 0.0.4) with `Authorization: Bearer <METRICS_TOKEN>`; 404 when METRICS_TOKEN is not set, ' +
  '401 without the token. See docs/operations.md.';

export function systemRoutes(database: Database, cache: ServerCache, options: SystemRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness without touching the database; also the benchmark's ceiling.
    app.get('/api/ping', { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: pingSchema } } }, async () => ({
      pong: true as const,
    }));

    // Liveness: the process serves and the database answers.
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['system'], response: { 200: healthSchema } },
      },
      async () => health(database),
    );

    app.get(
      '/api/ready',
      {
        config: { access: 'public' },
        schema: { tags: ['system'], description: READY_DESCRIPTION, response: { 200: readySchema, 503: readySchema } },
      },
      async (_request, reply) => {
        const answer = await readiness(database, options.lifecycle);
        return reply
          .code(answer.ready ? 200 : 503)
          .header('Cache-Control', 'no-store')
          .send(answer);
      },
    );

    // Not public: its own bearer token (METRICS_TOKEN), checked by the service in constant time.
    app.get(
      '/metrics',
      { config: { access: 'public' }, schema: { tags: ['system'], description: METRICS_DESCRIPTION } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const text = await metricsText(database, options.metrics, options.metricsToken, request.headers.authorization);
        return reply.type(options.metrics.contentType).send(text);
      },
    );

    app.get(
      '/api/superadmin/system/getCacheInfo',
      { config: { access: 'superadmin' }, schema: { tags: ['system'], response: { 200: cacheInfoSchema } } },
      async (request) => {
        requireSuperAdmin(request);
        return cacheInfo(cache);
      },
    );

    app.get(
      '/api/superadmin/system/emptyCache',
      {
        config: { access: 'superadmin' },
        schema: { tags: ['system'], response: { 200: emptyCacheResultSchema } },
      },
      async (request) => {
        requireSuperAdmin(request);
        const removed = await emptyCache(cache);
        request.log.info({ removed, user: request.session?.username }, 'cache emptied');
        return { result: 'SUCCEEDED' as const, removed };
      },
    );
  };
}
