import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { closingDaysRoutes } from './closing-days-routes';
import { soldOutRoutes } from './sold-out-routes';
import { takeawayRoutes } from './takeaway-routes';

/** Daily operations of a location: sold-out items, closing days, pickup time, dishes. */
export function operationsRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(soldOutRoutes(db));
    await app.register(closingDaysRoutes(db));
    await app.register(takeawayRoutes(db, clock));
  };
}
