import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEarliestPickupTimeBody,
  changeEarliestPickupTimeResponse,
  closeOpenDishesBody,
  succeededSchema,
} from '@bakrom/shared/schemas/operations';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { changeEarliestPickupTime, setDishesOpen } from './takeaway-service';

/** The dashboard's quick buttons: earliest pickup time, close and open dishes. */
export function takeawayRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/settings/changeEarliestPickupTime',
      { schema: { tags: ['operations'], body: changeEarliestPickupTimeBody, response: { 200: changeEarliestPickupTimeResponse } } },
      async (request) => changeEarliestPickupTime(db, requireSession(request).merchantId, request.body, clock.now()),
    );

    for (const [path, open] of [
      ['/api/settings/closeDishes', false],
      ['/api/settings/openDishes', true],
    ] as const) {
      app.post(
        path,
        { schema: { tags: ['operations'], body: closeOpenDishesBody, response: { 200: succeededSchema } } },
        async (request) => {
          await setDishesOpen(db, requireSession(request).merchantId, request.body.locationId, open);
          return 'SUCCEEDED' as const;
        },
      );
    }
  };
}
