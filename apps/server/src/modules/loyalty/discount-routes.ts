import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canOpen } from '@bakrom/shared/menu-visibility';
import {
  createDiscountBody,
  deleteDiscountBody,
  discountAdminSchema,
  discountSchema,
  editDiscountBody,
  getDataForDiscountAdminGuiQuery,
  getDiscountsQuery,
  getDiscountsResponse,
} from '@bakrom/shared/schemas/loyalty';
import { succeededSchema } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { featureGuard } from '../merchants/feature-guard';
import { createDiscount, deleteDiscount, editDiscount, getDiscountAdmin, getDiscounts } from './discount-service';

/** Discounts (/discounts): the merchant offers discounts and is not in WEBSITE mode, as the menu shows them. */
export function discountRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook(
      'onRequest',
      featureGuard(db, (context) => canOpen('/discounts', { ...context, locations: [] }), 'Rabatter er ikke slått på for denne bedriften.'),
    );

    app.get(
      '/api/loyalty/getDiscounts',
      { schema: { tags: ['loyalty'], querystring: getDiscountsQuery, response: { 200: getDiscountsResponse } } },
      async (request) => getDiscounts(db, requireSession(request).merchantId),
    );

    app.get(
      '/api/loyalty/getDataForDiscountAdminGui',
      { schema: { tags: ['loyalty'], querystring: getDataForDiscountAdminGuiQuery, response: { 200: discountAdminSchema } } },
      async (request) => getDiscountAdmin(db, requireSession(request).merchantId, request.query.discountId),
    );

    app.post(
      '/api/loyalty/createDiscount',
      { schema: { tags: ['loyalty'], body: createDiscountBody, response: { 200: discountSchema } } },
      async (request) => createDiscount(db, requireSession(request).merchantId, request.body),
    );

    app.post(
      '/api/loyalty/editDiscount',
      { schema: { tags: ['loyalty'], body: editDiscountBody, response: { 200: discountSchema } } },
      async (request) => {
        const { id, discountId, ...input } = request.body;
        return editDiscount(db, requireSession(request).merchantId, (id ?? discountId)!, input);
      },
    );

    app.post(
      '/api/loyalty/deleteDiscount',
      { schema: { tags: ['loyalty'], body: deleteDiscountBody, response: { 200: succeededSchema } } },
      async (request) => {
        await deleteDiscount(db, requireSession(request).merchantId, (request.body.id ?? request.body.discountId)!);
        return 'SUCCEEDED' as const;
      },
    );
  };
}
