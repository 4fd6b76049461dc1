import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dinteroRefundItems, refundTotal, refundUnits, swedbankPayRefundItems } from '@bakrom/shared/refunds';
import type { OrderDetailGui } from '@bakrom/shared/schemas/orders';
import type { XReport, ZReport } from '@bakrom/shared/schemas/reports';
import { buildApp } from '../../app';
import { wallClock } from '../../clock';
import { auditRecords, cacheEntries, journalEntries, orders, refunds, signedTransactions } from '../../db/schema/index';
import { refundAttemptLimitSeconds } from '../payments/http';
import type { LookupOutcome, PaymentProvider, PaymentProviders, ProviderRefundRequest, RefundOutcome } from '../payments/types';
import { checkSignatures, createTransactionSigner } from '../saft/signing-service';
import { auth } from '../../../test/factories';
import { TEST_SECRET_KEY, type TestContext } from '../../../test/harness';
import {
  buildRefundMerchant,
  buildRefundOrder,
  buildRefundTestApp,
  type RefundMerchant,
  type RefundOrder,
} from '../../../test/refund-factories';
import { createRefundReconciler, type RefundReconciler } from './reconciler';
import { findOrder, loadOrderContent } from './repository';
import { refundableOrder } from './refund-plan';

/**
 * The refund reconciler (finding §7): PENDING card refunds whose attempt is over are resolved by asking
 * the provider, by the background rounds and by a new refund of the order; once, however many server
 * instances run it.
 */

// ---- A fake provider: every call recorded, lookups answered per refund reference ---------------------

class FakeProvider<A> implements PaymentProvider<A> {
  refunds: ProviderRefundRequest[] = [];
  lookups: ProviderRefundRequest[] = [];
  refundAnswer: RefundOutcome = { status: 'UNKNOWN', reason: 'tidsavbrudd' };
  /** What a lookup answers for a reference; NOT_FOUND when not set. */
  known = new Map<string, LookupOutcome>();
  lookupDelayMs = 0;

  async refund(_account: A, request: ProviderRefundRequest): Promise<RefundOutcome> {
    this.refunds.push(request);
    return this.refundAnswer;
  }

  async lookup(_account: A, request: ProviderRefundRequest): Promise<LookupOutcome> {
    this.lookups.push(request);
    if (this.lookupDelayMs) await new Promise((resolve) => setTimeout(resolve, this.lookupDelayMs));
    return this.known.get(request.operationReference) ?? { status: 'NOT_FOUND' };
  }

  lookupsOf(reference: string) {
    return this.lookups.filter((request) => request.operationReference === reference).length;
  }

  reset() {
    this.refunds = [];
    this.lookups = [];
    this.refundAnswer = { status: 'UNKNOWN', reason: 'tidsavbrudd' };
    this.known.clear();
    this.lookupDelayMs = 0;
  }
}

const dintero = new FakeProvider<unknown>();
const swedbankPay = new FakeProvider<unknown>();
const providers = { dintero, swedbankPay } as unknown as PaymentProviders;

let t: TestContext;
let m: RefundMerchant;
let staleSeconds: number;

/** A reconciler as one server instance runs it (its own service and signer). */
function reconciler(over: PaymentProviders = providers): RefundReconciler {
  return createRefundReconciler({
    db: t.database.db,
    clock: wallClock,
    providers: over,
    signer: createTransactionSigner(TEST_SECRET_KEY),
    log: t.app.log,
    staleAttemptSeconds: staleSeconds,
  });
}

beforeAll(async () => {
  t = await buildRefundTestApp({ paymentProviders: providers });
  m = await buildRefundMerchant(t);
  staleSeconds = refundAttemptLimitSeconds(t.config.PAYMENT_PROVIDER_TIMEOUT_MS);
});
afterAll(() => t.close());
beforeEach(() => {
  dintero.reset();
  swedbankPay.reset();
});

const db = () => t.database.db;

async function bodyFor(order: RefundOrder, provider: 'DINTERO' | 'SWEDBANK_PAY' = 'DINTERO') {
  const row = await findOrder(db(), m.merchantId, order.orderId);
  const refundable = refundableOrder(row!, await loadOrderContent(db(), order.orderId));
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
  return provider === 'DINTERO'
    ? {
        url: '/api/payment/dinteroRefund',
        body: { ...common, transactionId: order.transactionId, dinteroItems: dinteroRefundItems(result) },
      }
    : {
        url: '/api/payment/swedbankPayRefund',
        body: { ...common, paymentOrderId: order.paymentOrderId, swedbankPayItems: swedbankPayRefundItems(result) },
      };
}

const refundOf = async (orderId: string) => (await db().select().from(refunds).where(eq(refunds.orderId, orderId)))[0]!;
const refundsOf = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const journalOf = async (refundId: string) =>
  (await db().select().from(journalEntries)).filter((entry) => JSON.parse(entry.payload).refundId === refundId);
const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;

/**
 * A card refund left PENDING as a crash leaves it: the provider call made (its answer never came), the
 * attempt marked `state` since `secondsAgo` by the database's clock.
 */
async function pendingRefund(
  options: { provider?: 'DINTERO' | 'SWEDBANK_PAY'; state?: 'CALLING' | 'UNKNOWN'; secondsAgo?: number; tipsAmount?: number } = {},
) {
  const provider = options.provider ?? 'DINTERO';
  const fake = provider === 'DINTERO' ? dintero : swedbankPay;
  const order = await buildRefundOrder(db(), m, { provider, tipsAmount: options.tipsAmount ?? 0 });
  const { url, body } = await bodyFor(order, provider);
  const answer = await m.post(url, body);
  expect(answer.statusCode).toBe(504);
  const refund = await refundOf(order.orderId);
  await db()
    .update(refunds)
    .set({
      attemptState: options.state ?? 'CALLING',
      attemptStartedAt: sql`now() - make_interval(secs => ${options.secondsAgo ?? staleSeconds + 60})`,
    })
    .where(eq(refunds.id, refund.id));
  fake.refunds = [];
  return { order, refund: (await refundOf(order.orderId))!, reference: refund.operationReference!, url, body };
}

async function orderAnswer(orderId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/order/getDataForOrderDetailGui?orderDocumentId=${orderId}`,
    headers: auth(m.adminToken),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as OrderDetailGui).order;
}

describe('a round of the reconciler', () => {
  it('leaves an attempt that may still be running alone, and completes a CALLING refund older than the limit that the provider made', async () => {
    const { order, refund, reference } = await pendingRefund({ secondsAgo: 10 });
    dintero.known.set(reference, { status: 'SUCCEEDED', providerReference: 'funnet-7' });

    // Calling for 10 s: within the attempt limit, so never asked about.
    const early = await reconciler().runOnce();
    expect(early.results.find((entry) => entry.refundId === refund.id)).toBeUndefined();
    expect(dintero.lookupsOf(reference)).toBe(0);
    const pending = await orderAnswer(order.orderId);
    expect(pending.pendingRefund).toEqual({ id: refund.id, startedTime: refund.createdAt.toISOString(), amount: refund.amount });
    expect(pending.refunds).toHaveLength(0);

    await db()
      .update(refunds)
      .set({ attemptStartedAt: sql`now() - make_interval(secs => ${staleSeconds + 1})` })
      .where(eq(refunds.id, refund.id));
    const round = await reconciler().runOnce();
    expect(round.results).toContainEqual({ refundId: refund.id, result: 'SUCCEEDED' });
    expect(dintero.lookupsOf(reference)).toBe(1);
    expect(dintero.refunds).toHaveLength(0);

    const done = await refundOf(order.orderId);
    expect(done).toMatchObject({ status: 'SUCCEEDED', providerReference: 'funnet-7', attemptState: null, zReportId: null });
    expect(done.completedAt).toBeInstanceOf(Date);
    expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(refund.amount);

    // Signed as a return of the order's terminal, journalled and audited on behalf of who started it.
    const [signed] = await db().select().from(signedTransactions).where(eq(signedTransactions.refundId, refund.id));
    expect(signed).toMatchObject({ kind: 'RETURN', terminalId: m.terminalId, orderId: order.orderId, amountWithVat: -refund.amount });
    expect((await checkSignatures(db(), m.merchantId)).ok).toBe(true);
    const journal = await journalOf(refund.id);
    expect(journal.map((entry) => [entry.eventCode, entry.userId])).toEqual([[13013, refund.createdByUserId]]);
    const audits = (await db().select().from(auditRecords).where(eq(auditRecords.entityId, order.orderId))).filter(
      (record) => record.action === 'REFUND',
    );
    expect(audits).toHaveLength(1);

    const after = await orderAnswer(order.orderId);
    expect(after.pendingRefund).toBeNull();
    expect(after.refunds).toHaveLength(1);

    // Settled: the next round has nothing to ask.
    expect((await reconciler().runOnce()).results.find((entry) => entry.refundId === refund.id)).toBeUndefined();
    expect(dintero.lookupsOf(reference)).toBe(1);
  });

  it('records FAILED when the provider refused it, or has no refund with our reference once no attempt can reach it', async () => {
    const refused = await pendingRefund({ provider: 'SWEDBANK_PAY' });
    swedbankPay.known.set(refused.reference, { status: 'FAILED', reason: 'Swedbank Pay avviste reverseringen' });
    const unknownThere = await pendingRefund({ state: 'UNKNOWN' });

    const round = await reconciler().runOnce();
    expect(round.results).toEqual(
      expect.arrayContaining([
        { refundId: refused.refund.id, result: 'FAILED' },
        { refundId: unknownThere.refund.id, result: 'FAILED' },
      ]),
    );
    expect(await refundOf(refused.order.orderId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'Swedbank Pay avviste reverseringen',
      attemptState: null,
    });
    expect(await refundOf(unknownThere.order.orderId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'betalingsleverandøren har ingen refusjon med vår referanse',
    });
    for (const { order, refund } of [refused, unknownThere]) {
      expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(0);
      expect((await journalOf(refund.id)).map((entry) => [entry.eventCode, entry.description])).toEqual([
        [13999, 'Refusjon forsøkt, avvist'],
      ]);
      expect(await db().select().from(signedTransactions).where(eq(signedTransactions.refundId, refund.id))).toHaveLength(0);
      expect((await orderAnswer(order.orderId)).pendingRefund).toBeNull();
    }
    // Nothing was ever sent again.
    expect(dintero.refunds.length + swedbankPay.refunds.length).toBe(0);
  });

  it('leaves it PENDING when the provider cannot answer, and asks again in the next round', async () => {
    const { order, refund, reference } = await pendingRefund();
    const startedBefore = refund.attemptStartedAt!;
    dintero.known.set(reference, { status: 'UNKNOWN', reason: 'Dintero 503' });

    const first = await reconciler().runOnce();
    expect(first.results).toContainEqual({ refundId: refund.id, result: 'PENDING' });
    const after = await refundOf(order.orderId);
    expect(after).toMatchObject({
      status: 'PENDING',
      attemptState: 'UNKNOWN',
      failureReason: 'Dintero 503',
      attempts: refund.attempts + 1,
    });
    // Only asked: the last attempt that may have sent it still began when it did.
    expect(after.attemptStartedAt!.getTime()).toBe(startedBefore.getTime());
    expect((await orderAnswer(order.orderId)).pendingRefund).toMatchObject({ id: refund.id });

    const second = await reconciler().runOnce();
    expect(second.results).toContainEqual({ refundId: refund.id, result: 'PENDING' });
    expect(dintero.lookupsOf(reference)).toBe(2);

    dintero.known.set(reference, { status: 'SUCCEEDED', providerReference: 'endelig' });
    expect((await reconciler().runOnce()).results).toContainEqual({ refundId: refund.id, result: 'SUCCEEDED' });
    expect(dintero.refunds).toHaveLength(0);
  });

  it('does not take "no such refund" as failed while the unanswered attempt may still reach the provider', async () => {
    const { order, refund, reference } = await pendingRefund({ state: 'UNKNOWN', secondsAgo: 5 });
    expect((await reconciler().runOnce()).results).toContainEqual({ refundId: refund.id, result: 'PENDING' });
    expect(await refundOf(order.orderId)).toMatchObject({ status: 'PENDING', attemptState: 'UNKNOWN' });
    expect(dintero.lookupsOf(reference)).toBe(1);

    await db()
      .update(refunds)
      .set({ attemptStartedAt: sql`now() - make_interval(secs => ${staleSeconds + 1})` })
      .where(eq(refunds.id, refund.id));
    expect((await reconciler().runOnce()).results).toContainEqual({ refundId: refund.id, result: 'FAILED' });
  });

  it('settles a refund once when two instances run their rounds at the same time', async () => {
    dintero.lookupDelayMs = 40;
    const made = [];
    for (let index = 0; index < 4; index += 1) made.push(await pendingRefund({ state: index % 2 === 0 ? 'CALLING' : 'UNKNOWN' }));
    for (const { reference } of made) dintero.known.set(reference, { status: 'SUCCEEDED', providerReference: `par-${reference}` });

    const rounds = await Promise.all([reconciler().runOnce(), reconciler().runOnce(), reconciler().runOnce()]);
    for (const { order, refund, reference } of made) {
      const outcomes = rounds.flatMap((round) =>
        round.results.filter((entry) => entry.refundId === refund.id).map((entry) => entry.result),
      );
      expect(outcomes.filter((result) => result === 'SUCCEEDED')).toHaveLength(1);
      expect(dintero.lookupsOf(reference)).toBe(1);
      expect(await db().select().from(signedTransactions).where(eq(signedTransactions.refundId, refund.id))).toHaveLength(1);
      expect(await journalOf(refund.id)).toHaveLength(1);
      expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(refund.amount);
    }
    expect((await checkSignatures(db(), m.merchantId)).ok).toBe(true);
  });
});

describe('a new refund of an order with a refund whose outcome is unknown', () => {
  it('asks about the earlier one first: made at the provider, the order is refunded (409) and nothing is sent', async () => {
    const { order, refund, reference, url, body } = await pendingRefund();
    dintero.known.set(reference, { status: 'SUCCEEDED', providerReference: 'funnet-9' });
    const again = await m.post(url, { ...body, idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'ALREADY_REFUNDED',
      message: 'Ordren er allerede refundert: betalingsleverandøren bekreftet den forrige refusjonen.',
    });
    expect(dintero.refunds).toHaveLength(0);
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ id: refund.id, status: 'SUCCEEDED' })]);
    expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(refund.amount);
  });

  it('asks about the earlier one first: it did not happen, so the new refund is made', async () => {
    const { order, refund, url, body } = await pendingRefund({ provider: 'SWEDBANK_PAY', state: 'UNKNOWN' });
    swedbankPay.refundAnswer = { status: 'SUCCEEDED', providerReference: '90000042' };
    const again = await m.post(url, { ...body, idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('SUCCEEDED');
    const rows = await refundsOf(order.orderId);
    expect(rows.map((row) => [row.id === refund.id, row.status]).sort()).toEqual([
      [false, 'SUCCEEDED'],
      [true, 'FAILED'],
    ]);
    // The new refund went out with a reference of its own.
    expect(swedbankPay.refunds).toHaveLength(1);
    expect(swedbankPay.refunds[0]!.operationReference).not.toBe(refund.operationReference);
  });

  it('asks about the earlier one first: still no answer, so it waits (409) while the refund is checked', async () => {
    const { order, refund, reference, url, body } = await pendingRefund();
    dintero.known.set(reference, { status: 'UNKNOWN', reason: 'tidsavbrudd' });
    const again = await m.post(url, { ...body, idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'REFUND_IN_PROGRESS',
      message: 'En tidligere refusjon av ordren sjekkes hos betalingsleverandøren. Prøv igjen om litt.',
    });
    expect(dintero.lookupsOf(reference)).toBe(1);
    expect(dintero.refunds).toHaveLength(0);
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ id: refund.id, status: 'PENDING' })]);
    // Settled afterwards, so that the later rounds of this file find nothing of it.
    dintero.known.set(reference, { status: 'FAILED', reason: 'avvist' });
    expect((await reconciler().runOnce()).results).toContainEqual({ refundId: refund.id, result: 'FAILED' });
  });
});

describe('a refund completed after its order was settled', () => {
  const query = () => `locationId=${m.locationId}&terminalId=${m.terminalId}`;
  const xReport = async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/report/getXReport?${query()}`, headers: auth(m.adminToken) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as XReport;
  };
  const zReport = async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/report/createZReport?${query()}`, headers: auth(m.adminToken) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ZReport;
  };

  it('is a return of the next period: left out of the Z-report taken while it was pending, counted by the next', async () => {
    await zReport();
    const { order, refund, reference } = await pendingRefund();
    const first = await zReport();
    expect((await orderRow(order.orderId)).zReportId).toBe(first.id);
    expect(first.counters.refundReceiptsCount).toBe(0);
    expect((await refundOf(order.orderId)).zReportId).toBeNull();

    dintero.known.set(reference, { status: 'SUCCEEDED', providerReference: 'sent-1' });
    expect((await reconciler().runOnce()).results).toContainEqual({ refundId: refund.id, result: 'SUCCEEDED' });
    expect((await refundOf(order.orderId)).zReportId).toBeNull();
    const x = await xReport();
    expect(x.counters.refundReceiptsCount).toBe(1);
    expect(x.counters.refundReceiptsTotalAmount).toBe(refund.amount);

    const next = await zReport();
    expect(next.counters.refundReceiptsCount).toBe(1);
    expect(next.counters.refundReceiptsTotalAmount).toBe(refund.amount);
    expect((await refundOf(order.orderId)).zReportId).toBe(next.id);
  });
});

describe('started with the server', () => {
  it('resolves a refund left CALLING by a stopped process as soon as the app is ready', async () => {
    const { order, refund, reference } = await pendingRefund();
    dintero.known.set(reference, { status: 'SUCCEEDED', providerReference: 'ved-start' });
    // A second app on the same database, as a restarted server process builds it.
    const restarted = await buildApp({
      database: t.database,
      config: t.config,
      secretKey: TEST_SECRET_KEY,
      paymentProviders: providers,
      paymentSandbox: false,
      reconcileRefunds: true,
    });
    await restarted.ready();
    await restarted.close();
    expect(await refundOf(order.orderId)).toMatchObject({ id: refund.id, status: 'SUCCEEDED', providerReference: 'ved-start' });
  });
});

describe('with the built-in payment sandbox', () => {
  let sandboxed: TestContext;
  let merchant: RefundMerchant;

  beforeAll(async () => {
    process.env.PAYMENT_SANDBOX_HOLD_MS = '1500';
    try {
      sandboxed = await buildRefundTestApp({ paymentSandbox: true, env: { PAYMENT_PROVIDER_TIMEOUT_MS: '300' } });
    } finally {
      delete process.env.PAYMENT_SANDBOX_HOLD_MS;
    }
    merchant = await buildRefundMerchant(sandboxed);
  });
  afterAll(() => sandboxed.close());

  it('holds an answer past the time limit, still knows the refund after a restart, and the restarted server completes it', async () => {
    const order = await buildRefundOrder(sandboxed.database.db, merchant);
    const row = await findOrder(sandboxed.database.db, merchant.merchantId, order.orderId);
    const refundable = refundableOrder(row!, await loadOrderContent(sandboxed.database.db, order.orderId));
    const cartItems = refundUnits(refundable).map((unit) => unit.id);
    const result = refundTotal(refundable, cartItems, false);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const answer = await merchant.post('/api/payment/dinteroRefund', {
      orderDocumentId: order.orderId,
      idempotencyKey: randomUUID(),
      amount: result.amount,
      cartItems,
      refundedTipsAmount: 0,
      transactionId: order.transactionId,
      dinteroItems: dinteroRefundItems(result),
    });
    // The sandbox made the refund but held its answer: the time limit ended the wait.
    expect(answer.statusCode).toBe(504);
    const [pending] = await sandboxed.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(pending).toMatchObject({ status: 'PENDING', attemptState: 'UNKNOWN' });
    const kept = await sandboxed.database.db.select().from(cacheEntries).where(eq(cacheEntries.kind, 'PAYMENT_SANDBOX'));
    expect(kept.map((entry) => entry.key)).toContain(`payment-sandbox:dintero:${order.transactionId}`);

    // As a crash leaves it: CALLING since before the attempt limit.
    await sandboxed.database.db
      .update(refunds)
      .set({ attemptState: 'CALLING', attemptStartedAt: sql`now() - interval '10 minutes'` })
      .where(eq(refunds.id, pending!.id));
    const restarted = await buildApp({
      database: sandboxed.database,
      config: sandboxed.config,
      secretKey: TEST_SECRET_KEY,
      paymentSandbox: true,
      reconcileRefunds: true,
    });
    await restarted.ready();
    // Its first round runs as it starts; the sandbox answers from the running app, so wait for it before closing.
    const deadline = Date.now() + 10_000;
    let done = pending;
    while (done?.status === 'PENDING' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [done] = await sandboxed.database.db.select().from(refunds).where(eq(refunds.id, pending!.id));
    }
    await restarted.close();
    expect(done, done!.failureReason ?? '').toMatchObject({ status: 'SUCCEEDED', attemptState: null });
    expect((await sandboxed.database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]!.refundedTotalAmount).toBe(
      result.amount,
    );
  });
});
