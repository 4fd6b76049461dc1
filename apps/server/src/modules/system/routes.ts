import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { cacheInfoSchema, emptyCacheResultSchema, healthSchema, pingSchema } from '@bakrom/shared/schemas/system';
import { requireSuperAdmin } from '../../http/access';
import type { ServerCache } from './cache';
import { cacheInfo, emptyCache, health } from './service';

export function systemRoutes(database: Database, cache: ServerCache): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness without touching the database; also the benchmark's ceiling.
    app.get('/api/ping', { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: pingSchema } } }, async () => ({
      pong: true as const,
    }));

    // Readiness: the database answers.
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['system'], response: { 200: healthSchema } },
      },
      async () => health(database),
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
