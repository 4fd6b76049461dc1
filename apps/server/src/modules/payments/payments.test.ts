import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RefundSelection, RefundUnit } from '@bakrom/shared/refunds';
import { queryRows, type Database } from '../../db/client';
import { encryptSecret } from '../../lib/secrets';
import { buildMerchant } from '../../../test/factories';
import { TEST_SECRET_KEY, openTestDatabase } from '../../../test/harness';
import {
  DINTERO_CLIENT_SECRET,
  SWEDBANK_PAY_TOKEN,
  closedPortUrl,
  drop,
  hang,
  json,
  startFakeProvider,
  type FakeProviderServer,
} from '../../../test/refund-factories';
import { ServerCache } from '../system/cache';
import { createDinteroProvider, dinteroTokenKey, tokenCacheSeconds } from './dintero';
import { createSwedbankPayProvider, swedbankOrderItems } from './swedbank-pay';
import type { DinteroAccount, ProviderRefundRequest, SwedbankPayAccount } from './types';

const unit = (over: Partial<RefundUnit>): RefundUnit => ({
  id: 'l1-1',
  cartItemId: 'l1',
  addOnLineId: null,
  addOnId: null,
  unitNumber: 1,
  name: 'Margherita',
  type: 'DISH',
  discountPercent: 0,
  vatRate: 15,
  amount: 12501,
  vatAmount: 1631,
  ...over,
});

const selection: RefundSelection = {
  lines: [
    unit({}),
    unit({ id: 'l1-2', unitNumber: 2, amount: 12500, vatAmount: 1630 }),
    unit({ id: 'l1-a1-1', addOnLineId: 'a1', name: 'Ekstra ost', type: 'ADD_ON_OF_ADD_ON_GROUP', amount: 1500, vatAmount: 196 }),
  ],
  tipsAmount: 2000,
  amount: 12501 + 12500 + 1500 + 2000,
  vatAmount: 1631 + 1630 + 196,
};

const request = (over: Partial<ProviderRefundRequest> = {}): ProviderRefundRequest => ({
  paymentId: 'T12345678.abc',
  operationReference: '0b8f3c1e-5b3c-4c55-9d43-6b2f4b1d2a10',
  description: 'Refusjon av ordre 17',
  selection,
  ...over,
});

let database: Database;
let cache: ServerCache;
let server: FakeProviderServer;
let merchantId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  cache = new ServerCache(database.db, TEST_SECRET_KEY);
  merchantId = (await buildMerchant(database.db)).id;
  server = await startFakeProvider();
});
afterAll(async () => {
  await server.close();
  await database.close();
});

// ---- Dintero -----------------------------------------------------------------------------------

describe('Dintero adapter', () => {
  const account = (): DinteroAccount => ({
    merchantId,
    accountId: 'T12345678',
    clientId: 'klient-id-1',
    clientSecretEncrypted: encryptSecret(DINTERO_CLIENT_SECRET, TEST_SECRET_KEY),
  });
  const dintero = (timeoutMs = 2000, base = server.url) =>
    createDinteroProvider({ fetch, cache, secretKey: TEST_SECRET_KEY, apiUrl: `${base}/api`, checkoutUrl: `${base}/checkout`, timeoutMs });

  let tokenCount = 0;
  const issueToken = (response: Parameters<typeof json>[0], expiresIn = 3600) => {
    tokenCount += 1;
    json(response, 200, { access_token: `tilgang-${tokenCount}`, token_type: 'Bearer', expires_in: expiresIn });
  };
  const refundAnswer = (reference: unknown) => ({
    id: 'T12345678.abc',
    status: 'PARTIALLY_REFUNDED',
    amount: 50000,
    events: [{ id: 'hendelse-1', event: 'REFUND', success: true, amount: selection.amount, refund_reference: reference }],
  });

  beforeEach(async () => {
    await cache.clear();
  });

  it('gets a token with Basic credentials, refunds with Bearer and the items, and keeps the token in the cache', async () => {
    server.handle((req, res) => {
      if (req.url.endsWith('/auth/token')) return issueToken(res);
      json(res, 200, refundAnswer((req.json as { refund_reference: string }).refund_reference));
    });
    const outcome = await dintero().refund(account(), request());
    expect(outcome).toEqual({ status: 'SUCCEEDED', providerReference: 'hendelse-1' });
    const [tokenCall, refundCall] = server.received;
    expect(tokenCall).toMatchObject({ method: 'POST', url: '/api/v1/accounts/T12345678/auth/token' });
    expect(tokenCall!.headers.authorization).toBe(`Basic ${Buffer.from(`klient-id-1:${DINTERO_CLIENT_SECRET}`).toString('base64')}`);
    expect(tokenCall!.json).toEqual({ grant_type: 'client_credentials', audience: `${server.url}/api/v1/accounts/T12345678` });
    expect(refundCall).toMatchObject({ method: 'POST', url: '/checkout/v1/transactions/T12345678.abc/refund' });
    expect(refundCall!.headers.authorization).toBe(`Bearer tilgang-${tokenCount}`);
    expect(refundCall!.json).toEqual({
      amount: 28501,
      reason: 'Refusjon av ordre 17',
      refund_reference: request().operationReference,
      items: [
        { id: 'l1', line_id: 'l1', description: 'Margherita', quantity: 2, amount: 25001, vat_amount: 3261, vat: 15 },
        { id: 'l1-a1', line_id: 'l1-a1', description: 'Ekstra ost', quantity: 1, amount: 1500, vat_amount: 196, vat: 15 },
        { id: 'tips', line_id: 'tips', description: 'Tips', quantity: 1, amount: 2000, vat_amount: 0, vat: 0 },
      ],
    });

    // The second refund uses the cached token.
    expect((await dintero().refund(account(), request())).status).toBe('SUCCEEDED');
    expect(server.received.filter((r) => r.url.endsWith('/auth/token'))).toHaveLength(1);
    const [entry] = await queryRows<{ kind: string; value_encrypted: string; ttl: number; merchant_id: string }>(
      database.db,
      sql`select kind, value_encrypted, merchant_id, extract(epoch from expires_at - now())::int as ttl from cache_entries where key = ${dinteroTokenKey(account())}`,
    );
    expect(entry).toMatchObject({ kind: 'DINTERO_ACCESS_TOKEN', merchant_id: merchantId });
    expect(entry!.value_encrypted).not.toContain('tilgang');
    expect(entry!.ttl).toBeGreaterThan(3480);
    expect(entry!.ttl).toBeLessThanOrEqual(3540);
    expect((await cache.info()).entries.map((e) => e.key)).toContain(dinteroTokenKey(account()));
  });

  it('keeps a token until shortly before it expires', () => {
    expect(tokenCacheSeconds(3600)).toBe(3540);
    expect(tokenCacheSeconds(100)).toBe(50);
    expect(tokenCacheSeconds(0)).toBe(0);
    expect(tokenCacheSeconds(Number.NaN)).toBe(0);
  });

  it('drops a refused token, gets a new one and tries once more', async () => {
    let refusals = 1;
    server.handle((req, res) => {
      if (req.url.endsWith('/auth/token')) return issueToken(res);
      if (refusals-- > 0) return json(res, 401, { error: { code: 'UNAUTHORIZED', message: 'Token utløpt' } });
      json(res, 200, refundAnswer(request().operationReference));
    });
    await cache.set({ key: dinteroTokenKey(account()), kind: 'DINTERO_ACCESS_TOKEN', merchantId, value: 'gammelt-token', ttlSeconds: 600 });
    expect((await dintero().refund(account(), request())).status).toBe('SUCCEEDED');
    const calls = server.received.map((r) => `${r.url} ${r.headers.authorization ?? ''}`);
    expect(calls[0]).toBe('/checkout/v1/transactions/T12345678.abc/refund Bearer gammelt-token');
    expect(calls[1]).toContain('/auth/token');
    expect(calls[2]).toBe(`/checkout/v1/transactions/T12345678.abc/refund Bearer tilgang-${tokenCount}`);
    expect(await cache.get(dinteroTokenKey(account()))).toBe(`tilgang-${tokenCount}`);
  });

  it('fails after a second 401, without a third try', async () => {
    server.handle((req, res) => (req.url.endsWith('/auth/token') ? issueToken(res) : json(res, 401, { error: { code: 'UNAUTHORIZED' } })));
    const outcome = await dintero().refund(account(), request());
    expect(outcome).toMatchObject({ status: 'FAILED' });
    expect(server.received.filter((r) => r.url.endsWith('/refund'))).toHaveLength(2);
  });

  it('fails on a refusal (4xx) and is unsure after a server error, 202, a timeout or a dropped connection', async () => {
    const withRefund = (refund: Parameters<typeof server.handle>[0]) =>
      server.handle((req, res) => (req.url.endsWith('/auth/token') ? issueToken(res) : refund(req, res)));

    withRefund((_req, res) => json(res, 400, { error: { code: 'AMOUNT_TOO_HIGH', message: 'For høyt beløp', errors: [] } }));
    const refused = await dintero().refund(account(), request());
    expect(refused).toEqual({ status: 'FAILED', reason: 'Dintero 400 AMOUNT_TOO_HIGH: For høyt beløp' });

    withRefund((_req, res) => json(res, 503, { error: { code: 'UNAVAILABLE' } }));
    expect((await dintero().refund(account(), request())).status).toBe('UNKNOWN');

    withRefund((_req, res) => res.writeHead(202, { 'event-request-id': 'r1' }).end());
    expect((await dintero().refund(account(), request())).status).toBe('UNKNOWN');

    withRefund(hang);
    const started = Date.now();
    expect(await dintero(300).refund(account(), request())).toEqual({ status: 'UNKNOWN', reason: 'Dintero: tidsavbrudd' });
    expect(Date.now() - started).toBeLessThan(2000);

    withRefund(drop);
    expect((await dintero().refund(account(), request())).status).toBe('UNKNOWN');
  });

  it('fails without sending when no token can be had or nothing listens', async () => {
    server.handle((req, res) => (req.url.endsWith('/auth/token') ? json(res, 500, { error: { code: 'ERR' } }) : json(res, 200, {})));
    expect((await dintero().refund(account(), request())).status).toBe('FAILED');
    expect(server.received.filter((r) => r.url.endsWith('/refund'))).toHaveLength(0);

    server.handle((req, res) => (req.url.endsWith('/auth/token') ? drop(req, res) : json(res, 200, {})));
    expect((await dintero().refund(account(), request())).status).toBe('FAILED');
    expect(server.received.filter((r) => r.url.endsWith('/refund'))).toHaveLength(0);

    const outcome = await dintero(2000, await closedPortUrl()).refund(account(), request());
    expect(outcome).toMatchObject({ status: 'FAILED' });
  });

  it('looks a refund up by its reference in the transaction', async () => {
    const events: unknown[] = [];
    server.handle((req, res) => {
      if (req.url.endsWith('/auth/token')) return issueToken(res);
      if (req.url.endsWith('/missing')) return json(res, 404, { error: { code: 'NOT_FOUND' } });
      json(res, 200, { id: 'T12345678.abc', events });
    });
    expect(await dintero().lookup(account(), request())).toEqual({ status: 'NOT_FOUND' });
    expect(server.received.at(-1)).toMatchObject({ method: 'GET', url: '/checkout/v1/transactions/T12345678.abc' });
    events.push({ id: 'e0', event: 'CAPTURE', success: true }, { id: 'e1', event: 'REFUND', success: false, refund_reference: 'annen' });
    expect(await dintero().lookup(account(), request())).toEqual({ status: 'NOT_FOUND' });
    events.push({ id: 'e2', event: 'REFUND', success: true, refund_reference: request().operationReference });
    expect(await dintero().lookup(account(), request())).toEqual({ status: 'SUCCEEDED', providerReference: 'e2' });
    expect(await dintero().lookup(account(), request({ paymentId: 'missing' }))).toEqual({ status: 'NOT_FOUND' });

    server.handle((req, res) => (req.url.endsWith('/auth/token') ? issueToken(res) : json(res, 500, {})));
    expect((await dintero().lookup(account(), request())).status).toBe('UNKNOWN');
  });
});

// ---- Swedbank Pay ------------------------------------------------------------------------------

describe('Swedbank Pay adapter', () => {
  const paymentOrder = '/psp/paymentorders/5adc265f-f87f-4313-577e-08d3dca1a26c';
  const account = (baseApiUrl = server.url): SwedbankPayAccount => ({
    merchantId,
    baseApiUrl,
    payeeId: 'payee',
    accessTokenEncrypted: encryptSecret(SWEDBANK_PAY_TOKEN, TEST_SECRET_KEY),
  });
  const swedbank = (timeoutMs = 2000) =>
    createSwedbankPayProvider({ fetch, secretKey: TEST_SECRET_KEY, allowedBaseUrls: [server.url], timeoutMs });
  const sbRequest = () => request({ paymentId: paymentOrder, operationReference: 'R0b8f3c1e5b3c4c559d436b2f4b1d2' });
  const problem = (res: Parameters<typeof json>[0], status: number, type: string) =>
    json(
      res,
      status,
      { type: `https://api.payex.com/psp/errordetail/${type}`, title: 'Feil', status, problems: [] },
      'application/problem+json',
    );

  it('posts a reversal with the contract headers and items, and reads the reversal number', async () => {
    server.handle((_req, res) =>
      json(res, 200, {
        paymentOrder,
        reversal: { id: `${paymentOrder}/reversals/1`, transaction: { number: 90000001, state: 'Completed' } },
      }),
    );
    expect(await swedbank().refund(account(), sbRequest())).toEqual({ status: 'SUCCEEDED', providerReference: '90000001' });
    const [call] = server.received;
    expect(call).toMatchObject({ method: 'POST', url: `${paymentOrder}/reversals` });
    expect(call!.headers.authorization).toBe(`Bearer ${SWEDBANK_PAY_TOKEN}`);
    expect(call!.headers['content-type']).toBe('application/json;version=3.1');
    expect(call!.headers.accept).toBe('application/problem+json; q=1.0, application/json; q=0.9');
    const { transaction } = call!.json as {
      transaction: {
        amount: number;
        vatAmount: number;
        payeeReference: string;
        orderItems: { amount: number; unitPrice: number; quantity: number; vatPercent: number }[];
      };
    };
    expect(transaction).toMatchObject({
      amount: 28501,
      vatAmount: 3457,
      payeeReference: 'R0b8f3c1e5b3c4c559d436b2f4b1d2',
      description: 'Refusjon av ordre 17',
    });
    expect(transaction.orderItems.reduce((sum, item) => sum + item.amount, 0)).toBe(28501);
    for (const item of transaction.orderItems) expect(item.amount).toBe(item.unitPrice * item.quantity);
    expect(transaction.orderItems[0]).toMatchObject({ vatPercent: 1500, type: 'PRODUCT' });
    expect(swedbankOrderItems(selection)).toHaveLength(4);
  });

  it('branches on the problem type: refused, or unsure', async () => {
    for (const [status, type, expected] of [
      [400, 'inputerror', 'FAILED'],
      [403, 'forbidden', 'FAILED'],
      [404, 'notfound', 'FAILED'],
      [500, 'systemerror', 'UNKNOWN'],
      [502, 'inputerror', 'FAILED'],
      [400, 'systemerror', 'UNKNOWN'],
    ] as const) {
      server.handle((_req, res) => problem(res, status, type));
      expect((await swedbank().refund(account(), sbRequest())).status, `${status} ${type}`).toBe(expected);
    }
    server.handle((_req, res) => res.writeHead(502).end('Bad gateway'));
    expect((await swedbank().refund(account(), sbRequest())).status).toBe('UNKNOWN');
    server.handle(hang);
    expect((await swedbank(300).refund(account(), sbRequest())).status).toBe('UNKNOWN');
    server.handle(drop);
    expect((await swedbank().refund(account(), sbRequest())).status).toBe('UNKNOWN');
  });

  it('sends nothing to an address configuration does not allow, or for a malformed payment order', async () => {
    server.handle((_req, res) => json(res, 200, {}));
    expect(await swedbank().refund(account('https://evil.example'), sbRequest())).toMatchObject({ status: 'FAILED' });
    expect(await swedbank().refund(account(), { ...sbRequest(), paymentId: '../../admin' })).toMatchObject({ status: 'FAILED' });
    expect(await swedbank().refund(account(), { ...sbRequest(), operationReference: 'R-med-bindestrek' })).toMatchObject({
      status: 'FAILED',
    });
    expect(server.received).toHaveLength(0);
    const closed = await closedPortUrl();
    const nobody = createSwedbankPayProvider({ fetch, secretKey: TEST_SECRET_KEY, allowedBaseUrls: [closed], timeoutMs: 1000 });
    expect((await nobody.refund(account(closed), sbRequest())).status).toBe('FAILED');
  });

  it('looks a reversal up by its payeeReference', async () => {
    const reversalList: unknown[] = [];
    server.handle((_req, res) =>
      json(res, 200, { paymentorder: paymentOrder, reversals: { id: `${paymentOrder}/reversals`, reversalList } }),
    );
    expect(await swedbank().lookup(account(), sbRequest())).toEqual({ status: 'NOT_FOUND' });
    expect(server.received.at(-1)).toMatchObject({ method: 'GET', url: `${paymentOrder}/reversals` });
    reversalList.push({ transaction: { number: 1, state: 'Completed', payeeReference: 'Rannen' } });
    expect(await swedbank().lookup(account(), sbRequest())).toEqual({ status: 'NOT_FOUND' });
    reversalList.push({ transaction: { number: 2, state: 'Completed', payeeReference: sbRequest().operationReference } });
    expect(await swedbank().lookup(account(), sbRequest())).toEqual({ status: 'SUCCEEDED', providerReference: '2' });
    server.handle((_req, res) => problem(res, 500, 'systemerror'));
    expect((await swedbank().lookup(account(), sbRequest())).status).toBe('UNKNOWN');
  });
});
