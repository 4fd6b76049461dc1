import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getOrderQuery,
  listOrdersQuery,
  listOrdersResponse,
  orderDetailGuiSchema,
  orderFiltersQuery,
  orderTotalsSchema,
  orderSchema,
  updateOrderStatusBody,
  updateOrderStatusResponse,
} from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession, requireSuperAdmin } from '../../http/access';
import { sendCachedBody } from '../../http/cached-body';
import { VersionedBodyCache } from '../../lib/versioned-body-cache';
import { orderDownloadRoutes } from './download-routes';
import { getOrderBody, getOrderDetailGui, getOrderTotalsBody, listOrdersBody, markOrderCompleted } from './service';

/** Orders (/orders, /orderDetail; spec part 1 §2, §7): read by every user, completed by a super admin; the list's totals and downloads. */
export function orderRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  // About 100 KB a page of 50: 200 pages at most per instance.
  const pages = new VersionedBodyCache('orders', 200);
  // A few kilobytes an order: the 2,000 most recently opened per instance.
  const details = new VersionedBodyCache('order', 2_000);
  // A few dozen bytes a filter: the 500 most recent filters per instance.
  const totals = new VersionedBodyCache('order-totals', 500);
  return async (app) => {
    await app.register(orderDownloadRoutes(db));

    app.get(
      '/api/order/listOrders',
      { schema: { tags: ['orders'], querystring: listOrdersQuery, response: { 200: listOrdersResponse } } },
      async (request, reply) =>
        sendCachedBody(request, reply as FastifyReply, await listOrdersBody(db, pages, requireSession(request).merchantId, request.query)),
    );

    app.get(
      '/api/order/getOrderTotals',
      { schema: { tags: ['orders'], querystring: orderFiltersQuery, response: { 200: orderTotalsSchema } } },
      async (request, reply) =>
        sendCachedBody(
          request,
          reply as FastifyReply,
          await getOrderTotalsBody(db, totals, requireSession(request).merchantId, request.query),
        ),
    );

    app.get(
      '/api/order/getOrder',
      { schema: { tags: ['orders'], querystring: getOrderQuery, response: { 200: orderSchema } } },
      async (request, reply) =>
        sendCachedBody(
          request,
          reply as FastifyReply,
          await getOrderBody(db, details, requireSession(request).merchantId, request.query.orderDocumentId),
        ),
    );

    app.get(
      '/api/order/getDataForOrderDetailGui',
      { schema: { tags: ['orders'], querystring: getOrderQuery, response: { 200: orderDetailGuiSchema } } },
      async (request) => getOrderDetailGui(db, requireSession(request).merchantId, request.query.orderDocumentId),
    );

    app.post(
      '/api/order/updateOrderStatusFromBackOffice',
      {
        config: { access: 'superadmin' },
        schema: { tags: ['orders'], body: updateOrderStatusBody, response: { 200: updateOrderStatusResponse } },
      },
      async (request) => markOrderCompleted(db, clock, requireSuperAdmin(request), request.body.orderDocumentId),
    );
  };
}
