import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getLocationQuery, listLocationsQuery, locationSchema } from '@bakrom/shared/schemas/location';
import { listAllLocationsQuery, listAllLocationsResponse } from '@bakrom/shared/schemas/locations-admin';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { getLocation, listAllLocations, listLocations } from './service';

export function locationRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/location/listLocations',
      { schema: { tags: ['locations'], querystring: listLocationsQuery, response: { 200: z.array(locationSchema) } } },
      async (request) => listLocations(db, requireSession(request).merchantId),
    );

    app.get(
      '/api/location/listAllLocations',
      { schema: { tags: ['locations'], querystring: listAllLocationsQuery, response: { 200: listAllLocationsResponse } } },
      async (request) => listAllLocations(db, requireSession(request).merchantId),
    );

    app.get(
      '/api/location/getLocation',
      { schema: { tags: ['locations'], querystring: getLocationQuery, response: { 200: locationSchema } } },
      async (request) => getLocation(db, requireSession(request).merchantId, request.query.locationId),
    );
  };
}
