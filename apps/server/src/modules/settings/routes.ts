import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { deliveryRoutes } from './delivery-routes';
import { openingHoursRoutes } from './opening-hours-routes';

/** Opening hours and delivery of a location. */
export function settingsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(openingHoursRoutes(db));
    await app.register(deliveryRoutes(db));
  };
}
