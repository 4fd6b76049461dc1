import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dinteroRefundItems, refundTotal, refundUnits, swedbankPayRefundItems } from '@bakrom/shared/refunds';
import { refunds } from '../../db/schema/index';
import { auth, buildUser, loginAs } from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import {
  DINTERO_CLIENT_SECRET,
  SWEDBANK_PAY_TOKEN,
  buildRefundMerchant,
  buildRefundOrder,
  buildRefundTestApp,
  drop,
  hang,
  json,
  startFakeProvider,
  type FakeProviderServer,
  type RefundMerchant,
  type RefundOrder,
  type RefundOrderSpec,
} from '../../../test/refund-factories';
import { findOrder, loadOrderContent } from './repository';
import { refundableOrder } from './refund-plan';

/**
 * The refund calls with the real Dintero and Swedbank Pay adapters, against local fake provider
 * servers (unknown outcomes resolved on the next attempt, no secret in any log line), and against
 * the built-in sandbox.
 */

async function bodies(t: TestContext, merchant: RefundMerchant, order: RefundOrder) {
  const row = await findOrder(t.database.db, merchant.merchantId, order.orderId);
  const refundable = refundableOrder(row!, await loadOrderContent(t.database.db, order.orderId));
  const cartItems = refundUnits(refundable).map((unit) => unit.id);
  const result = refundTotal(refundable, cartItems, refundable.tipsAmount > 0);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const common = {
    orderDocumentId: order.orderId,
    idempotencyKey: randomUUID(),
    amount: result.amount,
    cartItems,
    refundedTipsAmount: result.tipsAmount,
  };
  return {
    dintero: { ...common, transactionId: order.transactionId, dinteroItems: dinteroRefundItems(result) },
    swedbankPay: { ...common, paymentOrderId: order.paymentOrderId, swedbankPayItems: swedbankPayRefundItems(result) },
  };
}

const refundOf = async (t: TestContext, orderId: string) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0];

describe('against local fake providers', () => {
  let t: TestContext;
  let server: FakeProviderServer;
  let m: RefundMerchant;
  const logLines: string[] = [];
  let tokens = 0;
  /** Refunds the fake Dintero has made, by refund_reference. */
  const dinteroMade = new Map<string, number>();
  const swedbankMade = new Map<string, number>();
  let dinteroMode: 'ok' | 'hang' | 'drop' | '500' = 'ok';
  let swedbankMode: 'ok' | 'hang' | 'drop' | 'systemerror' = 'ok';

  beforeAll(async () => {
    server = await startFakeProvider();
    t = await buildRefundTestApp({
      env: {
        DINTERO_API_URL: `${server.url}/dintero-api`,
        DINTERO_CHECKOUT_URL: `${server.url}/dintero-checkout`,
        SWEDBANK_PAY_API_URLS: `${server.url}/swedbank`,
        PAYMENT_PROVIDER_TIMEOUT_MS: '400',
      },
      logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    });
    m = await buildRefundMerchant(t, { swedbankPayBaseUrl: `${server.url}/swedbank` });
    server.handle((req, res) => {
      if (req.url.endsWith('/auth/token')) {
        tokens += 1;
        return json(res, 200, { access_token: `dintero-tilgang-${tokens}`, token_type: 'Bearer', expires_in: 3600 });
      }
      if (req.url.startsWith('/dintero-checkout/')) {
        const events = [...dinteroMade].map(([reference, amount]) => ({
          id: `ev-${reference}`,
          event: 'REFUND',
          success: true,
          amount,
          refund_reference: reference,
        }));
        if (req.method === 'GET') return json(res, 200, { id: 'tx', events });
        const { refund_reference: reference, amount } = req.json as { refund_reference: string; amount: number };
        dinteroMade.set(reference, amount);
        if (dinteroMode === 'hang') return hang();
        if (dinteroMode === 'drop') return drop(req, res);
        if (dinteroMode === '500') return json(res, 500, { error: { code: 'INTERNAL' } });
        return json(res, 200, {
          id: 'tx',
          events: [...events, { id: `ev-${reference}`, event: 'REFUND', success: true, refund_reference: reference }],
        });
      }
      if (req.method === 'GET') {
        const reversalList = [...swedbankMade].map(([payeeReference, amount]) => ({
          transaction: { number: 7, state: 'Completed', payeeReference, amount },
        }));
        return json(res, 200, { reversals: { reversalList } });
      }
      const { transaction } = req.json as { transaction: { payeeReference: string; amount: number } };
      if (swedbankMode === 'systemerror') {
        return json(
          res,
          500,
          { type: 'https://api.payex.com/psp/errordetail/systemerror', title: 'Feil', status: 500 },
          'application/problem+json',
        );
      }
      swedbankMade.set(transaction.payeeReference, transaction.amount);
      if (swedbankMode === 'hang') return hang();
      if (swedbankMode === 'drop') return drop(req, res);
      return json(res, 200, { reversal: { transaction: { number: 7, state: 'Completed', payeeReference: transaction.payeeReference } } });
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const order = (spec: RefundOrderSpec = {}) => buildRefundOrder(t.database.db, m, spec);

  it('refunds through Dintero with one cached token', async () => {
    const first = await order({ tipsAmount: 500 });
    expect((await m.post('/api/payment/dinteroRefund', (await bodies(t, m, first)).dintero)).body).toBe('SUCCEEDED');
    const second = await order();
    expect((await m.post('/api/payment/dinteroRefund', (await bodies(t, m, second)).dintero)).body).toBe('SUCCEEDED');
    expect(tokens).toBe(1);
    expect(await refundOf(t, first.orderId)).toMatchObject({ status: 'SUCCEEDED', providerReference: expect.stringMatching(/^ev-/) });

    // The super admin's cache page lists the token, without its value.
    await buildUser(t.database.db, { merchantId: null, role: 'SUPER_ADMIN', username: 'refusjon.plattform' });
    const superToken = await loginAs(t.app, 'refusjon.plattform', m.merchantId);
    const info = await t.app.inject({ method: 'GET', url: '/api/superadmin/system/getCacheInfo', headers: auth(superToken) });
    expect(info.json().entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: `dintero:token:${m.merchantId}:T12345678`, kind: 'DINTERO_ACCESS_TOKEN' })]),
    );
    expect(info.body).not.toContain('dintero-tilgang');
  });

  for (const mode of ['hang', 'drop', '500'] as const) {
    it(`keeps a Dintero refund without an answer (${mode}) PENDING and settles it from the transaction on the next attempt`, async () => {
      const target = await order();
      const body = (await bodies(t, m, target)).dintero;
      dinteroMode = mode;
      const first = await m.post('/api/payment/dinteroRefund', body);
      dinteroMode = 'ok';
      expect(first.statusCode).toBe(504);
      expect(await refundOf(t, target.orderId)).toMatchObject({ status: 'PENDING', attemptState: 'UNKNOWN' });
      const posts = server.received.filter((r) => r.method === 'POST' && r.url.endsWith('/refund')).length;
      const again = await m.post('/api/payment/dinteroRefund', body);
      expect(again.body).toBe('SUCCEEDED');
      expect(server.received.filter((r) => r.method === 'POST' && r.url.endsWith('/refund'))).toHaveLength(posts);
      expect(await refundOf(t, target.orderId)).toMatchObject({ status: 'SUCCEEDED' });
    });
  }

  it('sends a Swedbank Pay reversal that never arrived again, with the same payeeReference, once the provider has none', async () => {
    const target = await order({ provider: 'SWEDBANK_PAY' });
    const body = (await bodies(t, m, target)).swedbankPay;
    swedbankMode = 'systemerror';
    expect((await m.post('/api/payment/swedbankPayRefund', body)).statusCode).toBe(504);
    swedbankMode = 'ok';
    expect((await m.post('/api/payment/swedbankPayRefund', body)).body).toBe('SUCCEEDED');
    const reversals = server.received.filter((r) => r.method === 'POST' && r.url.endsWith('/reversals'));
    expect(reversals.slice(-2).map((r) => (r.json as { transaction: { payeeReference: string } }).transaction.payeeReference)).toEqual([
      (await refundOf(t, target.orderId))!.operationReference,
      (await refundOf(t, target.orderId))!.operationReference,
    ]);
    expect(server.received.at(-1)!.method).toBe('POST');
  });

  it('finds a Swedbank Pay reversal whose answer was lost instead of reversing twice', async () => {
    const target = await order({ provider: 'SWEDBANK_PAY' });
    const body = (await bodies(t, m, target)).swedbankPay;
    swedbankMode = 'drop';
    expect((await m.post('/api/payment/swedbankPayRefund', body)).statusCode).toBe(504);
    swedbankMode = 'ok';
    const before = server.received.filter((r) => r.method === 'POST').length;
    expect((await m.post('/api/payment/swedbankPayRefund', body)).body).toBe('SUCCEEDED');
    expect(server.received.filter((r) => r.method === 'POST')).toHaveLength(before);
  });

  it('never writes a secret or a token into the log', async () => {
    const joined = logLines.join('\n');
    expect(joined).toContain('refund succeeded');
    expect(joined).toContain('refund outcome unknown');
    for (const secret of [
      DINTERO_CLIENT_SECRET,
      SWEDBANK_PAY_TOKEN,
      'dintero-tilgang',
      Buffer.from(`klient-id-1:${DINTERO_CLIENT_SECRET}`).toString('base64'),
    ]) {
      expect(joined).not.toContain(secret);
    }
  });
});

describe('against the built-in sandbox', () => {
  let t: TestContext;
  let m: RefundMerchant;

  beforeAll(async () => {
    t = await buildRefundTestApp({ paymentSandbox: true });
    m = await buildRefundMerchant(t);
  });
  afterAll(() => t.close());

  it('refunds a Dintero and a Swedbank Pay order end to end', async () => {
    const dintero = await buildRefundOrder(t.database.db, m, { tipsAmount: 1000 });
    expect((await m.post('/api/payment/dinteroRefund', (await bodies(t, m, dintero)).dintero)).body).toBe('SUCCEEDED');
    const swedbank = await buildRefundOrder(t.database.db, m, { provider: 'SWEDBANK_PAY' });
    expect((await m.post('/api/payment/swedbankPayRefund', (await bodies(t, m, swedbank)).swedbankPay)).body).toBe('SUCCEEDED');
    // The sandbox is reached in-process only (payments/sandbox.test.ts): the app serves none of its routes.
    const transaction = await t.app.inject({ method: 'POST', url: `/sandbox/dintero/v1/transactions/${dintero.transactionId}/refund` });
    expect(transaction.statusCode).toBe(404);
  });

  it('refuses an amount ending in 13 øre, and loses the answer of one ending in 14 øre until the next attempt', async () => {
    for (const provider of ['DINTERO', 'SWEDBANK_PAY'] as const) {
      const url = provider === 'DINTERO' ? '/api/payment/dinteroRefund' : '/api/payment/swedbankPayRefund';
      const pick = (all: Awaited<ReturnType<typeof bodies>>) => (provider === 'DINTERO' ? all.dintero : all.swedbankPay);
      const refused = await buildRefundOrder(t.database.db, m, { provider, lines: [{ grossAmount: 10013 }] });
      const refusedAnswer = await m.post(url, pick(await bodies(t, m, refused)));
      expect(refusedAnswer.statusCode, provider).toBe(502);
      expect(await refundOf(t, refused.orderId)).toMatchObject({ status: 'FAILED' });

      const lost = await buildRefundOrder(t.database.db, m, { provider, lines: [{ grossAmount: 10014 }] });
      const body = pick(await bodies(t, m, lost));
      expect((await m.post(url, body)).statusCode, provider).toBe(504);
      expect((await m.post(url, body)).body, provider).toBe('SUCCEEDED');
      expect(await refundOf(t, lost.orderId)).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
    }
  });

  it('is not served when switched off', async () => {
    const off = await buildRefundTestApp();
    try {
      const response = await off.app.inject({ method: 'POST', url: '/sandbox/dintero/v1/accounts/T12345678/auth/token', payload: {} });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
