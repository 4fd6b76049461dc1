import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashRefundBody,
  dinteroRefundBody,
  refundResponse,
  softpayRefundBody,
  swedbankPayRefundBody,
} from '@bakrom/shared/schemas/refunds';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import type { PaymentProviders } from '../payments/types';
import { createRefundService } from './service';
import type { TransactionSigner } from '../saft/signing-service';

/** The four refund calls (spec part 1 §7 Refunds): plain text SUCCEEDED on success. */
export function refundRoutes(db: Db, clock: Clock, providers: PaymentProviders, signer: TransactionSigner): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createRefundService({ db, clock, providers, signer, log: app.log });
    const schema = { tags: ['refunds'], response: { 200: refundResponse } };

    app.post('/api/payment/dinteroRefund', { schema: { ...schema, body: dinteroRefundBody } }, async (request) =>
      service.refund({ kind: 'DINTERO', body: request.body }, requireSession(request)),
    );
    app.post('/api/payment/swedbankPayRefund', { schema: { ...schema, body: swedbankPayRefundBody } }, async (request) =>
      service.refund({ kind: 'SWEDBANK_PAY', body: request.body }, requireSession(request)),
    );
    app.post('/api/payment/softpayRefund', { schema: { ...schema, body: softpayRefundBody } }, async (request) =>
      service.refund({ kind: 'SOFTPAY', body: request.body }, requireSession(request)),
    );
    app.post('/api/payment/cashRefund', { schema: { ...schema, body: cashRefundBody } }, async (request) =>
      service.refund({ kind: 'CASH', body: request.body }, requireSession(request)),
    );
  };
}
