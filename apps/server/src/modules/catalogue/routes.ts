import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { addOnRoutes } from './add-on-routes';
import { categoryRoutes } from './category-routes';
import { itemRoutes } from './item-routes';
import { productRoutes } from './product-routes';

/** The catalogue API under /api/product (spec part 2 §7 Catalogue). */
export function catalogueRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(productRoutes(db));
    await app.register(categoryRoutes(db));
    await app.register(itemRoutes(db, clock));
    await app.register(addOnRoutes(db, clock));
  };
}
