import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { discountRoutes } from './discount-routes';
import { rewardRoutes } from './reward-routes';

/** Loyalty: discounts and the reward programme, each behind its own menu rule. */
export function loyaltyRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(discountRoutes(db));
    await app.register(rewardRoutes(db));
  };
}
