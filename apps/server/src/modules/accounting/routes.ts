import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { mappingRoutes } from './mapping-routes';
import { voucherRoutes } from './voucher-routes';

/** The accounting export: the account mapping and the vouchers with their files (ADMIN and super admin). */
export function accountingRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(mappingRoutes(db, clock));
    await app.register(voucherRoutes(db, clock));
  };
}
