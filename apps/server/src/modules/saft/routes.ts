import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { saftExportRoutes } from './export-routes';

/** SAF-T Cash Register: the export of the cash registers' journal and transactions. */
export function saftRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(saftExportRoutes(db, clock));
  };
}
