import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloDateOf } from '@bakrom/shared/business-day';
import { refundTotal, refundUnits } from '@bakrom/shared/refunds';
import { comparisonPeriod, salesChannelOf } from '@bakrom/shared/sales-analytics';
import { salesAnalyticsSchema, salesByHourSchema, type SalesAnalytics, type SalesByHour } from '@bakrom/shared/schemas/sales-analytics';
import type { Db } from '../../db/client';
import { attachmentDisposition } from '../../http/content-disposition';
import { categories, items, orderLineAddOns, orderLines, orders } from '../../db/schema/index';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { buildFullOrder, buildTerminal, type LineSpec } from '../../../test/order-factories';
import { strictly } from '../../../test/strict-schema';
import { loadOrderContent, findOrder } from '../refunds/repository';
import { refundableOrder } from '../refunds/refund-plan';

/**
 * Salgsanalyse (issue 33) through HTTP. Amounts as `buildFullOrder` computes them: gross = net × count × (100 + VAT)
 * / 100 after the line discount, rounded to øre. Summer time began in Oslo at 01:00 UTC on 29 March 2026 and ended
 * at 01:00 UTC on 25 October 2026.
 */

const NOW = new Date('2026-03-30T10:00:00Z');

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let menu: { margherita: string; cola: string; pils: string; pizza: string; drinks: string };
let posOrderId: string;
let work: string;

const db = () => t.database.db;
const get = (url: string, headers: Record<string, string> = auth(token)) => t.app.inject({ method: 'GET', url, headers });

async function analytics(query: string, headers = auth(token)): Promise<SalesAnalytics> {
  const response = await get(`/api/report/getSalesAnalytics?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(salesAnalyticsSchema).parse(response.json()) as SalesAnalytics;
}

const THIS_WEEK = 'fromDate=2026-03-23&toDate=2026-03-29';

async function buildMenuItem(database: Db, merchantId: string, categoryId: string, name: string) {
  const [item] = await database.insert(items).values({ merchantId, categoryId, itemType: 'DISH', name, price: 10_000 }).returning();
  return item!.id;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'bakrom-analytics-'));
  t = await buildTestApp({ clock: { now: () => NOW } });
  fixture = await buildTwoMerchants(db(), { useFunctionality: 'ALL' });
  const { merchant, bryggen, aker } = fixture;
  token = await loginAs(t.app, fixture.admin.username);
  const [pizza] = await db().insert(categories).values({ merchantId: merchant.id, name: 'Pizza', itemType: 'DISH' }).returning();
  const [drinks] = await db().insert(categories).values({ merchantId: merchant.id, name: 'Drikke', itemType: 'DRINK' }).returning();
  menu = {
    pizza: pizza!.id,
    drinks: drinks!.id,
    margherita: await buildMenuItem(db(), merchant.id, pizza!.id, 'Margherita'),
    cola: await buildMenuItem(db(), merchant.id, drinks!.id, 'Cola'),
    pils: await buildMenuItem(db(), merchant.id, drinks!.id, 'Pils'),
  };
  const margherita = { itemName: 'Margherita', itemId: menu.margherita, categoryId: menu.pizza, categoryName: 'Pizza' };
  const bryggenPos = (await buildTerminal(db(), merchant.id, bryggen.id, 'POS-1')).id;
  const bryggenWeb = (await buildTerminal(db(), merchant.id, bryggen.id)).id;
  const akerKiosk = (await buildTerminal(db(), merchant.id, aker.id, 'KIOSK-1')).id;

  // Saturday 28.03 at 23:30 in Oslo (winter time), at the till: Margherita 2 × 100 kr at 15 % = 230 kr with
  // Ekstra ost 20 kr = 23 kr; tips 10 kr.
  const pos = await buildFullOrder(db(), {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: bryggenPos,
    channel: 'POS',
    orderType: 'DINE_IN',
    orderedAt: '2026-03-28T22:30:00Z',
    tipsAmount: 1_000,
    lines: [{ ...margherita, count: 2, unitPrice: 10_000, addOns: [{ name: 'Ekstra ost', unitPrice: 2_000 }] }],
  });
  posOrderId = pos.order.id;
  // Sunday 29.03 at 00:30 in Oslo (still winter time), the webshop: Margherita Stor 150 kr − 10 % = 155,25 kr (a line
  // discount of 17,25 kr), and 5 kr off the order.
  await buildFullOrder(db(), {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: bryggenWeb,
    channel: 'WEBSHOP',
    orderedAt: '2026-03-28T23:30:00Z',
    manualDiscount: 500,
    lines: [{ ...margherita, variantName: 'Stor', unitPrice: 15_000, discountPercent: 10 }],
  });
  // Sunday 29.03 at 03:30 in Oslo (summer time since 03:00), a kiosk at Aker: Cola 3 × 20 kr = 69 kr, one refunded.
  await buildFullOrder(db(), {
    merchantId: merchant.id,
    locationId: aker.id,
    terminalId: akerKiosk,
    channel: 'KIOSK',
    orderedAt: '2026-03-29T01:30:00Z',
    lines: [
      {
        itemName: 'Cola',
        itemId: menu.cola,
        categoryId: menu.drinks,
        categoryName: 'Drikke',
        count: 3,
        unitPrice: 2_000,
        refundedCount: 1,
      },
    ],
  });
  // Cancelled: counts nowhere.
  await buildFullOrder(db(), {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: bryggenWeb,
    orderStatus: 'CANCELLED',
    orderedAt: '2026-03-27T12:00:00Z',
    lines: [{ ...margherita, count: 5, unitPrice: 10_000 }],
  });
  // The week before, in the app: Margherita 115 kr.
  await buildFullOrder(db(), {
    merchantId: merchant.id,
    locationId: bryggen.id,
    terminalId: bryggenWeb,
    channel: 'APP_IOS',
    orderedAt: '2026-03-22T11:00:00Z',
    lines: [{ ...margherita, unitPrice: 10_000 }],
  });
  // Another merchant's sale in the same week: never seen.
  const otherTerminal = (await buildTerminal(db(), fixture.other.id, fixture.foreignLocation.id)).id;
  await buildFullOrder(db(), {
    merchantId: fixture.other.id,
    locationId: fixture.foreignLocation.id,
    terminalId: otherTerminal,
    orderedAt: '2026-03-25T12:00:00Z',
    lines: [{ itemName: 'Fremmed', unitPrice: 99_900 }],
  });
});

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('GET /api/report/getSalesAnalytics', () => {
  it('answers the key figures of the week beside the week before', async () => {
    const answer = await analytics(THIS_WEEK);
    expect(answer.period).toEqual({ fromDate: '2026-03-23', toDate: '2026-03-29' });
    expect(answer.comparison).toEqual({ compare: 'previous', fromDate: '2026-03-16', toDate: '2026-03-22' });
    // 253 + (155,25 − 5) + (69 − 23) = 449,25 kr in three orders; 115 kr in one the week before.
    expect(answer.keyFigures).toEqual({
      netSales: { value: 44_925, previous: 11_500, change: 2.9065 },
      orders: { value: 3, previous: 1, change: 2 },
      averageOrderValue: { value: 14_975, previous: 11_500, change: 0.3022 },
      // 2 Margherita + 1 Stor + 2 Cola kept = 5 units in 3 orders.
      itemsPerOrder: { value: 1.67, previous: 1, change: 0.67 },
      refunds: { value: 2_300, previous: 0, change: null },
      refundRate: { value: 0.0487, previous: 0, change: null },
      // 5 kr off the order + 17,25 kr off the line.
      discounts: { value: 2_225, previous: 0, change: null },
      tips: { value: 1_000, previous: 0, change: null },
    });
  });

  it('answers the product mix with variants, add-ons, categories and what did not sell', async () => {
    const answer = await analytics(THIS_WEEK);
    const row = (name: string, variantName: string | null = null) =>
      answer.products.find((product) => product.name === name && product.variantName === variantName);
    expect(row('Margherita')).toMatchObject({
      units: 2,
      sales: 23_000,
      share: 0.5333,
      rank: 1,
      previousUnits: 1,
      previousSales: 11_500,
      change: 1,
    });
    expect(row('Margherita', 'Stor')).toMatchObject({ units: 1, sales: 15_525, rank: 2, categoryName: 'Pizza', notSold: false });
    expect(row('Cola')).toMatchObject({ units: 2, sales: 4_600, rank: 3, categoryName: 'Drikke' });
    expect(row('Pils')).toMatchObject({ units: 0, sales: 0, rank: 4, notSold: true, categoryId: menu.drinks });
    expect(answer.products.map((product) => product.rank)).toEqual([1, 2, 3, 4]);
    expect(answer.categories).toEqual([
      { categoryId: menu.pizza, name: 'Pizza', units: 3, sales: 38_525, share: 0.8933, previousSales: 11_500, change: 2.35 },
      { categoryId: menu.drinks, name: 'Drikke', units: 2, sales: 4_600, share: 0.1067, previousSales: 0, change: null },
    ]);
    expect(answer.addOns).toEqual([
      expect.objectContaining({ name: 'Ekstra ost', addOnId: null, units: 1, sales: 2_300, share: 1, rank: 1, change: null }),
    ]);
  });

  it('places each sale on its Oslo weekday and hour across midnight and the change to summer time', async () => {
    const answer = await analytics(THIS_WEEK);
    expect(answer.heatMap).toEqual([
      { weekday: 6, hour: 23, sales: 25_300, orders: 1 },
      { weekday: 7, hour: 0, sales: 15_025, orders: 1 },
      { weekday: 7, hour: 3, sales: 4_600, orders: 1 },
    ]);
    expect(answer.timelineBucket).toBe('day');
    expect(answer.timeline.map((point) => point.start)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(answer.timeline[5]).toEqual({
      start: '2026-03-28',
      channels: { WEBSHOP: 0, APP: 0, KIOSK: 0, POS: 25_300 },
      orderTypes: { DINE_IN: 25_300, PICKUP: 0, DELIVERY: 0 },
    });
    expect(answer.timeline[6]!.channels).toEqual({ WEBSHOP: 15_025, APP: 0, KIOSK: 4_600, POS: 0 });
  });

  it('answers every channel and order type, the apps as one channel', async () => {
    const answer = await analytics(THIS_WEEK);
    expect(answer.channels).toEqual([
      { channel: 'WEBSHOP', sales: 15_025, orders: 1, previousSales: 0, previousOrders: 0, change: null },
      { channel: 'APP', sales: 0, orders: 0, previousSales: 11_500, previousOrders: 1, change: -1 },
      { channel: 'KIOSK', sales: 4_600, orders: 1, previousSales: 0, previousOrders: 0, change: null },
      { channel: 'POS', sales: 25_300, orders: 1, previousSales: 0, previousOrders: 0, change: null },
    ]);
    expect(answer.orderTypes.map((type) => [type.orderType, type.sales, type.orders])).toEqual([
      ['DINE_IN', 25_300, 1],
      ['PICKUP', 19_625, 2],
      ['DELIVERY', 0, 0],
    ]);
  });

  it('narrows to a location and to a channel', async () => {
    const bryggen = await analytics(`${THIS_WEEK}&locationId=${fixture.bryggen.id}`);
    expect(bryggen.location).toEqual({ id: fixture.bryggen.id, name: 'Bryggen' });
    expect(bryggen.keyFigures.netSales.value).toBe(40_325);
    expect(bryggen.products.find((product) => product.name === 'Cola')).toBeUndefined();
    const web = await analytics(`${THIS_WEEK}&channel=WEBSHOP`);
    expect(web.channel).toBe('WEBSHOP');
    expect(web.keyFigures.netSales).toEqual({ value: 15_025, previous: 0, change: null });
    const app = await analytics(`${THIS_WEEK}&channel=APP`);
    expect(app.keyFigures.netSales).toEqual({ value: 0, previous: 11_500, change: -1 });
  });

  it('compares with the same dates a year earlier', async () => {
    const answer = await analytics(`${THIS_WEEK}&compare=lastYear`);
    expect(answer.comparison).toEqual({ compare: 'lastYear', fromDate: '2025-03-23', toDate: '2025-03-29' });
    expect(answer.keyFigures.netSales).toEqual({ value: 44_925, previous: 0, change: null });
  });

  it('reads a long period from whole months and the days around them, with the same figures', async () => {
    // 2026 and a year of 365 days ending mid-December: the week's sales and the app's sale of the week before.
    for (const period of ['fromDate=2026-01-01&toDate=2026-12-31', 'fromDate=2025-12-15&toDate=2026-12-14']) {
      const answer = await analytics(period);
      expect(answer.timelineBucket).toBe('month');
      expect(answer.keyFigures.netSales.value, period).toBe(44_925 + 11_500);
      expect(answer.keyFigures.orders.value).toBe(4);
      expect(answer.keyFigures.discounts.value).toBe(2_225);
      expect(answer.heatMap).toContainEqual({ weekday: 7, hour: 3, sales: 4_600, orders: 1 });
      expect(answer.products.find((product) => product.name === 'Margherita' && !product.variantName)).toMatchObject({
        units: 3,
        sales: 34_500,
      });
      expect(answer.timeline.find((point) => point.start === '2026-03-01')!.channels).toEqual({
        WEBSHOP: 15_025,
        APP: 11_500,
        KIOSK: 4_600,
        POS: 25_300,
      });
    }
  });

  it('answers a period without sales with zeros and the menu as not sold', async () => {
    const answer = await analytics('fromDate=2025-01-01&toDate=2025-12-31');
    expect(answer.keyFigures.orders).toEqual({ value: 0, previous: 0, change: null });
    expect(answer.heatMap).toEqual([]);
    expect(answer.products.every((product) => product.notSold && product.rank === 1)).toBe(true);
    expect(answer.timelineBucket).toBe('month');
    expect(answer.timeline.map((point) => point.start)).toEqual(
      Array.from({ length: 12 }, (_, month) => `2025-${String(month + 1).padStart(2, '0')}-01`),
    );
    const half = await analytics('fromDate=2025-01-01&toDate=2025-06-30');
    expect(half.timelineBucket).toBe('week');
    // ISO weeks, the first one clipped to the period's first day (a Wednesday).
    expect(half.timeline.slice(0, 3).map((point) => point.start)).toEqual(['2025-01-01', '2025-01-06', '2025-01-13']);
  });

  it('refuses bad queries with 400 and names the field', async () => {
    for (const query of [
      '',
      'fromDate=2026-03-29&toDate=2026-03-23',
      'fromDate=2026-13-01&toDate=2026-13-02',
      'fromDate=2025-03-01&toDate=2026-03-01',
      `${THIS_WEEK}&compare=lastWeek`,
      `${THIS_WEEK}&channel=APP_IOS`,
      `${THIS_WEEK}&locationId=not-an-id`,
    ]) {
      const response = await get(`/api/report/getSalesAnalytics?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const tooLong = await get('/api/report/getSalesAnalytics?fromDate=2025-03-01&toDate=2026-03-01');
    expect(tooLong.body).toContain('Perioden kan være høyst ett år');
    expect((await analytics('fromDate=2025-03-01&toDate=2026-02-28')).period.toDate).toBe('2026-02-28');
  });

  it("answers 404 for another merchant's location and 401 without a session; a MANAGER may read it", async () => {
    expect((await get(`/api/report/getSalesAnalytics?${THIS_WEEK}&locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
    expect((await get(`/api/report/getSalesAnalytics?${THIS_WEEK}&locationId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await get(`/api/report/getSalesAnalytics?${THIS_WEEK}`, {})).statusCode).toBe(401);
    const manager = await buildUser(db(), { merchantId: fixture.merchant.id, role: 'MANAGER' });
    const answer = await analytics(THIS_WEEK, auth(await loginAs(t.app, manager.username)));
    expect(answer.keyFigures.orders.value).toBe(3);
    // The other merchant's admin sees only its own sale.
    const other = await analytics(THIS_WEEK, auth(await loginAs(t.app, fixture.otherAdmin.username)));
    expect(other.keyFigures.orders.value).toBe(1);
    expect(other.products.map((product) => product.name)).toEqual(['Fremmed']);
  });
});

describe('GET /api/report/getSalesByHour', () => {
  it("answers the day's 24 hours beside the day before", async () => {
    const response = await get(`/api/report/getSalesByHour?date=2026-03-29`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = strictly(salesByHourSchema).parse(response.json()) as SalesByHour;
    expect(answer.comparisonDate).toBe('2026-03-28');
    expect(answer.hours).toHaveLength(24);
    expect(answer.hours[0]).toEqual({ hour: 0, sales: 15_025, orders: 1, previousSales: 0, previousOrders: 0 });
    expect(answer.hours[3]).toMatchObject({ hour: 3, sales: 4_600, orders: 1 });
    expect(answer.hours[23]).toMatchObject({ hour: 23, sales: 0, previousOrders: 1 });
  });

  it('refuses a bad date and a foreign location', async () => {
    expect((await get('/api/report/getSalesByHour?date=29.03.2026')).statusCode).toBe(400);
    expect((await get(`/api/report/getSalesByHour?date=2026-03-29&locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
  });
});

describe('the downloads (PDF, CSV, Excel)', () => {
  const query = `${THIS_WEEK}&compare=previous`;

  it('writes the PDF with the key figures, the product mix and the channels', async () => {
    const response = await get(`/api/report/pdf/salesAnalytics?${query}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(attachmentDisposition('Salgsanalyse_2026-03-23_2026-03-29.pdf'));
    const file = path.join(work, 'analysis.pdf');
    writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
    expect(text).toContain('Salgsanalyse');
    expect(text).toMatch(/Periode\s+23\.03\.2026–29\.03\.2026/);
    expect(text).toMatch(/Sammenlignet med\s+16\.03\.2026–22\.03\.2026 \(forrige periode\)/);
    expect(text).toMatch(/Nettosalg \(kr\)\s+449,25\s+115,00\s+\+290,7 %/);
    expect(text).toMatch(/1\s+Margherita\s+Pizza\s+2\s+230,00\s+53,3\s+\+100,0 %/);
    expect(text).toMatch(/Pils \(ikke solgt\)/);
    expect(text).toMatch(/Kasse\s+1\s+253,00\s+0,00/);
  });

  it('writes the same figures as CSV and as Excel', async () => {
    const csv = await get(`/api/report/csv/salesAnalytics?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(attachmentDisposition('Salgsanalyse_2026-03-23_2026-03-29.csv'));
    const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines).toContain('Nettosalg (kr);449,25;115;290,7');
    expect(lines).toContain('2;Margherita – Stor;Pizza;1;155,25;36;0,00;;');
    expect(lines).toContain('4;Pils;Drikke;0;0,00;0;0,00;;Ikke solgt');
    expect(lines).toContain('Lørdag;23;1;253,00');

    const xlsx = await get(`/api/report/xlsx/salesAnalytics?${query}`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Salgsanalyse',
      'Nøkkeltall',
      'Produktmiks',
      'Kategorier',
      'Tillegg',
      'Ukedager og timer',
      'Kanaler',
      'Ordretyper',
      'Salg over tid',
    ]);
    const keyFigures = book.getWorksheet('Nøkkeltall')!;
    expect(keyFigures.getRow(2).values).toEqual([undefined, 'Nettosalg (kr)', 449.25, 115, 290.7]);
    expect(keyFigures.getRow(3).values).toEqual([undefined, 'Ordrer', 3, 1, 200]);
    const products = book.getWorksheet('Produktmiks')!;
    expect(products.getRow(2).values).toEqual([undefined, 1, 'Margherita', 'Pizza', 2, 230, 53.3, 115, 100, '']);
    expect(book.getWorksheet('Kanaler')!.getRow(5).values).toEqual([undefined, 'Kasse', 1, 253, 0, '']);
  });

  it('answers the same 400 and 404 as the analysis', async () => {
    expect((await get('/api/report/xlsx/salesAnalytics?fromDate=2026-03-29&toDate=2026-03-01')).statusCode).toBe(400);
    expect((await get(`/api/report/pdf/salesAnalytics?${query}&locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
    expect((await get(`/api/report/csv/salesAnalytics?${query}`, {})).statusCode).toBe(401);
  });
});

describe('a refund', () => {
  it('moves the figures at once when an order is refunded', async () => {
    const before = await analytics(THIS_WEEK);
    const row = await findOrder(db(), fixture.merchant.id, posOrderId);
    const refundable = refundableOrder(row!, await loadOrderContent(db(), posOrderId));
    const cartItems = refundUnits(refundable).map((unit) => unit.id);
    const result = refundTotal(refundable, cartItems, false);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cashRefund',
      headers: auth(token),
      payload: { orderDocumentId: posOrderId, idempotencyKey: randomUUID(), amount: result.amount, cartItems, refundedTipsAmount: 0 },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await analytics(THIS_WEEK);
    expect(after.keyFigures.netSales.value).toBe(before.keyFigures.netSales.value - 25_300);
    expect(after.keyFigures.refunds.value).toBe(2_300 + 25_300);
    expect(after.keyFigures.tips.value).toBe(1_000);
    expect(after.products.find((product) => product.name === 'Margherita' && product.variantName === null)).toMatchObject({
      units: 0,
      sales: 0,
      notSold: true,
    });
    expect(after.addOns[0]).toMatchObject({ units: 0, sales: 0 });
    expect(after.heatMap.find((cell) => cell.weekday === 6)).toEqual({ weekday: 6, hour: 23, sales: 0, orders: 1 });
  });
});

// ── The property: the analysis equals figures computed here from the stored orders ─────────────────────────────

/** Instants around the two clock changes of 2026 and the midnights near them. */
const instantArb = fc
  .constantFrom('2026-03-28T21:00:00Z', '2026-03-29T00:30:00Z', '2026-10-24T21:30:00Z', '2026-10-25T00:00:00Z')
  .chain((base) => fc.integer({ min: 0, max: 6 * 60 }).map((minutes) => new Date(Date.parse(base) + minutes * 60_000)));

const lineArb = fc.record({
  item: fc.constantFrom('Margherita', 'Cola', 'Slettet'),
  variantName: fc.constantFrom(null, 'Stor'),
  count: fc.integer({ min: 1, max: 4 }),
  unitPrice: fc.integer({ min: 100, max: 30_000 }),
  discountPercent: fc.constantFrom(0, 0, 10, 25),
  refunded: fc.integer({ min: 0, max: 4 }),
  addOn: fc.option(
    fc.record({
      count: fc.integer({ min: 1, max: 3 }),
      unitPrice: fc.integer({ min: 100, max: 3_000 }),
      refunded: fc.integer({ min: 0, max: 3 }),
    }),
  ),
});

const orderArb = fc.record({
  at: instantArb,
  atAker: fc.boolean(),
  channel: fc.constantFrom('WEBSHOP', 'APP_IOS', 'APP_ANDROID', 'POS', 'KIOSK' as const),
  orderType: fc.constantFrom('DINE_IN', 'PICKUP', 'DELIVERY' as const),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  tips: fc.constantFrom(0, 0, 1_500),
  manualDiscount: fc.constantFrom(0, 0, 100),
  /** After the sale: refunded later (the refunded units above), cancelled, or left as it was. */
  then: fc.constantFrom('kept', 'refunded', 'refunded', 'cancelled' as const),
});

interface Expected {
  netSales: number;
  orders: number;
  refunds: number;
  discounts: number;
  tips: number;
  units: number;
  heat: Map<string, number>;
  products: Map<string, { units: number; sales: number }>;
}

/** The figures of the orders placed on Oslo dates from–to, computed from the stored rows in TypeScript. */
async function expectedFrom(database: Db, merchantId: string, fromDate: string, toDate: string): Promise<Expected> {
  const stored = await database.select().from(orders).where(eq(orders.merchantId, merchantId));
  const counted = stored.filter((order) => {
    const date = osloDateOf(order.orderedAt);
    return order.orderStatus !== 'CANCELLED' && date >= fromDate && date <= toDate;
  });
  const ids = counted.map((order) => order.id);
  const lines = ids.length ? await database.select().from(orderLines).where(inArray(orderLines.orderId, ids)) : [];
  const addOns = ids.length ? await database.select().from(orderLineAddOns).where(inArray(orderLineAddOns.orderId, ids)) : [];
  const expected: Expected = { netSales: 0, orders: 0, refunds: 0, discounts: 0, tips: 0, units: 0, heat: new Map(), products: new Map() };
  const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', weekday: 'short', hourCycle: 'h23' });
  for (const order of counted) {
    const goodsRefunded = order.refundedTotalAmount - order.refundedTipsAmount;
    const net = order.totalAmount - goodsRefunded;
    expected.netSales += net;
    expected.orders += 1;
    expected.refunds += goodsRefunded;
    expected.discounts += order.manualDiscount;
    expected.tips += order.tipsAmount - order.refundedTipsAmount;
    const parts = hourFormat.formatToParts(order.orderedAt);
    const cell = `${parts.find((part) => part.type === 'weekday')!.value} ${parts.find((part) => part.type === 'hour')!.value}`;
    expected.heat.set(cell, (expected.heat.get(cell) ?? 0) + net);
  }
  const addProduct = (key: string, units: number, sales: number) => {
    const product = expected.products.get(key) ?? { units: 0, sales: 0 };
    expected.products.set(key, { units: product.units + units, sales: product.sales + sales });
  };
  const kept = (gross: number, count: number, refunded: number) => Math.round((gross * (count - refunded)) / count);
  for (const line of lines) {
    expected.units += line.count - line.refundedCount;
    if (line.discountPercent > 0)
      expected.discounts += Math.round((line.unitPrice * line.count * (100 + line.vatRate)) / 100) - line.grossAmount;
    addProduct(
      `${line.itemName}|${line.variantName ?? ''}`,
      line.count - line.refundedCount,
      kept(line.grossAmount, line.count, line.refundedCount),
    );
  }
  for (const addOn of addOns)
    addProduct(`+${addOn.name}`, addOn.count - addOn.refundedCount, kept(addOn.grossAmount, addOn.count, addOn.refundedCount));
  return expected;
}

/** The analysis's figures in the same shape: products that sold (or were refunded to nothing), the weekday × hour cells. */
function actualFrom(answer: SalesAnalytics) {
  const products = new Map<string, { units: number; sales: number }>();
  for (const product of answer.products)
    products.set(`${product.name}|${product.variantName ?? ''}`, { units: product.units, sales: product.sales });
  for (const addOn of answer.addOns) products.set(`+${addOn.name}`, { units: addOn.units, sales: addOn.sales });
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const cells = new Map(answer.heatMap.map((cell) => [`${days[cell.weekday - 1]} ${String(cell.hour).padStart(2, '0')}`, cell.sales]));
  return { products, cells };
}

const sold = (products: Map<string, { units: number; sales: number }>) =>
  Object.fromEntries([...products].filter(([, product]) => product.units !== 0 || product.sales !== 0));

describe('the analysis and the orders (property)', () => {
  it('equals the figures computed from the orders for random days, refunds, discounts, variants and add-ons', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('spring', 'autumn', 'year' as const),
        async (specs, season) => {
          const database = db();
          const merchant = await buildMerchant(database, {}, { useFunctionality: 'ALL' });
          const majorstuen = await buildLocation(database, merchant.id, { name: 'Majorstuen' });
          const aker = await buildLocation(database, merchant.id, { name: 'Aker' });
          const terminals = {
            majorstuen: (await buildTerminal(database, merchant.id, majorstuen.id, 'POS-1')).id,
            aker: (await buildTerminal(database, merchant.id, aker.id, 'POS-1')).id,
          };
          const [category] = await database
            .insert(categories)
            .values({ merchantId: merchant.id, name: 'Meny', itemType: 'DISH' })
            .returning();
          const itemIds: Record<string, string> = {
            Margherita: await buildMenuItem(database, merchant.id, category!.id, 'Margherita'),
            Cola: await buildMenuItem(database, merchant.id, category!.id, 'Cola'),
          };
          for (const spec of specs) {
            const lines: LineSpec[] = spec.lines.map((line) => ({
              itemName: line.item,
              itemId: itemIds[line.item] ?? null,
              categoryId: itemIds[line.item] ? category!.id : null,
              variantName: line.variantName,
              count: line.count,
              unitPrice: line.unitPrice,
              discountPercent: line.discountPercent,
              addOns: line.addOn ? [{ name: 'Ekstra ost', count: line.addOn.count, unitPrice: line.addOn.unitPrice }] : [],
            }));
            const built = await buildFullOrder(database, {
              merchantId: merchant.id,
              locationId: spec.atAker ? aker.id : majorstuen.id,
              terminalId: spec.atAker ? terminals.aker : terminals.majorstuen,
              channel: spec.channel,
              orderType: spec.orderType,
              orderedAt: spec.at.toISOString(),
              tipsAmount: spec.tips,
              manualDiscount: Math.min(spec.manualDiscount, 50),
              lines,
            });
            if (spec.then === 'cancelled') {
              await database.update(orders).set({ orderStatus: 'CANCELLED' }).where(eq(orders.id, built.order.id));
            } else if (spec.then === 'refunded') {
              // As a refund writes it: the units, each line's share, then the order's refunded amounts.
              let refundedGoods = 0;
              for (const [index, line] of built.lines.entries()) {
                const refunded = Math.min(spec.lines[index]!.refunded, line.count);
                await database.update(orderLines).set({ refundedCount: refunded }).where(eq(orderLines.id, line.id));
                refundedGoods += Math.round((line.grossAmount * refunded) / line.count);
                const addOn = spec.lines[index]!.addOn;
                if (addOn) {
                  const [row] = await database.select().from(orderLineAddOns).where(eq(orderLineAddOns.orderLineId, line.id));
                  const addOnRefunded = Math.min(addOn.refunded, row!.count);
                  await database.update(orderLineAddOns).set({ refundedCount: addOnRefunded }).where(eq(orderLineAddOns.id, row!.id));
                  refundedGoods += Math.round((row!.grossAmount * addOnRefunded) / row!.count);
                }
              }
              const goods = Math.min(refundedGoods, built.order.totalAmount);
              await database
                .update(orders)
                .set({ refundedTotalAmount: goods + spec.tips, refundedTipsAmount: spec.tips })
                .where(eq(orders.id, built.order.id));
            }
          }
          // Two days around a clock change (the daily rollups), or most of the year (its whole months from the monthly ones).
          const [fromDate, toDate] = {
            spring: ['2026-03-28', '2026-03-29'],
            autumn: ['2026-10-24', '2026-10-25'],
            year: ['2026-01-10', '2026-12-20'],
          }[season] as [string, string];
          const previousPeriod = comparisonPeriod(fromDate, toDate, 'previous');
          const user = await buildUser(database, { merchantId: merchant.id, role: 'MANAGER' });
          const session = auth(await loginAs(t.app, user.username));
          const answer = await analytics(`fromDate=${fromDate}&toDate=${toDate}`, session);
          const expected = await expectedFrom(database, merchant.id, fromDate, toDate);
          const previous = await expectedFrom(database, merchant.id, previousPeriod.fromDate, previousPeriod.toDate);
          const figures = answer.keyFigures;
          expect(figures.netSales.value).toBe(expected.netSales);
          expect(figures.netSales.previous).toBe(previous.netSales);
          expect(figures.orders.value).toBe(expected.orders);
          expect(figures.refunds.value).toBe(expected.refunds);
          expect(figures.discounts.value).toBe(expected.discounts);
          expect(figures.tips.value).toBe(expected.tips);
          expect(figures.averageOrderValue.value).toBe(expected.orders ? Math.round(expected.netSales / expected.orders) : 0);
          expect(figures.itemsPerOrder.value).toBe(expected.orders ? Math.round((expected.units / expected.orders) * 100) / 100 : 0);
          const actual = actualFrom(answer);
          expect(sold(actual.products)).toEqual(sold(expected.products));
          expect(Object.fromEntries(actual.cells)).toEqual(Object.fromEntries(expected.heat));
          // Each channel's part adds up to the whole.
          expect(answer.channels.reduce((sum, channel) => sum + channel.sales, 0)).toBe(expected.netSales);
          expect(answer.orderTypes.reduce((sum, type) => sum + type.orders, 0)).toBe(expected.orders);
          for (const channel of answer.channels) {
            const ordersOfChannel = (await database.select().from(orders).where(eq(orders.merchantId, merchant.id))).filter(
              (order) =>
                order.orderStatus !== 'CANCELLED' &&
                salesChannelOf(order.channel as never) === channel.channel &&
                osloDateOf(order.orderedAt) >= fromDate &&
                osloDateOf(order.orderedAt) <= toDate,
            );
            expect(channel.orders).toBe(ordersOfChannel.length);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
