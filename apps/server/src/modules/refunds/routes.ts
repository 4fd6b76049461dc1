import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashRefundBody,
  dinteroRefundBody,
  refundResponse,
  softpayRefundBody,
  swedbankPayRefundBody,
} from '@bakrom/shared/schemas/refunds';
import { requireSession } from '../../http/access';
import type { RefundContext } from './refund-context';
import { refund } from './service';

/** The four refund calls (spec part 1 §7 Refunds): plain text SUCCEEDED on success. */
export function refundRoutes(options: Omit<RefundContext, 'log'>): FastifyPluginAsyncZod {
  return async (app) => {
    const context: RefundContext = { ...options, log: app.log };
    const schema = { tags: ['refunds'], response: { 200: refundResponse } };

    app.post('/api/payment/dinteroRefund', { schema: { ...schema, body: dinteroRefundBody } }, async (request) =>
      refund(context, { kind: 'DINTERO', body: request.body }, requireSession(request)),
    );
    app.post('/api/payment/swedbankPayRefund', { schema: { ...schema, body: swedbankPayRefundBody } }, async (request) =>
      refund(context, { kind: 'SWEDBANK_PAY', body: request.body }, requireSession(request)),
    );
    app.post('/api/payment/softpayRefund', { schema: { ...schema, body: softpayRefundBody } }, async (request) =>
      refund(context, { kind: 'SOFTPAY', body: request.body }, requireSession(request)),
    );
    app.post('/api/payment/cashRefund', { schema: { ...schema, body: cashRefundBody } }, async (request) =>
      refund(context, { kind: 'CASH', body: request.body }, requireSession(request)),
    );
  };
}
