import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  REFUND_INFO_MESSAGES,
  dinteroRefundItems,
  refundTotal,
  refundUnits,
  swedbankPayRefundItems,
  type DinteroRefundItem,
  type SwedbankPayRefundItem,
} from '@bakrom/shared/refunds';
import { auditRecords, journalEntries, orderLineAddOns, orderLines, orders, refunds, signedTransactions } from '../../db/schema/index';
import { checkSignatures } from '../saft/signing-service';
import type { LookupOutcome, PaymentProvider, PaymentProviders, ProviderRefundRequest, RefundOutcome } from '../payments/types';
import { auth, buildUser, loginAs } from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import {
  buildRefundMerchant,
  buildRefundOrder,
  buildRefundTestApp,
  type RefundMerchant,
  type RefundOrder,
} from '../../../test/refund-factories';
import { findOrder, loadOrderContent } from './repository';
import { refundableOrder } from './refund-plan';

// ---- Fake providers: count every call, answer what the test says ---------------------------------

type Behaviour = { refund: RefundOutcome | (() => Promise<RefundOutcome>); lookup: LookupOutcome };

class FakeProvider<A> implements PaymentProvider<A> {
  refunds: ProviderRefundRequest[] = [];
  lookups: ProviderRefundRequest[] = [];
  behaviour: Behaviour = { refund: { status: 'SUCCEEDED', providerReference: 'ref-1' }, lookup: { status: 'NOT_FOUND' } };
  delayMs = 0;

  async refund(_account: A, request: ProviderRefundRequest): Promise<RefundOutcome> {
    this.refunds.push(request);
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return typeof this.behaviour.refund === 'function' ? this.behaviour.refund() : this.behaviour.refund;
  }

  async lookup(_account: A, request: ProviderRefundRequest): Promise<LookupOutcome> {
    this.lookups.push(request);
    return this.behaviour.lookup;
  }

  reset() {
    this.refunds = [];
    this.lookups = [];
    this.delayMs = 0;
    this.behaviour = { refund: { status: 'SUCCEEDED', providerReference: 'ref-1' }, lookup: { status: 'NOT_FOUND' } };
  }
}

const dintero = new FakeProvider<unknown>();
const swedbankPay = new FakeProvider<unknown>();
const providers = { dintero, swedbankPay } as unknown as PaymentProviders;

let t: TestContext;
let m: RefundMerchant;
let other: RefundMerchant;

beforeAll(async () => {
  t = await buildRefundTestApp({ paymentProviders: providers });
  m = await buildRefundMerchant(t);
  other = await buildRefundMerchant(t);
});
afterAll(() => t.close());
beforeEach(() => {
  dintero.reset();
  swedbankPay.reset();
});

const db = () => t.database.db;
/** The journal entries that name the refund. */
const journalOf = async (refundId: string) =>
  (await db().select().from(journalEntries)).filter((entry) => JSON.parse(entry.payload).refundId === refundId);

/** The body the refund page sends for the chosen units (all when left out), built with the shared rules. */
interface Choice {
  units?: (ids: string[]) => string[];
  tips?: boolean;
}
interface CommonBody {
  orderDocumentId: string;
  idempotencyKey: string;
  amount: number;
  cartItems: string[];
  refundedTipsAmount: number;
}
async function bodyFor(
  kind: 'dintero',
  order: RefundOrder,
  choose?: Choice,
): Promise<CommonBody & { transactionId: string; dinteroItems: DinteroRefundItem[] }>;
async function bodyFor(
  kind: 'swedbankPay',
  order: RefundOrder,
  choose?: Choice,
): Promise<CommonBody & { paymentOrderId: string; swedbankPayItems: SwedbankPayRefundItem[] }>;
async function bodyFor(kind: 'softpay', order: RefundOrder, choose?: Choice): Promise<CommonBody & { transactionId: string }>;
async function bodyFor(kind: 'cash', order: RefundOrder, choose?: Choice): Promise<CommonBody>;
async function bodyFor(kind: 'dintero' | 'swedbankPay' | 'softpay' | 'cash', order: RefundOrder, choose: Choice = {}): Promise<CommonBody> {
  const row = (await findOrder(db(), m.merchantId, order.orderId)) ?? (await findOrder(db(), other.merchantId, order.orderId));
  const refundable = refundableOrder(row!, await loadOrderContent(db(), order.orderId));
  const allIds = refundUnits(refundable).map((unit) => unit.id);
  const cartItems = choose.units ? choose.units(allIds) : allIds;
  const result = refundTotal(refundable, cartItems, choose.tips ?? refundable.tipsAmount > 0);
  if (!result.ok) throw new Error(`no refund: ${JSON.stringify(result.error)}`);
  const common = {
    orderDocumentId: order.orderId,
    idempotencyKey: randomUUID(),
    amount: result.amount,
    cartItems,
    refundedTipsAmount: result.tipsAmount,
  };
  const extra =
    kind === 'dintero'
      ? { transactionId: order.transactionId!, dinteroItems: dinteroRefundItems(result) }
      : kind === 'swedbankPay'
        ? { paymentOrderId: order.paymentOrderId!, swedbankPayItems: swedbankPayRefundItems(result) }
        : kind === 'softpay'
          ? { transactionId: order.transactionId! }
          : {};
  return Object.assign(common, extra);
}

const URL_OF = {
  dintero: '/api/payment/dinteroRefund',
  swedbankPay: '/api/payment/swedbankPayRefund',
  softpay: '/api/payment/softpayRefund',
  cash: '/api/payment/cashRefund',
} as const;

const send = (kind: keyof typeof URL_OF, body: object, token?: string) => m.post(URL_OF[kind], body, token);

async function refundRows(orderId: string) {
  return db().select().from(refunds).where(eq(refunds.orderId, orderId));
}

async function orderRow(orderId: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

describe('refunding a Dintero order', () => {
  it('refunds the chosen units and the tips once, records who and what, and answers SUCCEEDED', async () => {
    const order = await buildRefundOrder(db(), m, { tipsAmount: 2000 });
    const body = await bodyFor('dintero', order, { units: (ids) => [ids[0]!, ids[2]!], tips: true });
    const response = await send('dintero', { ...body, merchant: m.merchantId });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');
    expect(dintero.refunds).toHaveLength(1);
    const sent = dintero.refunds[0]!;
    expect(sent.paymentId).toBe(order.transactionId);
    // 250,00 kr over two units; 30,00 kr of cheese over two units; tips 20,00 kr.
    expect(sent.selection).toMatchObject({ amount: 12500 + 1500 + 2000, tipsAmount: 2000 });

    const [refund] = await refundRows(order.orderId);
    expect(refund).toMatchObject({
      status: 'SUCCEEDED',
      amount: 16000,
      tipsAmount: 2000,
      paymentType: 'CARD',
      onlinePaymentProvider: 'DINTERO',
      providerReference: 'ref-1',
      providerPaymentId: order.transactionId,
      attemptState: null,
    });
    expect(refund!.completedAt).toBeInstanceOf(Date);
    expect(refund!.terminalId).toBe(m.terminalId);
    expect(refund!.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: `${order.lineIds[0]}-1`, name: 'Margherita', type: 'DISH', count: 1, amount: 12500 }),
        expect.objectContaining({ type: 'ADD_ON_OF_ADD_ON_GROUP', name: 'Ekstra ost', amount: 1500 }),
        { id: 'tips', type: 'TIPS', count: 1, amount: 2000 },
      ]),
    );

    const updated = await orderRow(order.orderId);
    expect(updated).toMatchObject({ refundedTotalAmount: 16000, refundedTipsAmount: 2000 });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.id, order.lineIds[0]!));
    expect(line!.refundedCount).toBe(1);
    const [addOn] = await db().select().from(orderLineAddOns).where(eq(orderLineAddOns.id, order.addOnIds[0]![0]!));
    expect(addOn!.refundedCount).toBe(1);

    const audits = await db()
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityId, order.orderId), eq(auditRecords.action, 'REFUND')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.userId).toBe(refund!.createdByUserId);
    expect(audits[0]!.details).toMatchObject({ amount: 16000, providerReference: 'ref-1', provider: 'DINTERO' });

    const journal = await journalOf(refund!.id);
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ eventCode: 13013, terminalId: m.terminalId, userId: refund!.createdByUserId });
    expect(journal[0]!.locationId).not.toBeNull();
    expect(JSON.parse(journal[0]!.payload)).toMatchObject({ amount: 16000, tipsAmount: 2000, paymentType: 'CARD', provider: 'DINTERO' });

    // Signed as a return of the order's terminal: the goods refunded (tips are not sales), negative.
    const [signed] = await db().select().from(signedTransactions).where(eq(signedTransactions.refundId, refund!.id));
    expect(signed).toMatchObject({ kind: 'RETURN', terminalId: m.terminalId, orderId: order.orderId, amountWithVat: -14_000 });
    expect(signed!.amountWithoutVat).toBe(-14_000 + refund!.vatAmount);
    expect((await checkSignatures(db(), m.merchantId)).ok).toBe(true);
  });

  it('lets a MANAGER refund too', async () => {
    const order = await buildRefundOrder(db(), m, { provider: 'SWEDBANK_PAY' });
    const response = await send('swedbankPay', await bodyFor('swedbankPay', order), m.managerToken);
    expect(response.statusCode).toBe(200);
    expect(swedbankPay.refunds).toHaveLength(1);
    expect(swedbankPay.refunds[0]!.operationReference).toMatch(/^[A-Za-z0-9]{1,30}$/);
    expect(swedbankPay.refunds[0]!.paymentId).toBe(order.paymentOrderId);
  });

  it("answers 404 for another merchant's order or an unknown one, 403 for another merchant parameter, 401 without a session", async () => {
    const foreign = await buildRefundOrder(db(), other);
    const body = await bodyFor('dintero', foreign);
    expect((await send('dintero', body)).statusCode).toBe(404);
    expect((await send('dintero', { ...body, orderDocumentId: randomUUID() })).statusCode).toBe(404);
    expect((await send('dintero', { ...body, merchant: other.merchantId })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: URL_OF.dintero, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(dintero.refunds).toHaveLength(0);
    expect(await refundRows(foreign.orderId)).toHaveLength(0);
  });

  it('refuses a super admin of another merchant like any other user of it', async () => {
    await buildUser(db(), { merchantId: null, role: 'SUPER_ADMIN', username: `plattform.${randomUUID().slice(0, 6)}` });
    const order = await buildRefundOrder(db(), m);
    const otherUser = await buildUser(db(), { merchantId: other.merchantId, role: 'ADMIN' });
    const otherToken = await loginAs(t.app, otherUser.username);
    const response = await t.app.inject({
      method: 'POST',
      url: URL_OF.dintero,
      payload: await bodyFor('dintero', order),
      headers: auth(otherToken),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('eligibility, checked on every call', () => {
  it('refuses an unpaid, settled or points order and one refunded before, with the texts of the order page', async () => {
    const unpaid = await buildRefundOrder(db(), m, { paid: false });
    const body = await bodyFor('dintero', await buildRefundOrder(db(), m));
    const unpaidResponse = await send('dintero', { ...body, orderDocumentId: unpaid.orderId, transactionId: 'x' });
    expect(unpaidResponse.statusCode).toBe(409);
    expect(errorOf(unpaidResponse)).toMatchObject({ code: 'NOT_PAID', message: 'Ordren er ikke betalt og kan ikke refunderes.' });

    const settled = await buildRefundOrder(db(), m, { settled: true });
    const settledResponse = await send('dintero', await bodyFor('dintero', settled));
    expect(settledResponse.statusCode).toBe(409);
    expect(errorOf(settledResponse).message).toBe(REFUND_INFO_MESSAGES.SETTLED);

    const points = await buildRefundOrder(db(), m, { usedPoints: 10 });
    const pointsResponse = await send('dintero', await bodyFor('dintero', points, { units: (ids) => [ids[0]!] }));
    expect(pointsResponse.statusCode).toBe(409);
    expect(errorOf(pointsResponse).message).toBe(REFUND_INFO_MESSAGES.POINTS_USED);

    const partly = await buildRefundOrder(db(), m, { lines: [{ count: 2, grossAmount: 10000, refundedCount: 1 }] });
    const partlyResponse = await send('dintero', await bodyFor('dintero', partly));
    expect(partlyResponse.statusCode).toBe(409);
    expect(errorOf(partlyResponse)).toMatchObject({ code: 'ALREADY_REFUNDED', message: 'Ordren er allerede refundert.' });

    const once = await buildRefundOrder(db(), m);
    expect((await send('dintero', await bodyFor('dintero', once, { units: (ids) => [ids[0]!] }))).statusCode).toBe(200);
    const twice = await send('dintero', { ...(await bodyFor('dintero', once)), idempotencyKey: randomUUID() });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('ALREADY_REFUNDED');
    expect(dintero.refunds).toHaveLength(1);
  });

  it('sends each payment only to its own call: Dintero, Swedbank Pay, Softpay and cash-only orders', async () => {
    const swedbank = await buildRefundOrder(db(), m, { provider: 'SWEDBANK_PAY' });
    const asDintero = await send('dintero', { ...(await bodyFor('cash', swedbank)), transactionId: 'T1', dinteroItems: [] });
    expect(asDintero.statusCode).toBe(400);
    expect(errorOf(asDintero)).toMatchObject({ code: 'WRONG_PAYMENT_PROVIDER', message: 'Ordren er ikke betalt med Dintero.' });

    const card = await buildRefundOrder(db(), m);
    const asCash = await send('cash', await bodyFor('cash', card));
    expect(asCash.statusCode).toBe(400);
    expect(errorOf(asCash).message).toBe('Kontantrefusjon gjelder bare ordrer som er betalt kontant.');
    expect((await send('softpay', { ...(await bodyFor('cash', card)), transactionId: card.transactionId })).statusCode).toBe(400);
    const asSwedbank = await send('swedbankPay', {
      ...(await bodyFor('cash', card)),
      paymentOrderId: '/psp/paymentorders/abc',
      swedbankPayItems: [],
    });
    expect(asSwedbank.statusCode).toBe(400);

    const cash = await buildRefundOrder(db(), m, { provider: 'CASH' });
    expect((await send('dintero', { ...(await bodyFor('cash', cash)), transactionId: 'T1', dinteroItems: [] })).statusCode).toBe(400);

    const till = await buildRefundOrder(db(), m, { provider: 'CARD_AT_TILL' });
    for (const kind of ['cash', 'softpay'] as const) {
      expect((await send(kind, { ...(await bodyFor('cash', till)), transactionId: 'x' })).statusCode).toBe(400);
    }
    expect(dintero.refunds.length + swedbankPay.refunds.length).toBe(0);
    expect(await refundRows(card.orderId)).toHaveLength(0);
  });

  it('refunds no more than was paid (a manual discount on the order)', async () => {
    const order = await buildRefundOrder(db(), m, { lines: [{ count: 2, grossAmount: 20000 }], manualDiscount: 2000 });
    const row = await findOrder(db(), m.merchantId, order.orderId);
    const refundable = refundableOrder(row!, await loadOrderContent(db(), order.orderId));
    const ids = refundUnits(refundable).map((unit) => unit.id);
    const response = await send('dintero', {
      orderDocumentId: order.orderId,
      idempotencyKey: randomUUID(),
      amount: 20000,
      cartItems: ids,
      refundedTipsAmount: 0,
      transactionId: order.transactionId,
      dinteroItems: [{ id: order.lineIds[0], line_id: order.lineIds[0], quantity: 2, amount: 20000, description: 'Vare 1' }],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty('amount');
    expect(dintero.refunds).toHaveLength(0);
  });
});

describe('a body that disagrees with the chosen units', () => {
  it('answers 400 and sends nothing: amount, items, tips, unknown or repeated units, another transaction', async () => {
    const order = await buildRefundOrder(db(), m, { tipsAmount: 1500 });
    const base = await bodyFor('dintero', order, { units: (ids) => ids.slice(0, 2), tips: true });
    const cases: [object, string][] = [
      [{ amount: base.amount + 1 }, 'amount'],
      [{ amount: base.amount - 1 }, 'amount'],
      [
        { dinteroItems: base.dinteroItems.map((item, index) => (index === 0 ? { ...item, amount: item.amount + 100 } : item)) },
        'dinteroItems',
      ],
      [{ dinteroItems: base.dinteroItems.slice(1) }, 'dinteroItems'],
      [
        { dinteroItems: base.dinteroItems.map((item, index) => (index === 0 ? { ...item, quantity: item.quantity + 1 } : item)) },
        'dinteroItems',
      ],
      [{ refundedTipsAmount: 500, amount: base.amount - 1000 }, 'refundedTipsAmount'],
      [{ cartItems: [...base.cartItems, `${order.lineIds[0]}-9`] }, 'cartItems'],
      [{ cartItems: [base.cartItems[0], base.cartItems[0]] }, 'cartItems'],
      [{ transactionId: 'T12345678.annen' }, 'transactionId'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ idempotencyKey: 'ikke-en-uuid' }, 'idempotencyKey'],
    ];
    for (const [change, field] of cases) {
      const response = await send('dintero', { ...base, ...change, idempotencyKey: randomUUID(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    const noTips = await buildRefundOrder(db(), m);
    const tipsOnNoTips = await send('dintero', { ...(await bodyFor('dintero', noTips)), refundedTipsAmount: 100 });
    expect(tipsOnNoTips.statusCode).toBe(400);
    expect(dintero.refunds).toHaveLength(0);
    expect(await refundRows(order.orderId)).toHaveLength(0);
  });

  it('refuses Swedbank Pay items that differ and a payment order of another order', async () => {
    const order = await buildRefundOrder(db(), m, { provider: 'SWEDBANK_PAY' });
    const base = await bodyFor('swedbankPay', order);
    const items = await send('swedbankPay', {
      ...base,
      swedbankPayItems: base.swedbankPayItems.map((item) => ({ ...item, amount: item.amount - 1 })),
    });
    expect(errorOf(items).fields).toHaveProperty('swedbankPayItems');
    const wrongOrder = await send('swedbankPay', {
      ...base,
      idempotencyKey: randomUUID(),
      paymentOrderId: `/psp/paymentorders/${randomUUID()}`,
    });
    expect(errorOf(wrongOrder).fields).toHaveProperty('paymentOrderId');
    // The last part of the payment order path names the same payment order.
    const shortId = await send('swedbankPay', {
      ...base,
      idempotencyKey: randomUUID(),
      paymentOrderId: order.paymentOrderId!.split('/').at(-1),
    });
    expect(shortId.statusCode).toBe(200);
    expect(swedbankPay.refunds).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('answers a repeated key with the first outcome and never calls the provider again', async () => {
    const order = await buildRefundOrder(db(), m);
    const body = await bodyFor('dintero', order);
    expect((await send('dintero', body)).body).toBe('SUCCEEDED');
    const again = await send('dintero', body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('SUCCEEDED');
    expect(dintero.refunds).toHaveLength(1);
    expect(await refundRows(order.orderId)).toHaveLength(1);
    const changed = await send('dintero', { ...body, cartItems: body.cartItems.slice(1), amount: body.amount - 12500 });
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('makes one refund and one provider call out of 20 parallel requests with the same key', async () => {
    dintero.delayMs = 30;
    const order = await buildRefundOrder(db(), m);
    const body = await bodyFor('dintero', order);
    const responses = await Promise.all(Array.from({ length: 20 }, () => send('dintero', body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(dintero.refunds).toHaveLength(1);
    expect(await refundRows(order.orderId)).toHaveLength(1);
    expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(body.amount);
  });

  it('makes one refund and one provider call out of 20 parallel requests with different keys', async () => {
    dintero.delayMs = 30;
    const order = await buildRefundOrder(db(), m);
    const body = await bodyFor('dintero', order);
    const responses = await Promise.all(Array.from({ length: 20 }, () => send('dintero', { ...body, idempotencyKey: randomUUID() })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(dintero.refunds).toHaveLength(1);
    expect(await refundRows(order.orderId)).toHaveLength(1);
    expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(body.amount);
  });

  it('records a refused refund as FAILED, answers it again for the same key, and lets a new attempt try', async () => {
    dintero.behaviour.refund = { status: 'FAILED', reason: 'Dintero 400 INVALID' };
    const order = await buildRefundOrder(db(), m);
    const body = await bodyFor('dintero', order);
    const failed = await send('dintero', body);
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed)).toMatchObject({ code: 'REFUND_FAILED', message: 'Det skjedde en feil og refusjonen ble ikke fullført.' });
    expect((await send('dintero', body)).statusCode).toBe(502);
    expect(dintero.refunds).toHaveLength(1);
    const [refund] = await refundRows(order.orderId);
    expect(refund).toMatchObject({ status: 'FAILED', failureReason: 'Dintero 400 INVALID' });
    expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(0);
    expect((await journalOf(refund!.id)).map((entry) => [entry.eventCode, entry.description])).toEqual([
      [13999, 'Refusjon forsøkt, avvist'],
    ]);

    dintero.behaviour.refund = { status: 'SUCCEEDED', providerReference: 'ref-2' };
    expect((await send('dintero', { ...body, idempotencyKey: randomUUID() })).statusCode).toBe(200);
    expect(dintero.refunds).toHaveLength(2);
  });

  it('stops Swedbank Pay attempts after three refusals, long before the payment locks', async () => {
    swedbankPay.behaviour.refund = { status: 'FAILED', reason: 'Swedbank Pay 400 inputerror' };
    const order = await buildRefundOrder(db(), m, { provider: 'SWEDBANK_PAY' });
    const body = await bodyFor('swedbankPay', order);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await send('swedbankPay', { ...body, idempotencyKey: randomUUID() })).statusCode).toBe(502);
    }
    const fourth = await send('swedbankPay', { ...body, idempotencyKey: randomUUID() });
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth).code).toBe('TOO_MANY_FAILED_ATTEMPTS');
    expect(swedbankPay.refunds).toHaveLength(3);
  });

  it('leaves an unanswered refund PENDING and resolves it by asking the provider on the next attempt', async () => {
    dintero.behaviour.refund = { status: 'UNKNOWN', reason: 'tidsavbrudd' };
    const order = await buildRefundOrder(db(), m);
    const body = await bodyFor('dintero', order);
    const first = await send('dintero', body);
    expect(first.statusCode).toBe(504);
    expect(errorOf(first).code).toBe('REFUND_UNCONFIRMED');
    expect((await refundRows(order.orderId))[0]).toMatchObject({ status: 'PENDING', attemptState: 'UNKNOWN' });
    expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(0);

    // Another attempt (new key) asks about the first one and must wait: the provider has no refund with
    // our reference yet, but the first attempt began just now and may still reach it.
    const otherKey = await send('dintero', { ...body, idempotencyKey: randomUUID() });
    expect(otherKey.statusCode).toBe(409);
    expect(errorOf(otherKey)).toMatchObject({
      code: 'REFUND_IN_PROGRESS',
      message: 'En tidligere refusjon av ordren sjekkes hos betalingsleverandøren. Prøv igjen om litt.',
    });
    expect(dintero.lookups).toHaveLength(1);
    expect(dintero.refunds).toHaveLength(1);
    expect((await refundRows(order.orderId))[0]).toMatchObject({ status: 'PENDING', attemptState: 'UNKNOWN' });

    // The provider is still silent: nothing is sent again.
    dintero.behaviour.lookup = { status: 'UNKNOWN', reason: 'tidsavbrudd' };
    expect((await send('dintero', body)).statusCode).toBe(504);
    expect(dintero.refunds).toHaveLength(1);
    expect(dintero.lookups).toHaveLength(2);

    // The provider made the refund: recorded as SUCCEEDED without a second refund call.
    dintero.behaviour.lookup = { status: 'SUCCEEDED', providerReference: 'funnet-1' };
    const resolved = await send('dintero', body);
    expect(resolved.statusCode).toBe(200);
    expect(dintero.refunds).toHaveLength(1);
    expect(dintero.lookups).toHaveLength(3);
    expect((await refundRows(order.orderId))[0]).toMatchObject({ status: 'SUCCEEDED', providerReference: 'funnet-1', attempts: 4 });
    expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(body.amount);
    expect((await send('dintero', body)).statusCode).toBe(200);
    expect(dintero.lookups).toHaveLength(3);
  });

  it('sends an unconfirmed refund again, with the same reference, only when the provider has none', async () => {
    swedbankPay.behaviour.refund = { status: 'UNKNOWN', reason: 'ECONNRESET' };
    const order = await buildRefundOrder(db(), m, { provider: 'SWEDBANK_PAY' });
    const body = await bodyFor('swedbankPay', order);
    expect((await send('swedbankPay', body)).statusCode).toBe(504);
    swedbankPay.behaviour = { refund: { status: 'SUCCEEDED', providerReference: '90000001' }, lookup: { status: 'NOT_FOUND' } };
    expect((await send('swedbankPay', body)).statusCode).toBe(200);
    expect(swedbankPay.lookups).toHaveLength(1);
    expect(swedbankPay.refunds).toHaveLength(2);
    expect(swedbankPay.refunds[1]!.operationReference).toBe(swedbankPay.refunds[0]!.operationReference);
    expect(swedbankPay.refunds[1]!.selection).toEqual(swedbankPay.refunds[0]!.selection);
  });

  it('records a lookup that finds the refund refused as FAILED', async () => {
    dintero.behaviour.refund = { status: 'UNKNOWN', reason: 'Dintero 503' };
    const order = await buildRefundOrder(db(), m);
    const body = await bodyFor('dintero', order);
    expect((await send('dintero', body)).statusCode).toBe(504);
    dintero.behaviour.lookup = { status: 'FAILED', reason: 'Dintero avviste refusjonen' };
    expect((await send('dintero', body)).statusCode).toBe(502);
    expect((await refundRows(order.orderId))[0]).toMatchObject({ status: 'FAILED' });
    expect(dintero.refunds).toHaveLength(1);
  });

  it('lets parallel repeats of an unconfirmed refund ask the provider once', async () => {
    dintero.behaviour.refund = { status: 'UNKNOWN', reason: 'tidsavbrudd' };
    const order = await buildRefundOrder(db(), m);
    const body = await bodyFor('dintero', order);
    expect((await send('dintero', body)).statusCode).toBe(504);
    dintero.behaviour = {
      refund: { status: 'SUCCEEDED', providerReference: 'x' },
      lookup: { status: 'SUCCEEDED', providerReference: 'funnet' },
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => send('dintero', body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(dintero.lookups).toHaveLength(1);
    expect(dintero.refunds).toHaveLength(1);
  });
});

describe('cash and Softpay refunds', () => {
  it('records a cash refund of a cash-only order for its terminal, without any provider', async () => {
    const order = await buildRefundOrder(db(), m, { provider: 'CASH', tipsAmount: 1000 });
    const body = await bodyFor('cash', order, { units: (ids) => ids.slice(0, 1), tips: true });
    const response = await send('cash', body);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');
    expect((await send('cash', body)).body).toBe('SUCCEEDED');
    const rows = await refundRows(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'SUCCEEDED',
      paymentType: 'CASH',
      onlinePaymentProvider: 'NOT_ANY',
      terminalId: m.terminalId,
      amount: 12500 + 1000,
    });
    expect((await orderRow(order.orderId)).refundedTotalAmount).toBe(13500);
    expect(dintero.refunds.length + swedbankPay.refunds.length).toBe(0);
  });

  it('records a Softpay refund once, for the transaction of the order', async () => {
    const order = await buildRefundOrder(db(), m, { provider: 'SOFTPAY' });
    const body = await bodyFor('softpay', order);
    expect((await send('softpay', { ...body, transactionId: 'SPANNEN' })).statusCode).toBe(400);
    const responses = await Promise.all(Array.from({ length: 5 }, () => send('softpay', body)));
    expect(responses.map((r) => r.body)).toEqual(Array(5).fill('SUCCEEDED'));
    const rows = await refundRows(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'SUCCEEDED', onlinePaymentProvider: 'SOFTPAY', providerPaymentId: order.transactionId });
  });
});
