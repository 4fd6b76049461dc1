import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateManualDiscount } from '@bakrom/shared/allocation';
import { vatGroups } from '@bakrom/shared/report-rules';
import { xReportSchema, type OrderTypeSale, type ReportCategory, type ReportCounters, type XReport } from '@bakrom/shared/schemas/reports';
import { buildTestApp, type TestContext } from '../../../test/harness';
import {
  buildRefund,
  buildReportCategory,
  buildReportOrder,
  buildReportTerminal,
  buildSettlementMerchant,
  buildTerminalEvent,
  type SettlementMerchant,
} from '../../../test/report-factories';
import { strictly } from '../../../test/strict-schema';
import { queryRows } from '../../db/client';
import { refunds, signedTransactions } from '../../db/schema/index';
import { countersStatement, mapCountersRow } from './counters-repository';

/**
 * The counters against orders computed by hand: split payments with tips, a line discount, a manual
 * discount over two VAT rates, an add-on, a delivery-service line, a cancelled order, refunds (one failed),
 * drawer openings, a copy receipt and an uncompleted sale, operators, on a terminal with opening grand totals;
 * then, each on a terminal of its own, bonus points, refunded tips, a lone unpaid cancelled order, a cancelled
 * signed sale and the terminal events of § 2-8-2.
 */

const NOW = new Date('2026-03-20T12:00:00Z');
let t: TestContext;
let m: SettlementMerchant;

const key = (c: ReportCategory) => `${c.name}|${c.vatRate}`;
const byKey = (list: ReportCategory[]) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => NOW } });
  m = await buildSettlementMerchant(t);
  const db = t.database.db;
  const pizza = await buildReportCategory(db, m.merchantId, 'Pizza', 'DISH');
  const beer = await buildReportCategory(db, m.merchantId, 'Øl', 'DRINK_ALCOHOL');
  const delivery = await buildReportCategory(db, m.merchantId, 'Levering', 'DELIVERY_SERVICE');
  const base = { merchantId: m.merchantId, locationId: m.locationId, terminalId: m.pos.id, channel: 'POS' as const };

  // A: pickup, 2 × pizza (net 100 kr, 15 %) with 2 × cheese (net 10 kr), tips 10 kr, split cash 100 kr + VISA 163 kr.
  const a = await buildReportOrder(db, {
    ...base,
    orderedAt: '2026-03-20T08:00:00Z',
    orderType: 'PICKUP',
    tipsAmount: 1000,
    servedBy: 'Kari',
    lines: [
      {
        itemName: 'Margherita',
        count: 2,
        unitPrice: 10_000,
        vatRate: 15,
        category: { id: pizza.id, name: 'Pizza' },
        addOns: [{ name: 'Ekstra ost', count: 2, unitPrice: 1000 }],
      },
    ],
    payments: [
      { paymentType: 'CASH', amount: 10_000 },
      { paymentType: 'CARD', cardType: 'VISA', amount: 16_300 },
    ],
  });
  // B: dine-in, a beer (net 80 kr, 25 %) and a pizza at 25 % with 10 % line discount, paid with Vipps.
  await buildReportOrder(db, {
    ...base,
    orderedAt: '2026-03-20T09:00:00Z',
    orderType: 'DINE_IN',
    servedBy: 'Ola',
    lines: [
      { itemName: 'Pils', unitPrice: 8000, vatRate: 25, category: { id: beer.id, name: 'Øl' }, itemType: 'DRINK_ALCOHOL' },
      { itemName: 'Margherita', unitPrice: 10_000, vatRate: 25, discountPercent: 10, category: { id: pizza.id, name: 'Pizza' } },
    ],
    payments: [{ paymentType: 'VIPPS' }],
  });
  // C: delivery, a pizza and the delivery fee (25 %), manual discount 16,50 kr (VAT 2,15 kr off the order's VAT), paid
  // with BankAxept; the till named no operator.
  await buildReportOrder(db, {
    ...base,
    orderedAt: '2026-03-20T10:00:00Z',
    orderType: 'DELIVERY',
    manualDiscount: 1650,
    lines: [
      { itemName: 'Margherita', unitPrice: 10_000, vatRate: 15, category: { id: pizza.id, name: 'Pizza' } },
      {
        itemName: 'Levering',
        unitPrice: 4000,
        vatRate: 25,
        category: { id: delivery.id, name: 'Levering' },
        itemType: 'DELIVERY_SERVICE',
      },
    ],
    payments: [{ paymentType: 'BANK_AXEPT' }],
  });
  // D: cancelled, never paid nor signed: counts nowhere.
  await buildReportOrder(db, {
    ...base,
    orderedAt: '2026-03-20T10:30:00Z',
    orderStatus: 'CANCELLED',
    lines: [{ itemName: 'Margherita', unitPrice: 10_000, vatRate: 15, category: { id: pizza.id, name: 'Pizza' } }],
  });
  await buildRefund(db, {
    merchantId: m.merchantId,
    orderId: a.order.id,
    terminalId: m.pos.id,
    amount: 5000,
    createdAt: '2026-03-20T11:00:00Z',
  });
  await buildRefund(db, {
    merchantId: m.merchantId,
    orderId: a.order.id,
    terminalId: m.pos.id,
    amount: 3000,
    status: 'FAILED',
    createdAt: '2026-03-20T11:05:00Z',
  });
  const event = { merchantId: m.merchantId, terminalId: m.pos.id };
  await buildTerminalEvent(db, { ...event, eventType: 'CASH_DRAWER_OPENING', occurredAt: '2026-03-20T08:05:00Z' });
  await buildTerminalEvent(db, { ...event, eventType: 'CASH_DRAWER_OPENING', occurredAt: '2026-03-20T11:00:00Z' });
  await buildTerminalEvent(db, { ...event, eventType: 'COPY_RECEIPT', amount: 26_300, occurredAt: '2026-03-20T08:10:00Z' });
  await buildTerminalEvent(db, { ...event, eventType: 'UNCOMPLETED_SALE', amount: 4500, occurredAt: '2026-03-20T09:30:00Z' });
});
afterAll(() => t.close());

const ZERO_EVENTS = {
  openingChangeFloat: 0,
  proFormaReceiptsCount: 0,
  proFormaReceiptsTotalAmount: 0,
  lineCorrectionsCount: 0,
  lineCorrectionsTotalAmount: 0,
  priceLookupsCount: 0,
  otherCorrectionsCount: 0,
  otherCorrectionsTotalAmount: 0,
  deliveryReceiptsCount: 0,
  deliveryReceiptsTotalAmount: 0,
  trainingReceiptsCount: 0,
  trainingReceiptsTotalAmount: 0,
};

const EXPECTED: Omit<ReportCounters, 'categories' | 'orderTypeSales'> = {
  tips: 1000,
  tipsCount: 1,
  // A's tips over its payments by what each paid (largest remainder): cash 1000 × 10000 / 26300 = 380,2 → 380, VISA
  // 619,8 → 620; A's VAT 3300 over the goods shares 9620 and 15680: 1254,8 → 1255 and 2045,2 → 2045.
  cashCount: 1,
  cashVat: 1255,
  cashBrutto: 9620,
  cashPaymentsTotalAmount: 10_000,
  vippsCount: 1,
  vippsVat: 4250,
  vippsBrutto: 21_250,
  vippsPaymentsTotalAmount: 21_250,
  // VISA 163 kr (tips share 620, goods 15680, VAT 2045) and BankAxept 148,50 kr (VAT 2285).
  cardCount: 2,
  cardVat: 2045 + 2285,
  cardBrutto: 15_680 + 14_850,
  cardPaymentsTotalAmount: 16_300 + 14_850,
  PickupCount: 1,
  PickupVat: 3300,
  PickupBrutto: 25_300,
  PickupPaymentsTotalAmount: 26_300,
  DineInCount: 1,
  DineInVat: 4250,
  DineInBrutto: 21_250,
  DineInPaymentsTotalAmount: 21_250,
  DeliveryCount: 1,
  DeliveryVat: 2500 - 215,
  DeliveryBrutto: 16_500 - 1650,
  DeliveryPaymentsTotalAmount: 14_850,
  DeliveryServiceCount: 1,
  DeliveryServiceVat: 1000,
  DeliveryServiceBrutto: 5000,
  DeliveryServicePaymentsTotalAmount: 5000,
  refundReceiptsCount: 1,
  refundReceiptsTotalAmount: 5000,
  refundedTipsAmount: 0,
  cashBoxOpeningsCount: 2,
  saleReceiptsCount: 3,
  copyReceiptsCount: 1,
  copyReceiptsTotalAmount: 26_300,
  // B's line discount (125 − 112,50 kr) and C's manual discount.
  discountsCount: 2,
  discountsTotalAmount: 1250 + 1650,
  uncompletedSalesCount: 1,
  uncompletedSalesTotalAmount: 4500,
  totalSalesAmount: 25_300 + 21_250 + 14_850,
  paymentLines: [
    { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 10_000, amountWithVat: 9620, vatAmount: 1255 },
    { paymentType: 'BANK_AXEPT', saftCode: '12002', count: 1, amount: 14_850, amountWithVat: 14_850, vatAmount: 2285 },
    { paymentType: 'CARD', saftCode: '12003', count: 1, amount: 16_300, amountWithVat: 15_680, vatAmount: 2045 },
    { paymentType: 'VIPPS', saftCode: '12011', count: 1, amount: 21_250, amountWithVat: 21_250, vatAmount: 4250 },
  ],
  operators: [
    { name: 'Kari', count: 1, amount: 25_300 },
    { name: 'Ola', count: 1, amount: 21_250 },
    { name: 'Ukjent', count: 1, amount: 14_850 },
  ],
  ...ZERO_EVENTS,
  grandTotalSales: 1_000_000 + 25_300 + 21_250 + 14_850,
  grandTotalRefund: 20_000 + 5000,
};

// C's manual discount 1650 over its pizza (115 kr, VAT 15 kr) and delivery fee (50 kr, VAT 10 kr): 1150 and 500 off the
// amounts, the 215 taken off the order's VAT as 129 and 86 (largest remainder by the lines' VAT).
const EXPECTED_CATEGORIES: Omit<ReportCategory, 'id'>[] = [
  { name: 'Levering', itemType: 'DELIVERY_SERVICE', vatRate: 25, count: 1, vatAmount: 1000 - 86, amountWithVat: 5000 - 500 },
  // A's two pizzas (230 kr) and two cheese add-ons (23 kr) and C's pizza (115 kr).
  {
    name: 'Pizza',
    itemType: 'DISH',
    vatRate: 15,
    count: 5,
    vatAmount: 3000 + 300 + 1500 - 129,
    amountWithVat: 23_000 + 2300 + 11_500 - 1150,
  },
  { name: 'Pizza', itemType: 'DISH', vatRate: 25, count: 1, vatAmount: 2250, amountWithVat: 11_250 },
  { name: 'Øl', itemType: 'DRINK_ALCOHOL', vatRate: 25, count: 1, vatAmount: 2000, amountWithVat: 10_000 },
];

// The same amounts by the order type of the sale: A pickup, B dine-in, C delivery (its discount as in the categories).
const EXPECTED_BY_ORDER_TYPE: Omit<OrderTypeSale, 'categoryId'>[] = [
  { orderType: 'DELIVERY', itemType: 'DELIVERY_SERVICE', vatRate: 25, vatAmount: 1000 - 86, amountWithVat: 5000 - 500 },
  { orderType: 'DELIVERY', itemType: 'DISH', vatRate: 15, vatAmount: 1500 - 129, amountWithVat: 11_500 - 1150 },
  { orderType: 'DINE_IN', itemType: 'DISH', vatRate: 25, vatAmount: 2250, amountWithVat: 11_250 },
  { orderType: 'DINE_IN', itemType: 'DRINK_ALCOHOL', vatRate: 25, vatAmount: 2000, amountWithVat: 10_000 },
  { orderType: 'PICKUP', itemType: 'DISH', vatRate: 15, vatAmount: 3000 + 300, amountWithVat: 23_000 + 2300 },
];

const xReportOf = async (terminalId: string) => {
  const response = await m.request('GET', `/api/report/getXReport?locationId=${m.locationId}&terminalId=${terminalId}`);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(xReportSchema).parse(response.json()) as XReport;
};

describe('X-report counters', () => {
  let report: XReport;
  beforeAll(async () => {
    report = await xReportOf(m.pos.id);
  });

  it('match the hand-computed figures', () => {
    const { categories, orderTypeSales, ...rest } = report.counters;
    expect(rest).toEqual(EXPECTED);
    expect(byKey(categories).map(({ id: _id, ...c }) => c)).toEqual(EXPECTED_CATEGORIES);
    const byOrderType = orderTypeSales
      .map(({ categoryId: _id, ...sale }) => sale)
      .sort((a, b) => `${a.orderType} ${a.itemType} ${a.vatRate}`.localeCompare(`${b.orderType} ${b.itemType} ${b.vatRate}`));
    expect(byOrderType).toEqual(EXPECTED_BY_ORDER_TYPE);
    expect(report.empty).toBe(false);
    expect(report.previousZReportNr).toBeNull();
    expect(report.periodStart).toBeNull();
  });

  it('reconcile øre for øre: categories and VAT groups = sales and their VAT (manual discount taken off), payment lines = sales + tips', () => {
    const c = report.counters;
    expect(report.vatGroups).toEqual(vatGroups(c.categories));
    expect(report.vatGroups).toEqual([
      { vatRate: 15, netAmount: 35_650 - 4671, vatAmount: 4671, amountWithVat: 35_650 },
      { vatRate: 25, netAmount: 25_750 - 5164, vatAmount: 5164, amountWithVat: 25_750 },
    ]);
    const goods = c.PickupBrutto + c.DineInBrutto + c.DeliveryBrutto;
    const goodsVat = c.PickupVat + c.DineInVat + c.DeliveryVat;
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
    expect(c.totalSalesAmount).toBe(goods);
    expect(sum(report.vatGroups, (g) => g.amountWithVat)).toBe(goods);
    expect(sum(report.vatGroups, (g) => g.vatAmount)).toBe(goodsVat);
    expect(sum(c.paymentLines, (l) => l.amount)).toBe(goods + c.tips);
    expect(sum(c.paymentLines, (l) => l.amountWithVat)).toBe(goods);
    expect(sum(c.paymentLines, (l) => l.vatAmount)).toBe(goodsVat);
    expect(sum(c.operators, (o) => o.amount)).toBe(goods);
    expect(c.cashBrutto + c.vippsBrutto + c.cardBrutto).toBe(goods);
    expect(c.cashVat + c.vippsVat + c.cardVat).toBe(goodsVat);
  });

  it('carries the report header (§ 2-8-2 b, c, d)', () => {
    expect(report.company).toEqual({ name: 'Bakeriet på hjørnet AS', organisationNumber: '' });
    expect(report.location).toEqual({ id: m.locationId, name: 'Bryggen' });
    expect(report.terminal).toMatchObject({ id: m.pos.id, terminalId: 'POS-1', terminalType: 'POS', deviceName: 'Kasse 1' });
    expect(report.generatedAt).toBe(NOW.toISOString());
  });

  it('are empty on a terminal without activity', async () => {
    const empty = await xReportOf(m.kiosk.id);
    expect(empty.empty).toBe(true);
    expect(empty.counters.categories).toEqual([]);
    expect(empty.counters.paymentLines).toEqual([]);
    expect(empty.counters.operators).toEqual([]);
    expect(empty.counters.totalSalesAmount).toBe(0);
    expect(empty.vatGroups).toEqual([]);
    expect(empty.counters.grandTotalSales).toBe(0);
  });
});

describe('§ 2-8-2 lines, each on a terminal of its own', () => {
  const pizza = (count = 1) => ({
    itemName: 'Margherita',
    count,
    unitPrice: 10_000,
    vatRate: 15,
    category: { id: null, name: 'Pizza' },
  });
  const terminal = (name: string) =>
    buildReportTerminal(t.database.db, m.merchantId, m.locationId, { terminalType: 'POS', terminalId: name, deviceName: name });
  const orderOn = (terminalId: string) => ({
    merchantId: m.merchantId,
    locationId: m.locationId,
    terminalId,
    channel: 'POS' as const,
    orderedAt: '2026-03-20T09:00:00Z',
  });

  it('bonus points are a means of payment of their own (12007), the goods share and VAT split øre for øre', async () => {
    const till = await terminal('POS-POINTS');
    // 2 pizzas 230 kr (VAT 30 kr), tips 10 kr, 50 points (50 kr): 190 kr paid, 40 kr cash and 150 kr Apple Pay.
    await buildReportOrder(t.database.db, {
      ...orderOn(till.id),
      tipsAmount: 1000,
      usedPoints: 50,
      lines: [pizza(2)],
      payments: [
        { paymentType: 'CASH', amount: 4000 },
        { paymentType: 'APPLE_PAY', amount: 15_000 },
      ],
    });
    const { counters } = await xReportOf(till.id);
    // Tips 1000 over 4000 and 15000: 210,5 → 211 and 789,5 → 789. VAT 3000 over the goods 3789, 14211 and 5000:
    // 494,2 → 494, 1853,6 → 1854, 652,2 → 652.
    expect(counters.paymentLines).toEqual([
      { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 4000, amountWithVat: 3789, vatAmount: 494 },
      { paymentType: 'APPLE_PAY', saftCode: '12003', count: 1, amount: 15_000, amountWithVat: 14_211, vatAmount: 1854 },
      { paymentType: 'BONUS_POINTS', saftCode: '12007', count: 1, amount: 5000, amountWithVat: 5000, vatAmount: 652 },
    ]);
    expect(counters.totalSalesAmount).toBe(23_000);
    expect(counters.tips).toBe(1000);
    // The old groups count money paid only.
    expect([counters.cashPaymentsTotalAmount, counters.cardPaymentsTotalAmount, counters.cardBrutto]).toEqual([4000, 15_000, 14_211]);
  });

  it('returns count the refunded goods, refunded tips on a line of their own; grand totals on the same basis', async () => {
    const till = await terminal('POS-TIPS');
    const sold = await buildReportOrder(t.database.db, { ...orderOn(till.id), tipsAmount: 2000, lines: [pizza()] });
    const refund = await buildRefund(t.database.db, {
      merchantId: m.merchantId,
      orderId: sold.order.id,
      terminalId: till.id,
      amount: 13_500,
      createdAt: '2026-03-20T10:00:00Z',
    });
    await t.database.db.update(refunds).set({ tipsAmount: 2000 }).where(eq(refunds.id, refund.id));
    const { counters } = await xReportOf(till.id);
    expect(counters.refundReceiptsCount).toBe(1);
    expect(counters.refundReceiptsTotalAmount).toBe(11_500);
    expect(counters.refundedTipsAmount).toBe(2000);
    expect(counters.totalSalesAmount).toBe(11_500);
    expect([counters.grandTotalSales, counters.grandTotalRefund]).toEqual([11_500, 11_500]);
  });

  it('a lone unpaid cancelled order is nothing to settle: 409 NOTHING_TO_SETTLE, and the X-report is empty', async () => {
    const till = await terminal('POS-CANCELLED');
    await buildReportOrder(t.database.db, { ...orderOn(till.id), orderStatus: 'CANCELLED', lines: [pizza()] });
    const x = await xReportOf(till.id);
    expect(x.empty).toBe(true);
    expect(x.counters.saleReceiptsCount).toBe(0);
    // What the settlement decides 409 NOTHING_TO_SETTLE by: the statement's rows to settle.
    const [row] = await queryRows<Parameters<typeof mapCountersRow>[0]>(
      t.database.db as Parameters<typeof queryRows>[0],
      countersStatement({ kind: 'unsettled', merchantId: m.merchantId, terminalId: till.id }),
    );
    expect(mapCountersRow(row!).rows).toBe(0);
    const response = await m.request('POST', `/api/report/createZReport?locationId=${m.locationId}&terminalId=${till.id}`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'NOTHING_TO_SETTLE', message: 'Ingen omsetning fra dette kassepunktet siden forrige oppgjør.' },
    });
    // One drawer opening is something to settle.
    await buildTerminalEvent(t.database.db, {
      merchantId: m.merchantId,
      terminalId: till.id,
      eventType: 'CASH_DRAWER_OPENING',
      occurredAt: '2026-03-20T09:05:00Z',
    });
    const [after] = await queryRows<Parameters<typeof mapCountersRow>[0]>(
      t.database.db as Parameters<typeof queryRows>[0],
      countersStatement({ kind: 'unsettled', merchantId: m.merchantId, terminalId: till.id }),
    );
    expect(mapCountersRow(after!).rows).toBe(1);
  });

  it('a cancelled signed sale stays a sale; its cancellation counts under returns', async () => {
    const till = await terminal('POS-SIGNED');
    const db = t.database.db;
    const sold = await buildReportOrder(db, {
      ...orderOn(till.id),
      orderStatus: 'CANCELLED',
      lines: [pizza()],
      payments: [{ paymentType: 'CASH', amount: 11_500 }],
    });
    await db.insert(signedTransactions).values({
      merchantId: m.merchantId,
      terminalId: till.id,
      nr: 1,
      kind: 'SALE',
      orderId: sold.order.id,
      transDate: '2026-03-20',
      transTime: '10:00:00',
      amountWithVat: 11_500,
      amountWithoutVat: 10_000,
      signature: 'c2lnbmF0dXJl',
      keyVersion: 1,
    });
    const cancellation = await buildRefund(db, {
      merchantId: m.merchantId,
      orderId: sold.order.id,
      terminalId: till.id,
      amount: 11_500,
      createdAt: '2026-03-20T09:10:00Z',
    });
    await db.update(refunds).set({ kind: 'CANCELLATION' }).where(eq(refunds.id, cancellation.id));
    const { counters } = await xReportOf(till.id);
    expect(counters.saleReceiptsCount).toBe(1);
    expect(counters.totalSalesAmount).toBe(11_500);
    expect(counters.paymentLines).toEqual([
      { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 11_500, amountWithVat: 11_500, vatAmount: 1500 },
    ]);
    expect([counters.refundReceiptsCount, counters.refundReceiptsTotalAmount]).toEqual([1, 11_500]);
    expect([counters.grandTotalSales, counters.grandTotalRefund]).toEqual([11_500, 11_500]);
  });

  it('counts the terminal events of every § 2-8-2 kind', async () => {
    const till = await terminal('POS-EVENTS');
    const event = (eventType: Parameters<typeof buildTerminalEvent>[1]['eventType'], amount = 0) =>
      buildTerminalEvent(t.database.db, {
        merchantId: m.merchantId,
        terminalId: till.id,
        eventType,
        amount,
        occurredAt: '2026-03-20T08:00:00Z',
      });
    await event('OPENING_CHANGE_FLOAT', 150_000);
    await event('PRO_FORMA_RECEIPT', 11_500);
    await event('PRO_FORMA_RECEIPT', 5000);
    await event('LINE_CORRECTION', 3000);
    await event('PRICE_LOOKUP');
    await event('PRICE_LOOKUP');
    await event('PRICE_LOOKUP');
    await event('OTHER_CORRECTION', 2500);
    await event('DELIVERY_RECEIPT', 8000);
    await event('TRAINING_RECEIPT', 4000);
    const { counters } = await xReportOf(till.id);
    expect({ ...counters, categories: undefined }).toMatchObject({
      openingChangeFloat: 150_000,
      proFormaReceiptsCount: 2,
      proFormaReceiptsTotalAmount: 16_500,
      lineCorrectionsCount: 1,
      lineCorrectionsTotalAmount: 3000,
      priceLookupsCount: 3,
      otherCorrectionsCount: 1,
      otherCorrectionsTotalAmount: 2500,
      deliveryReceiptsCount: 1,
      deliveryReceiptsTotalAmount: 8000,
      trainingReceiptsCount: 1,
      trainingReceiptsTotalAmount: 4000,
      saleReceiptsCount: 0,
      totalSalesAmount: 0,
    });
  });
});

describe('the manual discount split in SQL', () => {
  it('takes off each line exactly what allocateManualDiscount gives it, for sales drawn at random', async () => {
    let run = 0;
    const line = fc.record({
      count: fc.integer({ min: 1, max: 3 }),
      unitPrice: fc.integer({ min: 100, max: 40_000 }),
      vatRate: fc.constantFrom(12, 15, 25),
      addOn: fc.option(fc.integer({ min: 100, max: 5000 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.double({ min: 0.01, max: 0.6, noNaN: true }),
        async (lines, share) => {
          run += 1;
          const till = await buildReportTerminal(t.database.db, m.merchantId, m.locationId, {
            terminalType: 'POS',
            terminalId: `POS-SPLIT-${run}`,
          });
          // The amounts as the factory prices them: gross = net × count × (100 + rate) / 100, VAT within the gross.
          const priced = lines.map((l) => {
            const gross = Math.round((l.unitPrice * l.count * (100 + l.vatRate)) / 100);
            const addOnGross = l.addOn === undefined ? undefined : Math.round((l.addOn * (100 + l.vatRate)) / 100);
            const vatOf = (amount: number) => Math.round((amount * l.vatRate) / (100 + l.vatRate));
            return {
              gross,
              vat: vatOf(gross),
              addOn: addOnGross === undefined ? undefined : { gross: addOnGross, vat: vatOf(addOnGross) },
            };
          });
          const amounts = priced.flatMap((p) => [
            { grossAmount: p.gross, vatAmount: p.vat },
            ...(p.addOn ? [{ grossAmount: p.addOn.gross, vatAmount: p.addOn.vat }] : []),
          ]);
          const gross = amounts.reduce((sum, a) => sum + a.grossAmount, 0);
          const vat = amounts.reduce((sum, a) => sum + a.vatAmount, 0);
          const manualDiscount = Math.max(1, Math.floor(gross * share));
          const discountVat = Math.round((manualDiscount * 15) / 115);
          await buildReportOrder(t.database.db, {
            merchantId: m.merchantId,
            locationId: m.locationId,
            terminalId: till.id,
            channel: 'POS',
            orderedAt: '2026-03-20T09:00:00Z',
            manualDiscount,
            lines: lines.map((l, index) => ({
              itemName: `Vare ${index}`,
              count: l.count,
              unitPrice: l.unitPrice,
              vatRate: l.vatRate,
              category: { id: null, name: `Kategori ${index}` },
              addOns: l.addOn === undefined ? [] : [{ name: 'Tilvalg', unitPrice: l.addOn }],
            })),
          });
          const shares = allocateManualDiscount(amounts, { amount: manualDiscount, vatAmount: discountVat });
          let at = 0;
          const expected = priced.map((p, index) => {
            const parts = [shares[at++]!, ...(p.addOn ? [shares[at++]!] : [])];
            return {
              name: `Kategori ${index}`,
              amountWithVat: p.gross + (p.addOn?.gross ?? 0) - parts.reduce((sum, part) => sum + part.amount, 0),
              vatAmount: p.vat + (p.addOn?.vat ?? 0) - parts.reduce((sum, part) => sum + part.vatAmount, 0),
            };
          });
          const { counters, vatGroups: groups } = await xReportOf(till.id);
          const found = [...counters.categories]
            .sort((a, b) => (a.name < b.name ? -1 : 1))
            .map(({ name, amountWithVat, vatAmount }) => ({ name, amountWithVat, vatAmount }));
          expect(found).toEqual(expected);
          // Øre for øre: the categories and VAT groups add up to the sale and its VAT.
          expect(groups.reduce((sum, g) => sum + g.amountWithVat, 0)).toBe(gross - manualDiscount);
          expect(groups.reduce((sum, g) => sum + g.vatAmount, 0)).toBe(vat - discountVat);
        },
      ),
      { numRuns: 12 },
    );
  });
});
