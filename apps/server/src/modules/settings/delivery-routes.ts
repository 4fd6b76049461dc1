import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayUseDelivery } from '@bakrom/shared/menu-visibility';
import { deliveryDocumentSchema, editDeliveryDocumentBody, getDeliveryDocumentQuery } from '@bakrom/shared/schemas/settings';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { featureGuard } from '../merchants/feature-guard';
import { getDeliveryDocument, saveDeliveryDocument } from './delivery-service';

/** /delivery exists only when the merchant offers delivery and is not in WEBSITE mode (spec part 2 §2.22; `mayUseDelivery`). */
export function deliveryRoutes(db: Db): FastifyPluginAsyncZod {
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
