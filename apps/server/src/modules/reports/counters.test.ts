import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatGroups } from '@bakrom/shared/report-rules';
import { xReportSchema, type ReportCategory, type ReportCounters, type XReport } from '@bakrom/shared/schemas/reports';
import { buildTestApp, type TestContext } from '../../../test/harness';
import {
  buildRefund,
  buildReportCategory,
  buildReportOrder,
  buildSettlementMerchant,
  buildTerminalEvent,
  type SettlementMerchant,
} from '../../../test/report-factories';
import { strictly } from '../../../test/strict-schema';

/**
 * The counters against orders computed by hand: split payments with tips, a line discount, a manual
 * discount, an add-on, a delivery-service line, a cancelled order, refunds (one failed), drawer openings,
 * a copy receipt and an uncompleted sale, on a terminal with opening grand totals.
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
    lines: [
      { itemName: 'Pils', unitPrice: 8000, vatRate: 25, category: { id: beer.id, name: 'Øl' }, itemType: 'DRINK_ALCOHOL' },
      { itemName: 'Margherita', unitPrice: 10_000, vatRate: 25, discountPercent: 10, category: { id: pizza.id, name: 'Pizza' } },
    ],
    payments: [{ paymentType: 'VIPPS' }],
  });
  // C: delivery, a pizza and the delivery fee (25 %), manual discount 16,50 kr, paid by card.
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
  // D: cancelled: counts nowhere.
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

const EXPECTED: Omit<ReportCounters, 'categories'> = {
  tips: 1000,
  tipsCount: 1,
  // Cash 100 kr of 263 kr paid: tips share round(1000 × 10000 / 26300) = 380, VAT round(3300 × 9620 / 25300).
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
  cashBoxOpeningsCount: 2,
  saleReceiptsCount: 3,
  copyReceiptsCount: 1,
  copyReceiptsTotalAmount: 26_300,
  // B's line discount (125 − 112,50 kr) and C's manual discount.
  discountsCount: 2,
  discountsTotalAmount: 1250 + 1650,
  uncompletedSalesCount: 1,
  uncompletedSalesTotalAmount: 4500,
  grandTotalSales: 1_000_000 + 25_300 + 21_250 + 14_850,
  grandTotalRefund: 20_000 + 5000,
};

const EXPECTED_CATEGORIES: Omit<ReportCategory, 'id'>[] = [
  { name: 'Levering', itemType: 'DELIVERY_SERVICE', vatRate: 25, count: 1, vatAmount: 1000, amountWithVat: 5000 },
  // A's two pizzas (230 kr) and two cheese add-ons (23 kr) and C's pizza (115 kr).
  { name: 'Pizza', itemType: 'DISH', vatRate: 15, count: 5, vatAmount: 3000 + 300 + 1500, amountWithVat: 23_000 + 2300 + 11_500 },
  { name: 'Pizza', itemType: 'DISH', vatRate: 25, count: 1, vatAmount: 2250, amountWithVat: 11_250 },
  { name: 'Øl', itemType: 'DRINK_ALCOHOL', vatRate: 25, count: 1, vatAmount: 2000, amountWithVat: 10_000 },
];

describe('X-report counters', () => {
  let report: XReport;
  beforeAll(async () => {
    const response = await m.request('GET', `/api/report/getXReport?locationId=${m.locationId}&terminalId=${m.pos.id}`);
    expect(response.statusCode, response.body).toBe(200);
    report = strictly(xReportSchema).parse(response.json()) as XReport;
  });

  it('match the hand-computed figures', () => {
    const { categories, ...rest } = report.counters;
    expect(rest).toEqual(EXPECTED);
    expect(byKey(categories).map(({ id: _id, ...c }) => c)).toEqual(EXPECTED_CATEGORIES);
    expect(report.empty).toBe(false);
    expect(report.previousZReportNr).toBeNull();
    expect(report.periodStart).toBeNull();
  });

  it('reconcile: VAT groups = categories, payments = sales + tips, order types = sales', () => {
    const c = report.counters;
    expect(report.vatGroups).toEqual(vatGroups(c.categories));
    expect(report.vatGroups).toEqual([
      { vatRate: 15, netAmount: 36_800 - 4800, vatAmount: 4800, amountWithVat: 36_800 },
      { vatRate: 25, netAmount: 26_250 - 5250, vatAmount: 5250, amountWithVat: 26_250 },
    ]);
    const paid = c.cashPaymentsTotalAmount + c.vippsPaymentsTotalAmount + c.cardPaymentsTotalAmount;
    const goods = c.PickupBrutto + c.DineInBrutto + c.DeliveryBrutto;
    expect(paid).toBe(goods + c.tips);
    expect(c.cashBrutto + c.vippsBrutto + c.cardBrutto).toBe(goods);
    expect(c.cashVat + c.vippsVat + c.cardVat).toBe(c.PickupVat + c.DineInVat + c.DeliveryVat);
    // The categories are before the manual discount.
    expect(report.vatGroups.reduce((sum, g) => sum + g.amountWithVat, 0)).toBe(goods + 1650);
  });

  it('carries the report header (§ 2-8-2 b, c, d)', () => {
    expect(report.company).toEqual({ name: 'Bakeriet på hjørnet AS', organisationNumber: '' });
    expect(report.location).toEqual({ id: m.locationId, name: 'Bryggen' });
    expect(report.terminal).toMatchObject({ id: m.pos.id, terminalId: 'POS-1', terminalType: 'POS', deviceName: 'Kasse 1' });
    expect(report.generatedAt).toBe(NOW.toISOString());
  });

  it('are empty on a terminal without activity', async () => {
    const response = await m.request('GET', `/api/report/getXReport?locationId=${m.locationId}&terminalId=${m.kiosk.id}`);
    const empty = strictly(xReportSchema).parse(response.json()) as XReport;
    expect(empty.empty).toBe(true);
    expect(empty.counters.categories).toEqual([]);
    expect(empty.vatGroups).toEqual([]);
    expect(empty.counters.grandTotalSales).toBe(0);
  });
});
