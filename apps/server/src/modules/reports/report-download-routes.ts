import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';

export function reportDownloadRoutes(_db: Db, _clock: Clock): FastifyPluginAsyncZod {
  return async () => {};
}
