import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_REFUSALS } from '@bakrom/shared/order-status-rules';
import type { ChannelOrderInput } from '@bakrom/shared/schemas/channel';
import { orderSchema, type Order } from '@bakrom/shared/schemas/orders';
import type { ReportCounters } from '@bakrom/shared/schemas/reports';
import { auditRecords, journalEntries, orderLineAddOns, orderLines, orders, refunds, signedTransactions } from '../../db/schema/index';
import { checkJournal } from '../journal/service';
import { checkSignatures } from '../saft/signing-service';
import { terminalAuth } from '../../../test/channel-factories';
import { buildShop, fixedClock, type Shop } from '../../../test/channel-order-factories';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { buildFullOrder } from '../../../test/order-factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let shop: Shop;
let token: string;
const clock = fixedClock();
let reference = 0;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  shop = await buildShop(t.database.db);
  const username = `kansellering.${shop.merchantId}`.toLowerCase();
  await buildUser(t.database.db, { merchantId: shop.merchantId, username });
  token = await loginAs(t.app, username);
});
afterAll(() => t.close());

type Terminal = keyof Shop['terminals'];
const db = () => t.database.db;

async function sell(overrides: Partial<ChannelOrderInput>, terminal: Terminal = 'kiosk'): Promise<Order> {
  reference += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/channel/orders',
    headers: terminalAuth(shop.terminals[terminal].key),
    payload: {
      channelReference: `kansellering-${reference}`,
      orderType: 'PICKUP',
      lines: [{ itemId: shop.items.margherita.id, count: 1 }],
      payments: [{ type: 'CARD', amount: 14_950, cardType: 'VISA' }],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return strictly(orderSchema).parse(response.json()) as Order;
}

const cancel = (orderId: string, terminal: Terminal = 'kiosk') =>
  t.app.inject({
    method: 'POST',
    url: `/api/channel/orders/${orderId}/status`,
    headers: terminalAuth(shop.terminals[terminal].key),
    payload: { status: 'CANCELLED' },
  });

const query = (terminal: Terminal) => `locationId=${shop.sentrum.id}&terminalId=${shop.terminals[terminal].terminalId}`;

async function xCounters(terminal: Terminal): Promise<ReportCounters> {
  const response = await t.app.inject({ method: 'GET', url: `/api/report/getXReport?${query(terminal)}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { counters: ReportCounters }).counters;
}

/** What a cancellation may have written for the order: its refunds, signed transactions, journal entries and order row. */
async function traceOf(orderId: string) {
  const journal = (await db().select().from(journalEntries).where(eq(journalEntries.merchantId, shop.merchantId))).filter(
    (entry) => JSON.parse(entry.payload).orderId === orderId,
  );
  return {
    order: (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!,
    refunds: await db().select().from(refunds).where(eq(refunds.orderId, orderId)),
    signed: await db().select().from(signedTransactions).where(eq(signedTransactions.orderId, orderId)),
    journal,
  };
}

describe('cancelling a signed sale records its return', () => {
  it('returns the whole sale on the cancelling terminal: every unit and add-on, the tips, every payment reversed at the terminal', async () => {
    // Kebab ×2 with chili on each (2 × 17 250 + 2 × 575), a margherita (14 950) and 20 kr tips, split card and cash.
    const sale = await sell({
      lines: [
        { itemId: shop.items.kebab.id, count: 2, addOns: [{ id: shop.addOns.chili.id, count: 1 }] },
        { itemId: shop.items.margherita.id, count: 1 },
      ],
      tipsAmount: 2_000,
      payments: [
        { type: 'CARD', amount: 40_000, cardType: 'VISA', transactionId: 'bax-1' },
        { type: 'CASH', amount: 12_600 },
      ],
    });
    expect(sale).toMatchObject({ totalAmount: 50_600, tipsAmount: 2_000, orderStatus: 'ORDERED' });
    const kioskBefore = await xCounters('kiosk');
    const posBefore = await xCounters('pos');

    const answer = await cancel(sale.id, 'pos');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(strictly(orderSchema).parse(answer.json())).toMatchObject({
      orderStatus: 'CANCELLED',
      refundedTotalAmount: 52_600,
      refundedTipsAmount: 2_000,
    });

    const trace = await traceOf(sale.id);
    expect(trace.refunds).toHaveLength(1);
    const refund = trace.refunds[0]!;
    expect(refund).toMatchObject({
      kind: 'CANCELLATION',
      status: 'SUCCEEDED',
      terminalId: shop.terminals.pos.terminalId,
      idempotencyKey: `cancellation:${sale.id}`,
      amount: 52_600,
      tipsAmount: 2_000,
      vatAmount: sale.totalVat,
      paymentType: 'CARD',
      onlinePaymentProvider: 'NOT_ANY',
      createdByUserId: null,
      zReportId: null,
      completedAt: clock.now(),
    });
    const lines = refund.lines as { type: string; amount: number; count: number; itemId?: string | null }[];
    expect(lines.map((line) => [line.type, line.amount])).toEqual([
      ['DISH', 17_250],
      ['DISH', 17_250],
      ['ADD_ON_OF_ADD_ON_GROUP', 575],
      ['ADD_ON_OF_ADD_ON_GROUP', 575],
      ['DISH', 14_950],
      ['TIPS', 2_000],
    ]);
    expect(lines.every((line) => line.count === 1)).toBe(true);
    expect(lines[0]!.itemId).toBe(shop.items.kebab.id);

    // Every unit is marked returned on the order.
    const orderLineRows = await db().select().from(orderLines).where(eq(orderLines.orderId, sale.id));
    expect(orderLineRows.every((line) => line.refundedCount === line.count)).toBe(true);
    const addOnRows = await db().select().from(orderLineAddOns).where(eq(orderLineAddOns.orderId, sale.id));
    expect(addOnRows.map((addOn) => [addOn.refundedCount, addOn.count])).toEqual([[2, 2]]);

    // The sale stays signed on the kiosk; the return is signed on the till, the goods negative, tips excluded.
    expect(trace.signed.map((row) => [row.kind, row.terminalId, row.amountWithVat, row.amountWithoutVat]).sort()).toEqual([
      ['RETURN', shop.terminals.pos.terminalId, -50_600, -(50_600 - sale.totalVat)],
      ['SALE', shop.terminals.kiosk.terminalId, 50_600, 50_600 - sale.totalVat],
    ]);
    expect(trace.signed.find((row) => row.kind === 'RETURN')!.refundId).toBe(refund.id);
    expect(await checkSignatures(db(), shop.merchantId)).toMatchObject({ ok: true, firstBroken: null });

    // Journalled 13013 on the till, naming every payment reversed and the return's signature.
    const returned = trace.journal.filter((entry) => entry.eventCode === 13013);
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({
      terminalId: shop.terminals.pos.terminalId,
      locationId: shop.sentrum.id,
      description: `Retur ved kansellering av ordre nr. ${sale.orderId}`,
    });
    const payload = JSON.parse(returned[0]!.payload) as Record<string, unknown>;
    const signedReturn = trace.signed.find((row) => row.kind === 'RETURN')!;
    expect(payload).toMatchObject({
      refundId: refund.id,
      kind: 'CANCELLATION',
      amount: 52_600,
      tipsAmount: 2_000,
      paymentType: 'CARD',
      provider: 'NOT_ANY',
      signature: { nr: signedReturn.nr, keyVersion: signedReturn.keyVersion },
    });
    const reversed = payload.payments as { type: string }[];
    expect([...reversed].sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'CARD', amount: 40_000, provider: 'NOT_ANY', cardType: 'VISA', transactionId: 'bax-1' },
      { type: 'CASH', amount: 12_600, provider: 'NOT_ANY', cardType: null, transactionId: null },
    ]);
    expect(await checkJournal(db(), shop.merchantId)).toMatchObject({ ok: true, firstBrokenEntry: null });

    const [audit] = await db()
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityId, sale.id), eq(auditRecords.action, 'CANCELLATION')));
    expect(audit).toMatchObject({ merchantId: shop.merchantId, userId: null, entityType: 'order' });

    // The kiosk's X keeps the sale; the till's X counts the return.
    const kioskAfter = await xCounters('kiosk');
    expect(kioskAfter.saleReceiptsCount).toBe(kioskBefore.saleReceiptsCount);
    expect(kioskAfter.grandTotalSales).toBeGreaterThanOrEqual(kioskBefore.grandTotalSales);
    expect(kioskAfter.refundReceiptsCount).toBe(kioskBefore.refundReceiptsCount);
    const posAfter = await xCounters('pos');
    expect(posAfter.refundReceiptsCount).toBe(posBefore.refundReceiptsCount + 1);
    expect(posAfter.refundReceiptsTotalAmount).toBeGreaterThan(posBefore.refundReceiptsTotalAmount);
    expect(posAfter.grandTotalSales).toBe(posBefore.grandTotalSales);
  });

  it('cancels a sale settled in an earlier Z: the return counts in the next period, the Z stays as it was', async () => {
    const sale = await sell({});
    const settle = await t.app.inject({ method: 'POST', url: `/api/report/createZReport?${query('kiosk')}`, headers: auth(token) });
    expect(settle.statusCode, settle.body).toBe(200);
    const z = settle.json() as { id: string; nr: number; counters: ReportCounters };
    expect(z.counters.saleReceiptsCount).toBeGreaterThan(0);

    const answer = await cancel(sale.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await xCounters('kiosk');
    expect(after.saleReceiptsCount).toBe(0);
    expect(after.refundReceiptsCount).toBe(1);
    expect(after.refundReceiptsTotalAmount).toBe(14_950);
    expect(after.grandTotalSales).toBeGreaterThanOrEqual(z.counters.grandTotalSales);
    const [refund] = (await traceOf(sale.id)).refunds;
    expect(refund).toMatchObject({ kind: 'CANCELLATION', zReportId: null, terminalId: shop.terminals.kiosk.terminalId });
    const [order] = await db().select().from(orders).where(eq(orders.id, sale.id));
    expect(order!.zReportId).not.toBeNull();
  });

  it('records one return however often and from however many terminals it is asked at once', async () => {
    const sale = await sell({});
    const answers = await Promise.all([cancel(sale.id), cancel(sale.id, 'pos'), cancel(sale.id, 'webshop'), cancel(sale.id)]);
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual([200, 200, 200, 200]);
    const trace = await traceOf(sale.id);
    expect(trace.refunds).toHaveLength(1);
    expect(trace.signed.filter((row) => row.kind === 'RETURN')).toHaveLength(1);
    expect(trace.journal.filter((entry) => entry.eventCode === 13013)).toHaveLength(1);
    expect(trace.order.refundedTotalAmount).toBe(14_950);
  });
});

describe('a cancellation and a Z-report of the same terminal at once', () => {
  it('run one after the other: the return is counted by that Z-report or stays for the next, never lost or doubled', async () => {
    const settle = () => t.app.inject({ method: 'POST', url: `/api/report/createZReport?${query('kiosk')}`, headers: auth(token) });
    expect((await settle()).statusCode).toBe(200);
    for (let round = 0; round < 6; round += 1) {
      const sale = await sell({});
      const [cancelled, settled] = await Promise.all([cancel(sale.id), settle()]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(settled.statusCode, settled.body).toBe(200);
      const z = settled.json() as { id: string; counters: ReportCounters };
      const [refund] = (await traceOf(sale.id)).refunds;
      expect([null, z.id]).toContain(refund!.zReportId);
      expect(z.counters.refundReceiptsCount).toBe(refund!.zReportId === z.id ? 1 : 0);
      const open = await xCounters('kiosk');
      expect(open.refundReceiptsCount).toBe(refund!.zReportId === null ? 1 : 0);
      if (refund!.zReportId === null) {
        const next = await settle();
        expect(next.statusCode, next.body).toBe(200);
      }
    }
  });
});

describe('a cancellation whose return cannot be made is refused with 409, and nothing changes', () => {
  async function refusedWith(orderId: string, code: keyof typeof CANCELLATION_REFUSALS) {
    const before = await traceOf(orderId);
    const answer = await cancel(orderId);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toEqual({ error: { code, message: CANCELLATION_REFUSALS[code] } });
    expect(await traceOf(orderId)).toEqual(before);
    expect(before.signed.filter((row) => row.kind === 'RETURN')).toEqual([]);
  }

  it('refuses while a refund of the order is in progress, and after a refund', async () => {
    for (const [status, code] of [
      ['PENDING', 'CANCELLATION_REFUND_IN_PROGRESS'],
      ['SUCCEEDED', 'CANCELLATION_ALREADY_REFUNDED'],
    ] as const) {
      const sale = await sell({});
      await db()
        .insert(refunds)
        .values({
          merchantId: shop.merchantId,
          orderId: sale.id,
          terminalId: shop.terminals.kiosk.terminalId,
          idempotencyKey: `refusjon-${sale.id}`,
          amount: 14_950,
          paymentType: 'CARD',
          onlinePaymentProvider: 'NOT_ANY',
          status,
        });
      await refusedWith(sale.id, code);
    }
  });

  it('refuses an order paid with bonus points, whose points cannot be given back', async () => {
    const sale = await sell({ usedPoints: 50, payments: [{ type: 'CARD', amount: 9_950 }] });
    await refusedWith(sale.id, 'CANCELLATION_POINTS_USED');
  });

  it('refuses an order paid online, which only the provider can reverse (a refund from the back office)', async () => {
    const sale = await sell({ payments: [{ type: 'CARD', amount: 14_950, provider: 'DINTERO', transactionId: 'T-1' }] }, 'webshop');
    await refusedWith(sale.id, 'CANCELLATION_ONLINE_PAYMENT');
  });

  it('still refuses to cancel a completed sale (a return is then a refund)', async () => {
    const sale = await sell({}, 'pos');
    expect(sale.orderStatus).toBe('COMPLETED');
    const answer = await cancel(sale.id, 'pos');
    expect(answer.statusCode).toBe(409);
    expect((answer.json() as { error: { code: string } }).error.code).toBe('STATUS_NOT_ALLOWED');
  });
});

describe('cancelling an order never paid and signed', () => {
  it('cancels it and journals the cancellation (13999) on the cancelling terminal, with no return', async () => {
    const { order } = await buildFullOrder(db(), {
      merchantId: shop.merchantId,
      locationId: shop.sentrum.id,
      terminalId: shop.terminals.webshop.terminalId,
      orderedAt: clock.now().toISOString(),
      orderNumber: 90_001,
      orderStatus: 'ORDERED',
      payments: [],
    });
    const answer = await cancel(order.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const trace = await traceOf(order.id);
    expect(trace.order.orderStatus).toBe('CANCELLED');
    expect(trace.refunds).toEqual([]);
    expect(trace.signed).toEqual([]);
    expect(trace.journal.map((entry) => [entry.eventCode, entry.terminalId, entry.description])).toEqual([
      [13999, shop.terminals.kiosk.terminalId, `Ordre nr. ${order.orderNumber} kansellert (ikke betalt)`],
    ]);
    expect(JSON.parse(trace.journal[0]!.payload)).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      totalAmount: order.totalAmount,
      paidAmount: 0,
    });
    expect(await checkJournal(db(), shop.merchantId)).toMatchObject({ ok: true });
  });
});
