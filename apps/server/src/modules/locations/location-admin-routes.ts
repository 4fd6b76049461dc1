import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationSchema } from '@bakrom/shared/schemas/location';
import { createLocationBody, deleteLocationBody, editLocationBody, setLocationStatusBody } from '@bakrom/shared/schemas/locations-admin';
import { succeededSchema } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { createLocation, deleteLocation, editLocation, setLocationStatus } from './location-admin-service';

/** The super admin's location calls (spec part 2 §7 Locations); registered with the superadmin access level. */
export function locationAdminRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/superadmin/location/createLocation',
      { schema: { tags: ['locations'], body: createLocationBody, response: { 200: locationSchema } } },
      async (request) => createLocation(db, requireSession(request), request.body),
    );

    app.post(
      '/api/superadmin/location/editLocation',
      { schema: { tags: ['locations'], body: editLocationBody, response: { 200: locationSchema } } },
      async (request) => editLocation(db, requireSession(request), request.body),
    );

    app.post(
      '/api/superadmin/location/deleteLocation',
      { schema: { tags: ['locations'], body: deleteLocationBody, response: { 200: succeededSchema } } },
      async (request) => {
        await deleteLocation(db, requireSession(request), request.body.locationId);
        return 'SUCCEEDED' as const;
      },
    );

    app.post(
      '/api/superadmin/location/setLocationStatus',
      { schema: { tags: ['locations'], body: setLocationStatusBody, response: { 200: locationSchema } } },
      async (request) => setLocationStatus(db, requireSession(request), request.body.locationId, request.body.status),
    );
  };
}
