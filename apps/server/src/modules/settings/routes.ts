import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { companyRoutes } from './company-routes';
import { deliveryRoutes } from './delivery-routes';
import { merchantSettingRoutes } from './merchant-setting-routes';
import { openingHoursRoutes } from './opening-hours-routes';
import { vatRoutes } from './vat-routes';

/** Opening hours and delivery of a location; the merchant's VAT, company and merchant settings. */
export function settingsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(openingHoursRoutes(db));
    await app.register(deliveryRoutes(db));
    await app.register(vatRoutes(db));
    await app.register(companyRoutes(db));
    await app.register(merchantSettingRoutes(db));
  };
}
