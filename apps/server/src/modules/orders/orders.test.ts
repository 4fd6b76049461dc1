import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundButtonState, refundUnits } from '@bakrom/shared/refunds';
import { asRefundableOrder, listOrdersResponse, orderDetailGuiSchema, orderSchema, type Order } from '@bakrom/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { journalEntries, locations, orders, refunds, vatRates } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';
import { buildFullOrder, buildRefund, buildTerminal, type OrderSpec } from '../../../test/order-factories';
import { strictly } from '../../../test/strict-schema';

const NOW = new Date('2026-03-20T12:00:00Z');

let t: TestContext;
let token: string;
let managerToken: string;
let superToken: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let terminals: { bryggen: string; aker: string; foreign: string };
/** Every order of the merchant, newest first, as the list must answer them. */
let allIds: string[];
let detailed: Awaited<ReturnType<typeof buildFullOrder>>;
let foreignOrderId: string;

const get = (url: string, headers: Record<string, string> = auth(token)) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: string, headers: Record<string, string> = auth(token)) => {
  const response = await get(`/api/order/listOrders?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(listOrdersResponse).parse(response.json()) as Order[];
};
const updateStatus = (payload: object, headers = auth(superToken)) =>
  t.app.inject({ method: 'POST', url: '/api/order/updateOrderStatusFromBackOffice', payload, headers });

/** 120 plain orders at Bryggen, one every three hours back from 2026-03-15 12:00 UTC. */
const BULK = 120;
const bulkTime = (index: number) => new Date(Date.parse('2026-03-15T12:00:00Z') - index * 3 * 3_600_000);

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => NOW } });
  const db = t.database.db;
  fixture = await buildTwoMerchants(db, { useFunctionality: 'TAKEAWAY' });
  const { merchant, bryggen, aker, other, foreignLocation } = fixture;
  terminals = {
    bryggen: (await buildTerminal(db, merchant.id, bryggen.id)).id,
    aker: (await buildTerminal(db, merchant.id, aker.id, 'POS-1')).id,
    foreign: (await buildTerminal(db, other.id, foreignLocation.id)).id,
  };
  await db.insert(vatRates).values({ merchantId: merchant.id, dineIn: 25, takeOut: 15, delivery: 12 });
  await db.insert(orders).values(
    Array.from({ length: BULK }, (_, index) => ({
      merchantId: merchant.id,
      locationId: bryggen.id,
      terminalId: terminals.bryggen,
      orderNumber: 1000 + index,
      orderType: 'PICKUP',
      orderStatus: 'COMPLETED',
      channel: 'WEBSHOP',
      totalAmount: 10_000 + index,
      totalVat: 1304,
      toPayAmount: 10_000 + index,
      mobileNumber: `+47 4000${String(index).padStart(4, '0')}`,
      orderedAt: bulkTime(index),
      modifiedAt: bulkTime(index),
    })),
  );

  const admin = fixture.admin;
  detailed = await buildFullOrder(db, {
    merchantId: merchant.id,
    locationId: aker.id,
    terminalId: terminals.aker,
    orderNumber: 7001,
    orderedAt: '2026-03-18T18:30:00Z',
    orderType: 'DINE_IN',
    orderStatus: 'CONFIRMED',
    channel: 'POS',
    tableName: 'Bord 4',
    servedBy: 'Ola',
    name: 'Kari Nordmann',
    mobileNumber: '+4791234567',
    tipsAmount: 2000,
    manualDiscount: 1000,
    settled: true,
    lines: [
      {
        itemName: 'Pizza Diavola',
        count: 2,
        unitPrice: 16_000,
        vatRate: 25,
        discountPercent: 10,
        variantName: 'Stor',
        spicyLevel: 'MEDIUM',
        comment: 'Uten løk',
        refundedCount: 1,
        addOns: [
          { name: 'Ekstra ost', count: 2, unitPrice: 1600, refundedCount: 2 },
          { name: 'Hvitløksdressing', unitPrice: 0 },
        ],
      },
      { itemName: 'Cola', unitPrice: 3000, vatRate: 15 },
    ],
    payments: [
      { paymentType: 'CARD', cardType: 'VISA', amount: 20_000, transactionId: 'tx-1' },
      { paymentType: 'VIPPS', onlinePaymentProvider: 'NOT_ANY' },
    ],
  });
  await buildRefund(db, {
    merchantId: merchant.id,
    orderId: detailed.order.id,
    terminalId: terminals.aker,
    amount: 21_760,
    createdByUserId: admin.id,
    createdAt: '2026-03-18T19:00:00Z',
    lines: [
      { id: 'a-1', name: 'Pizza Diavola', variantName: 'Stor', type: 'DISH', count: 1, amount: 18_000 },
      { id: 'b-1', name: 'Ekstra ost', type: 'ADD_ON_OF_ADD_ON_GROUP', count: 1, amount: 2000 },
      { id: 'b-2', name: 'Ekstra ost', type: 'ADD_ON_OF_ADD_ON_GROUP', count: 1, amount: 2000 },
    ],
  });
  const failed = await buildRefund(db, {
    merchantId: merchant.id,
    orderId: detailed.order.id,
    terminalId: terminals.aker,
    amount: 500,
    status: 'FAILED',
    createdByUserId: admin.id,
    createdAt: '2026-03-18T18:55:00Z',
  });
  await db.update(refunds).set({ failureReason: 'Kortet er utløpt' }).where(eq(refunds.id, failed.id));

  // Oslo days: 23:30 UTC on 9 March is 00:30 on 10 March in Oslo (UTC+1).
  const extras: Omit<OrderSpec, 'merchantId' | 'locationId' | 'terminalId'>[] = [
    { orderNumber: 7002, orderedAt: '2026-03-16T09:00:00Z', orderStatus: 'ORDERED', channel: 'APP_IOS', orderType: 'DELIVERY' },
    { orderNumber: 7003, orderedAt: '2026-03-16T10:00:00Z', orderStatus: 'CANCELLED', channel: 'KIOSK' },
    {
      orderNumber: 7004,
      orderedAt: '2026-03-17T10:00:00Z',
      payments: [{ paymentType: 'APPLE_PAY', onlinePaymentProvider: 'DINTERO', transactionId: 'din-1' }],
    },
    { orderNumber: 7005, orderedAt: '2026-03-19T23:30:00Z', mobileNumber: '+4798765432', orderStatus: 'ORDERED' },
  ];
  for (const extra of extras) {
    await buildFullOrder(db, { merchantId: merchant.id, locationId: bryggen.id, terminalId: terminals.bryggen, ...extra });
  }
  foreignOrderId = (
    await buildFullOrder(db, {
      merchantId: other.id,
      locationId: foreignLocation.id,
      terminalId: terminals.foreign,
      orderNumber: 7001,
      orderedAt: '2026-03-19T10:00:00Z',
      orderStatus: 'ORDERED',
    })
  ).order.id;

  const rows = await db.select({ id: orders.id, orderedAt: orders.orderedAt, merchantId: orders.merchantId }).from(orders);
  allIds = rows
    .filter((row) => row.merchantId === merchant.id)
    .sort((a, b) => b.orderedAt.getTime() - a.orderedAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);

  token = await loginAs(t.app, admin.username);
  const manager = await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' });
  managerToken = await loginAs(t.app, manager.username);
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'ordre.plattform' });
  superToken = await loginAs(t.app, 'ordre.plattform', merchant.id);
});
afterAll(() => t.close());

describe('GET /api/order/listOrders: paging and order', () => {
  it('answers exactly 50 orders a page, newest first, page 1 first; the last page has fewer, then none', async () => {
    expect(allIds).toHaveLength(BULK + 5);
    const pages: Order[][] = [];
    for (let page = 1; page <= 4; page++) pages.push(await list(`merchant=${fixture.merchant.id}&limit=50&page=${page}`));
    expect(pages.map((page) => page.length)).toEqual([50, 50, 25, 0]);
    expect(pages.flat().map((order) => order.id)).toEqual(allIds);
    const times = pages.flat().map((order) => order.orderedTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('takes 50 and page 1 when left out, and any limit from 1 to 100', async () => {
    expect((await list('')).map((order) => order.id)).toEqual(allIds.slice(0, 50));
    expect((await list('limit=100&page=2')).map((order) => order.id)).toEqual(allIds.slice(100));
    expect((await list('limit=1&page=3')).map((order) => order.id)).toEqual([allIds[2]]);
  });

  it("never lists another merchant's orders", async () => {
    const ids = (await list('limit=100')).map((order) => order.id);
    expect(ids).not.toContain(foreignOrderId);
  });
});

describe('GET /api/order/listOrders: filters and search', () => {
  it('filters by location', async () => {
    const atAker = await list(`locationId=${fixture.aker.id}`);
    expect(atAker.map((order) => order.orderId)).toEqual([7001]);
    expect((await list(`locationId=${fixture.bryggen.id}&limit=100`)).every((order) => order.locationId === fixture.bryggen.id)).toBe(true);
  });

  it('filters by Oslo business days, both ends included', async () => {
    const tenth = await list('fromDate=2026-03-10&toDate=2026-03-10');
    expect(tenth.map((order) => order.orderedTime)).toEqual([
      '2026-03-10T21:00:00.000Z',
      '2026-03-10T18:00:00.000Z',
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T12:00:00.000Z',
      '2026-03-10T09:00:00.000Z',
      '2026-03-10T06:00:00.000Z',
      '2026-03-10T03:00:00.000Z',
      '2026-03-10T00:00:00.000Z',
    ]);
    // 23:30 UTC on 19 March is already 20 March in Oslo.
    expect((await list('fromDate=2026-03-20')).map((order) => order.orderId)).toEqual([7005]);
    expect((await list('fromDate=2026-03-16&toDate=2026-03-19')).map((order) => order.orderId)).toEqual([7001, 7004, 7003, 7002]);
    expect((await list('toDate=2026-01-01')).length).toBe(0);
  });

  it('filters by status, channel and payment type', async () => {
    expect((await list('status=ORDERED')).map((order) => order.orderId)).toEqual([7005, 7002]);
    expect((await list('status=CANCELLED')).map((order) => order.orderId)).toEqual([7003]);
    expect((await list('status=CONFIRMED')).map((order) => order.orderId)).toEqual([7001]);
    expect((await list('channel=KIOSK')).map((order) => order.orderId)).toEqual([7003]);
    expect((await list('channel=POS')).map((order) => order.orderId)).toEqual([7001]);
    expect((await list('paymentType=APPLE_PAY')).map((order) => order.orderId)).toEqual([7004]);
    expect((await list('paymentType=VIPPS')).map((order) => order.orderId)).toEqual([7001]);
    expect((await list('status=COMPLETED&channel=WEBSHOP&limit=100&page=2')).length).toBe(BULK + 1 - 100);
  });

  it('searches an order number exactly, or a mobile number containing the text', async () => {
    expect((await list('q=7004')).map((order) => order.orderId)).toEqual([7004]);
    expect((await list('q=1005')).map((order) => order.orderId)).toEqual([1005]);
    expect((await list('q=%2047%2098765')).map((order) => order.orderId)).toEqual([7005]);
    expect((await list('q=40000119')).map((order) => order.orderId)).toEqual([1119]);
    expect((await list('q=9876543')).map((order) => order.orderId)).toEqual([7005]);
    expect(await list('q=555555555555555')).toEqual([]);
    expect(await list('q=%2B47')).toHaveLength(50);
    expect((await list('q=7004&status=ORDERED')).length).toBe(0);
  });
});

describe('GET /api/order/listOrders: refusals', () => {
  it.each([
    ['fromDate=2026-02-30', 'fromDate'],
    ['toDate=20.03.2026', 'toDate'],
    ['fromDate=2026-03-10&toDate=2026-03-09', 'toDate'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ti', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['status=DELIVERED', 'status'],
    ['channel=FAX', 'channel'],
    ['paymentType=GOLD', 'paymentType'],
    ['locationId=7', 'locationId'],
    ['q=%3Cscript%3E', 'q'],
    ['q=%25', 'q'],
    ['q=kari_', 'q'],
    [`q=${'a'.repeat(51)}`, 'q'],
  ])('answers 400 for %s naming %s', async (query, field) => {
    const response = await get(`/api/order/listOrders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBeDefined();
  });

  it("answers 404 for another merchant's location and 403 for another merchant", async () => {
    expect((await get(`/api/order/listOrders?locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
    expect((await get(`/api/order/listOrders?merchant=${fixture.other.id}`)).statusCode).toBe(403);
    expect((await get('/api/order/listOrders', {})).statusCode).toBe(401);
  });
});

describe('GET /api/order/getOrder and getDataForOrderDetailGui', () => {
  it('answers every field of the order, amounts in øre', async () => {
    const response = await get(`/api/order/getOrder?orderDocumentId=${detailed.order.id}`);
    expect(response.statusCode).toBe(200);
    const order = strictly(orderSchema).parse(response.json()) as Order;
    expect(order).toMatchObject({
      id: detailed.order.id,
      orderId: 7001,
      merchant: fixture.merchant.id,
      locationId: fixture.aker.id,
      locationName: 'Aker brygge',
      orderType: 'DINE_IN',
      orderStatus: 'CONFIRMED',
      channel: 'POS',
      registeredAtTerminalId: 'POS-1',
      tipsAmount: 2000,
      manualDiscount: 1000,
      usedPoints: 0,
      name: 'Kari Nordmann',
      mobileNumber: '+4791234567',
      tableName: 'Bord 4',
      servedBy: 'Ola',
      settled: true,
      orderedTime: '2026-03-18T18:30:00.000Z',
      refundedTotalAmount: 18_000,
    });
    // 2 × 160 kr net at 25 % less 10 % = 360 kr; 2 × 16 kr ost at 25 % = 40 kr; cola 30 kr at 15 % = 34,50 kr; less 10 kr.
    expect(order.totalAmount).toBe(36_000 + 4000 + 3450 - 1000);
    expect(order.toPayAmount).toBe(order.totalAmount + 2000);
    expect(order.vats).toEqual([
      { vatRate: 25, grossAmount: 40_000 - 1000, vatAmount: 8000 - 130 },
      { vatRate: 15, grossAmount: 3450, vatAmount: 450 },
    ]);
    expect(order.vats.reduce((sum, vat) => sum + vat.vatAmount, 0)).toBe(order.totalVat);
    const [pizza, cola] = order.cartItems;
    expect(pizza).toMatchObject({
      itemName: 'Pizza Diavola',
      itemType: 'DISH',
      price: 16_000,
      discountPercent: 10,
      vatRate: 25,
      count: 2,
      grossAmount: 36_000,
      itemSubselection: { name: 'Stor' },
      spicyLevel: 'MEDIUM',
      comment: 'Uten løk',
      refundedCount: 1,
    });
    expect(pizza!.addOnCartItems.map(({ name, count, price, refundedCount }) => ({ name, count, price, refundedCount }))).toEqual([
      { name: 'Ekstra ost', count: 2, price: 1600, refundedCount: 2 },
      { name: 'Hvitløksdressing', count: 1, price: 0, refundedCount: 0 },
    ]);
    expect(cola).toMatchObject({ itemName: 'Cola', itemSubselection: null, spicyLevel: null, addOnCartItems: [], refundedCount: 0 });
    expect(
      order.payments.map(({ paymentType, cardType, amount, transactionId }) => ({ paymentType, cardType, amount, transactionId })),
    ).toEqual([
      { paymentType: 'CARD', cardType: 'VISA', amount: 20_000, transactionId: 'tx-1' },
      { paymentType: 'VIPPS', cardType: null, amount: order.toPayAmount - 20_000, transactionId: null },
    ]);
    expect(order.refundedCartItems).toEqual([
      { cartItemId: pizza!.id, addOnId: null, name: 'Pizza Diavola', count: 1 },
      { cartItemId: pizza!.id, addOnId: null, name: 'Ekstra ost', count: 2 },
    ]);
    // The answer is what the refund rules read: the units left are the second pizza and the cola.
    expect(refundUnits(asRefundableOrder(order)).map((unit) => unit.name)).toEqual(['Pizza Diavola', 'Cola']);
    expect(refundButtonState(order, 'TAKEAWAY')).toEqual({ showButton: false, info: null, flow: null });
    expect(order.refunds).toEqual([
      {
        id: expect.any(String),
        createdTime: '2026-03-18T19:00:00.000Z',
        amount: 21_760,
        tipsAmount: 0,
        paymentType: 'CASH',
        onlinePaymentProvider: 'NOT_ANY',
        refundedBy: 'Kari Nordmann',
        lines: [
          { name: 'Pizza Diavola (Stor)', count: 1, amount: 18_000 },
          { name: 'Ekstra ost', count: 2, amount: 4000 },
        ],
      },
    ]);
    // The failed attempt is not a refund, but the order shows it with the provider's reason.
    expect(order.failedRefunds).toEqual([
      {
        id: expect.any(String),
        startedTime: '2026-03-18T18:55:00.000Z',
        amount: 500,
        paymentType: 'CASH',
        onlinePaymentProvider: 'NOT_ANY',
        refundedBy: 'Kari Nordmann',
        failureReason: 'Kortet er utløpt',
      },
    ]);
    expect(order.pendingRefund).toBeNull();
  });

  it('answers the same order in the list', async () => {
    const single = orderSchema.parse((await get(`/api/order/getOrder?orderDocumentId=${detailed.order.id}`)).json());
    const [listed] = await list(`locationId=${fixture.aker.id}`);
    expect(listed).toEqual(single);
  });

  it("answers the order with the merchant's VAT rates for the detail page", async () => {
    const response = await get(`/api/order/getDataForOrderDetailGui?merchant=${fixture.merchant.id}&orderDocumentId=${detailed.order.id}`);
    expect(response.statusCode).toBe(200);
    const gui = strictly(orderDetailGuiSchema).parse(response.json()) as { order: Order; vat: unknown };
    expect(gui.order.id).toBe(detailed.order.id);
    expect(gui.vat).toEqual({ takeOut: 15, dineIn: 25, delivery: 12 });
  });

  it('answers an unsettled, unpaid order with NOT_SET name and mobile as stored', async () => {
    const [cancelled] = await list('status=CANCELLED');
    expect(cancelled).toMatchObject({
      settled: false,
      payments: [],
      name: 'NOT_SET',
      mobileNumber: 'NOT_SET',
      refunds: [],
      failedRefunds: [],
    });
  });

  it("answers 404 for another merchant's or an unknown order, 400 for a malformed id, 403 for another merchant", async () => {
    for (const url of ['/api/order/getOrder', '/api/order/getDataForOrderDetailGui']) {
      const foreign = await get(`${url}?orderDocumentId=${foreignOrderId}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe('Fant ikke ordren.');
      expect((await get(`${url}?orderDocumentId=${UNKNOWN_ID}`)).statusCode).toBe(404);
      const malformed = await get(`${url}?orderDocumentId=7001`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.fields.orderDocumentId).toBeDefined();
      expect((await get(`${url}?merchant=${fixture.other.id}&orderDocumentId=${detailed.order.id}`)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/order/updateOrderStatusFromBackOffice', () => {
  it('refuses a MANAGER and an ADMIN with 403', async () => {
    for (const staff of [managerToken, token]) {
      const response = await updateStatus({ orderDocumentId: detailed.order.id, orderStatus: 'COMPLETED' }, auth(staff));
      expect(response.statusCode).toBe(403);
    }
    expect(orderSchema.parse((await get(`/api/order/getOrder?orderDocumentId=${detailed.order.id}`)).json()).orderStatus).toBe('CONFIRMED');
  });

  it('lets a super admin complete a CONFIRMED or ORDERED order, then answers 409 in Norwegian', async () => {
    const response = await updateStatus({ merchant: fixture.merchant.id, orderDocumentId: detailed.order.id, orderStatus: 'COMPLETED' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'SUCCEEDED' });
    const order = orderSchema.parse((await get(`/api/order/getOrder?orderDocumentId=${detailed.order.id}`)).json());
    expect(order).toMatchObject({ orderStatus: 'COMPLETED', modifiedTime: NOW.toISOString() });
    const journal = (await t.database.db.select().from(journalEntries)).filter((entry) => entry.payload.includes(detailed.order.id));
    expect(journal.map((entry) => [entry.eventCode, entry.description, entry.terminalId])).toEqual([
      [13999, 'Ordre merket som fullført fra backoffice', detailed.order.terminalId],
    ]);

    const again = await updateStatus({ orderDocumentId: detailed.order.id, orderStatus: 'COMPLETED' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ordren er allerede fullført.');

    const [ordered] = await list('status=ORDERED&limit=1');
    expect((await updateStatus({ orderDocumentId: ordered!.id, orderStatus: 'COMPLETED' })).json()).toEqual({ result: 'SUCCEEDED' });
  });

  it('answers 409 for a cancelled order', async () => {
    const [cancelled] = await list('status=CANCELLED');
    const response = await updateStatus({ orderDocumentId: cancelled!.id, orderStatus: 'COMPLETED' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Ordren er kansellert og kan ikke merkes som fullført.');
  });

  it('accepts only COMPLETED as the new status, and answers 404 for a foreign or unknown order', async () => {
    const [open] = await list('status=ORDERED');
    for (const orderStatus of ['CANCELLED', 'ORDERED', 'CONFIRMED', 'completed', undefined]) {
      const response = await updateStatus({ orderDocumentId: open!.id, orderStatus });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.orderStatus).toBeDefined();
    }
    expect((await updateStatus({ orderDocumentId: foreignOrderId, orderStatus: 'COMPLETED' })).statusCode).toBe(404);
    expect((await updateStatus({ orderDocumentId: UNKNOWN_ID, orderStatus: 'COMPLETED' })).statusCode).toBe(404);
    expect((await updateStatus({ orderStatus: 'COMPLETED' })).statusCode).toBe(400);
    expect((await updateStatus({ merchant: fixture.other.id, orderDocumentId: open!.id, orderStatus: 'COMPLETED' })).statusCode).toBe(403);
  });
});

describe('GET /api/order/listOrders: the shared page', () => {
  it('lets a browser revalidate a page by its ETag, and answers gzip to a browser that takes it', async () => {
    const first = await get('/api/order/listOrders?limit=5');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"orders-/);
    const again = await get('/api/order/listOrders?limit=5', { ...auth(token), 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const zipped = await get('/api/order/listOrders?limit=5', { ...auth(token), 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect((await get('/api/order/listOrders?limit=6')).headers.etag).not.toBe(etag);
  });

  it('shows every change at once: a new order, a new status, a refund, a renamed location', async () => {
    const db = t.database.db;
    const before = await list('limit=3');
    const etag = (await get('/api/order/listOrders?limit=3')).headers.etag as string;

    const newest = await buildFullOrder(db, {
      merchantId: fixture.merchant.id,
      locationId: fixture.bryggen.id,
      terminalId: terminals.bryggen,
      orderNumber: 99_001,
      orderedAt: new Date(NOW.getTime() - 1000).toISOString(),
    });
    const afterOrder = await list('limit=3');
    expect(afterOrder[0]!.id).toBe(newest.order.id);
    expect(afterOrder[1]!.id).toBe(before[0]!.id);
    expect((await get('/api/order/listOrders?limit=3', { ...auth(token), 'if-none-match': etag })).statusCode).toBe(200);

    // The order's detail is cached the same way and follows the same changes.
    const detail = async () => {
      const response = await get(`/api/order/getOrder?orderDocumentId=${newest.order.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return strictly(orderSchema).parse(response.json()) as Order;
    };
    expect((await detail()).orderStatus).not.toBe('CANCELLED');
    const detailTag = (await get(`/api/order/getOrder?orderDocumentId=${newest.order.id}`)).headers.etag as string;
    expect(detailTag).toMatch(/^"order-/);
    const unchanged = await get(`/api/order/getOrder?orderDocumentId=${newest.order.id}`, { ...auth(token), 'if-none-match': detailTag });
    expect(unchanged.statusCode).toBe(304);

    await db.update(orders).set({ orderStatus: 'CANCELLED' }).where(eq(orders.id, newest.order.id));
    expect((await list('limit=3'))[0]!.orderStatus).toBe('CANCELLED');
    expect((await detail()).orderStatus).toBe('CANCELLED');

    await buildRefund(db, { merchantId: fixture.merchant.id, orderId: newest.order.id, terminalId: terminals.bryggen, amount: 100 });
    expect((await list('limit=3'))[0]!.refunds).toHaveLength(1);
    expect((await detail()).refunds).toHaveLength(1);

    await db.update(locations).set({ name: 'Bryggen Nord' }).where(eq(locations.id, fixture.bryggen.id));
    expect((await list('limit=3'))[0]!.locationName).toBe('Bryggen Nord');
    expect((await detail()).locationName).toBe('Bryggen Nord');
  });
});
