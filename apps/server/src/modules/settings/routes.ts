import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayUseDelivery } from '@bakrom/shared/menu-visibility';
import {
  deliveryDocumentSchema,
  editDeliveryDocumentBody,
  editOpeningHoursBody,
  getDeliveryDocumentQuery,
  getOpeningHoursQuery,
  openingHoursSchema,
} from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { featureGuard } from '../merchants/feature-guard';
import { getDeliveryDocument, saveDeliveryDocument } from './delivery-repository';
import { getOpeningHours, saveOpeningHours } from './opening-hours-repository';

function openingHoursRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/getOpeningHours',
      { schema: { tags: ['settings'], querystring: getOpeningHoursQuery, response: { 200: openingHoursSchema } } },
      async (request) => getOpeningHours(db, requireSession(request).merchantId, request.query.locationId),
    );

    app.post(
      '/api/settings/editOpeningHours',
      { schema: { tags: ['settings'], body: editOpeningHoursBody, response: { 200: openingHoursSchema } } },
      async (request) => saveOpeningHours(db, requireSession(request).merchantId, request.body),
    );
  };
}

/** /delivery exists only when the merchant offers delivery and is not in WEBSITE mode (spec part 2 §2.22; `mayUseDelivery`). */
function deliveryRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', featureGuard(db, mayUseDelivery, 'Levering er ikke slått på for denne bedriften.'));

    app.get(
      '/api/settings/getDeliveryDocument',
      { schema: { tags: ['settings'], querystring: getDeliveryDocumentQuery, response: { 200: deliveryDocumentSchema } } },
      async (request) => getDeliveryDocument(db, requireSession(request).merchantId, request.query.locationId),
    );

    app.post(
      '/api/settings/editDeliveryDocument',
      { schema: { tags: ['settings'], body: editDeliveryDocumentBody, response: { 200: deliveryDocumentSchema } } },
      async (request) => saveDeliveryDocument(db, requireSession(request).merchantId, request.body),
    );
  };
}

/** Opening hours and delivery of a location. */
export function settingsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(openingHoursRoutes(db));
    await app.register(deliveryRoutes(db));
  };
}
