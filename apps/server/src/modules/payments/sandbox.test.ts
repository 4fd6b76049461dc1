import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig, paymentSandboxEnabled } from '../../config';
import { swedbankPayAccounts } from '../../db/schema/index';
import { encryptSecret } from '../../lib/secrets';
import { TEST_SECRET_KEY, type TestContext } from '../../../test/harness';
import {
  DINTERO_CLIENT_SECRET,
  SWEDBANK_PAY_TOKEN,
  buildRefundMerchant,
  buildRefundOrder,
  buildRefundTestApp,
  type RefundMerchant,
  type RefundOrder,
} from '../../../test/refund-factories';
import { ServerCache } from '../system/cache';
import type { Fetch } from './http';
import { DINTERO_SANDBOX_URL, SWEDBANK_PAY_SANDBOX_URL, createPaymentSandbox, type PaymentSandbox } from './sandbox';

/**
 * The built-in payment sandbox plays each provider as the real one would: only the credentials of a
 * provider account stored here get in, and a payment is only seen, and refunded, under the account of
 * the location that took it. It is reached in-process only, never over the network.
 */

const OTHER_SWEDBANK_PAY_TOKEN = 'swedbank-annen-kundes-token-4242';

let t: TestContext;
let sandbox: PaymentSandbox;
let call: Fetch;
let a: RefundMerchant;
let b: RefundMerchant;
let aOrder: RefundOrder;
let bOrder: RefundOrder;
let bReversal: RefundOrder;

const noNetwork: Fetch = () => Promise.reject(new Error('the sandbox test sends nothing over the network'));
const basic = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;

async function dinteroToken(accountId: string, authorization: string) {
  const response = await call(`${DINTERO_SANDBOX_URL}/v1/accounts/${accountId}/auth/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  return { status: response.status, body: (await response.json()) as { access_token?: string } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const getTransaction = (id: string, token: string) =>
  call(`${DINTERO_SANDBOX_URL}/v1/transactions/${id}`, { method: 'GET', headers: bearer(token) });
const refundTransaction = (id: string, token: string, amount: number, reference: string) =>
  call(`${DINTERO_SANDBOX_URL}/v1/transactions/${id}/refund`, {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify({ amount, refund_reference: reference }),
  });
const reverse = (paymentOrderId: string, token: string, amount: number, payeeReference: string) =>
  call(`${SWEDBANK_PAY_SANDBOX_URL}${paymentOrderId}/reversals`, {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify({ transaction: { amount, vatAmount: 0, description: 'Refusjon', payeeReference } }),
  });
const reversals = (paymentOrderId: string, token: string) =>
  call(`${SWEDBANK_PAY_SANDBOX_URL}${paymentOrderId}/reversals`, { method: 'GET', headers: bearer(token) });

beforeAll(async () => {
  t = await buildRefundTestApp({ paymentSandbox: true });
  a = await buildRefundMerchant(t, { dinteroAccountId: 'T11111111' });
  b = await buildRefundMerchant(t, { dinteroAccountId: 'T22222222' });
  // Another customer of Swedbank Pay: its own token.
  await t.database.db
    .update(swedbankPayAccounts)
    .set({ accessTokenEncrypted: encryptSecret(OTHER_SWEDBANK_PAY_TOKEN, TEST_SECRET_KEY) })
    .where(eq(swedbankPayAccounts.merchantId, b.merchantId));
  aOrder = await buildRefundOrder(t.database.db, a);
  bOrder = await buildRefundOrder(t.database.db, b);
  bReversal = await buildRefundOrder(t.database.db, b, { provider: 'SWEDBANK_PAY' });
  sandbox = await createPaymentSandbox({
    db: t.database.db,
    cache: new ServerCache(t.database.db, TEST_SECRET_KEY),
    secretKey: TEST_SECRET_KEY,
  });
  call = sandbox.fetch(noNetwork);
});
afterAll(async () => {
  await sandbox.close();
  await t.close();
});

describe('the payment sandbox', () => {
  it('is switched off unless PAYMENT_SANDBOX=on or the embedded demo start switches it on', () => {
    expect(paymentSandboxEnabled(loadConfig({}))).toBe(false);
    expect(paymentSandboxEnabled(loadConfig({}), false)).toBe(false);
    expect(paymentSandboxEnabled(loadConfig({ PAYMENT_SANDBOX: 'on' }))).toBe(true);
    expect(paymentSandboxEnabled(loadConfig({}), true)).toBe(true);
    expect(paymentSandboxEnabled(loadConfig({ PAYMENT_SANDBOX: 'off' }), true)).toBe(false);
  });

  it('is not served by the app over HTTP, even when on', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/sandbox/dintero/v1/accounts/T11111111/auth/token',
      headers: { authorization: basic('x', 'y') },
      payload: { grant_type: 'client_credentials' },
    });
    expect(token.statusCode).toBe(404);
    expect(token.json().error.code).toBe('NOT_FOUND');
    const reversal = await t.app.inject({
      method: 'POST',
      url: `/sandbox/swedbankpay${bReversal.paymentOrderId}/reversals`,
      headers: { authorization: 'Bearer hva-som-helst' },
      payload: { transaction: { amount: 100, payeeReference: 'R1' } },
    });
    expect(reversal.statusCode).toBe(404);
  });
});

describe("the sandbox's Dintero", () => {
  it("gives a token only for a stored account's client id and secret", async () => {
    expect((await dinteroToken('T11111111', basic('noen', 'gjetting'))).status).toBe(401);
    expect((await dinteroToken('T11111111', basic('klient-id-1', 'feil-hemmelighet'))).status).toBe(401);
    expect((await dinteroToken('T99999999', basic('klient-id-1', DINTERO_CLIENT_SECRET))).status).toBe(401);
    const granted = await dinteroToken('T11111111', basic('klient-id-1', DINTERO_CLIENT_SECRET));
    expect(granted.status).toBe(200);
    expect(granted.body.access_token).toMatch(/^sbx_/);
  });

  it("shows and refunds a transaction only under the account that took it, so another merchant's refund is untouched", async () => {
    const aToken = (await dinteroToken('T11111111', basic('klient-id-1', DINTERO_CLIENT_SECRET))).body.access_token!;
    expect((await getTransaction(aOrder.transactionId!, aToken)).status).toBe(200);
    const foreign = await getTransaction(bOrder.transactionId!, aToken);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(await foreign.json())).not.toContain(String(bOrder.toPay));
    expect((await refundTransaction(bOrder.transactionId!, aToken, bOrder.toPay, 'inntrenger')).status).toBe(404);
    expect((await getTransaction(bOrder.transactionId!, 'sbx_gjettet')).status).toBe(401);

    const bToken = (await dinteroToken('T22222222', basic('klient-id-1', DINTERO_CLIENT_SECRET))).body.access_token!;
    const untouched = (await (await getTransaction(bOrder.transactionId!, bToken)).json()) as { amount: number; refunded_amount: number };
    expect(untouched).toMatchObject({ amount: bOrder.toPay, refunded_amount: 0 });
    const own = await refundTransaction(bOrder.transactionId!, bToken, bOrder.toPay, 'egen');
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ status: 'REFUNDED', refunded_amount: bOrder.toPay });
  });
});

describe("the sandbox's Swedbank Pay", () => {
  it("takes only a stored account's token, and shows and reverses a payment order only under its location's account", async () => {
    const path = bReversal.paymentOrderId!;
    expect((await reverse(path, 'hva-som-helst', 100, 'R1')).status).toBe(401);
    expect((await reversals(path, 'hva-som-helst')).status).toBe(401);
    // Merchant A's own token is a real account's, but not the account of this payment order.
    expect((await reverse(path, SWEDBANK_PAY_TOKEN, bReversal.toPay, 'R2')).status).toBe(404);
    expect((await reversals(path, SWEDBANK_PAY_TOKEN)).status).toBe(404);

    const listed = (await (await reversals(path, OTHER_SWEDBANK_PAY_TOKEN)).json()) as { reversals: { reversalList: unknown[] } };
    expect(listed.reversals.reversalList).toEqual([]);
    const own = await reverse(path, OTHER_SWEDBANK_PAY_TOKEN, bReversal.toPay, 'R3');
    expect(own.status).toBe(200);
  });
});
