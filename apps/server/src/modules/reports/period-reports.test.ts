import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCounters } from '@bakrom/shared/report-rules';
import {
  alcoholReportSchema,
  smsReportSchema,
  totalSalesReportSchema,
  transactionsReportSchema,
  type AlcoholReport,
  type PaymentLine,
  type SmsReport,
  type ReportCounters,
  type TotalSalesReport,
  type TransactionsReport,
} from '@bakrom/shared/schemas/reports';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';
import { buildTerminal } from '../../../test/order-factories';
import {
  buildAlcoholOrder,
  buildCompany,
  buildDrinkCategory,
  buildPaidOrder,
  buildSms,
  buildTypedRefund,
  buildZReport,
  countersWith,
  reportCategory,
} from '../../../test/period-report-factories';
import { strictly } from '../../../test/strict-schema';

const NOW = new Date('2026-04-10T10:00:00Z');

let t: TestContext;
let token: string;
let managerToken: string;
let superToken: string;
let otherToken: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let terminals: { webshop: string; pos: string; akerPos: string; foreign: string };
let zIds: Record<string, string>;

const get = (url: string, headers: Record<string, string> = auth(token)) => t.app.inject({ method: 'GET', url, headers });
async function read<T>(schema: Parameters<typeof strictly>[0], url: string, headers = auth(token)): Promise<T> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(schema).parse(response.json()) as T;
}
const turnover = (query: string) => read<TotalSalesReport>(totalSalesReportSchema, `/api/report/getTotalSalesReport?${query}`);
const alcohol = (query: string) => read<AlcoholReport>(alcoholReportSchema, `/api/report/getAlcoholReport?${query}`);
const sms = (query: string) => read<SmsReport>(smsReportSchema, `/api/report/getSmsReport?${query}`);
const transactions = (query: string) =>
  read<TransactionsReport>(transactionsReportSchema, `/api/report/getTransactionsReport?${query}`, auth(superToken));

// Z-report categories (amounts with VAT; VAT = gross / (100 + rate) * rate).
const pizza = (amountWithVat: number, count: number) => reportCategory({ name: 'Pizza', vatRate: 15, amountWithVat, count });
const beer = reportCategory({ name: 'Øl', itemType: 'DRINK_ALCOHOL', vatRate: 25, amountWithVat: 12_500, count: 1 });
const soda = reportCategory({ name: 'Brus', itemType: 'DRINK', vatRate: 15, amountWithVat: 3450, count: 1 });

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => NOW } });
  const db = t.database.db;
  fixture = await buildTwoMerchants(db, { useFunctionality: 'ALL' });
  const { merchant, bryggen, aker, other, foreignLocation } = fixture;
  await buildCompany(db, merchant.id, { name: 'Bryggen Mat AS', vatNumber: '987654321' });
  terminals = {
    webshop: (await buildTerminal(db, merchant.id, bryggen.id)).id,
    pos: (await buildTerminal(db, merchant.id, bryggen.id, 'POS-1')).id,
    akerPos: (await buildTerminal(db, merchant.id, aker.id, 'POS-2')).id,
    foreign: (await buildTerminal(db, other.id, foreignLocation.id)).id,
  };
  const at = { merchantId: merchant.id, locationId: bryggen.id };
  const z = (
    terminalId: string,
    nr: number,
    businessDate: string,
    counters: ReportCounters,
    createdAt?: string,
    replacedByZReportId?: string,
  ) => buildZReport(db, { ...at, terminalId, nr, businessDate, counters, createdAt, replacedByZReportId });

  // POS-1: 1 March, 2 March, and 3 March regenerated (nr 3 replaced by nr 4).
  const z1 = await z(
    terminals.pos,
    1,
    '2026-03-01',
    countersWith({
      categories: [pizza(11_500, 2), beer],
      cashCount: 2,
      cashPaymentsTotalAmount: 24_000,
      saleReceiptsCount: 2,
      grandTotalSales: 100_000,
    }),
  );
  const z2 = await z(
    terminals.pos,
    2,
    '2026-03-02',
    countersWith({
      categories: [pizza(23_000, 4)],
      cardCount: 3,
      cardPaymentsTotalAmount: 25_000,
      tips: 2000,
      tipsCount: 1,
      refundReceiptsCount: 1,
      refundReceiptsTotalAmount: 5000,
      saleReceiptsCount: 3,
      grandTotalSales: 123_000,
      grandTotalRefund: 5000,
    }),
    '2026-03-02T22:00:00Z',
  );
  const z4 = await z(
    terminals.pos,
    4,
    '2026-03-03',
    countersWith({
      categories: [pizza(5750, 1)],
      cashCount: 1,
      cashPaymentsTotalAmount: 5750,
      saleReceiptsCount: 1,
      grandTotalSales: 128_750,
      grandTotalRefund: 5000,
    }),
    '2026-03-04T09:00:00Z',
  );
  const z3 = await z(
    terminals.pos,
    3,
    '2026-03-03',
    countersWith({
      categories: [pizza(999_900, 99)],
      cashCount: 99,
      saleReceiptsCount: 99,
      grandTotalSales: 1_099_900,
    }),
    '2026-03-03T22:00:00Z',
    z4.id,
  );
  // The webshop: 2 March (taken before POS-1's), and 5 March outside the period.
  const w1 = await z(
    terminals.webshop,
    1,
    '2026-03-02',
    countersWith({
      categories: [pizza(11_500, 2), soda],
      cardCount: 1,
      cardPaymentsTotalAmount: 14_950,
      saleReceiptsCount: 1,
      grandTotalSales: 14_950,
    }),
    '2026-03-02T21:55:00Z',
  );
  await z(terminals.webshop, 2, '2026-03-05', countersWith({ categories: [pizza(50_000, 5)], grandTotalSales: 64_950 }));
  await z(terminals.pos, 5, '2026-02-28', countersWith({ categories: [pizza(70_000, 7)] }));
  // Aker, with counters as an older settlement stored them (no tipsCount, categories without count).
  await buildZReport(db, {
    merchantId: merchant.id,
    locationId: aker.id,
    terminalId: terminals.akerPos,
    nr: 1,
    businessDate: '2026-03-02',
    counters: {
      categories: [{ id: null, name: 'Pizza', itemType: 'DISH', vatRate: 15, vatAmount: 150, amountWithVat: 1150 }],
      tips: 0,
      cashCount: 1,
      cashVat: 150,
      cashBrutto: 1150,
      cashPaymentsTotalAmount: 1150,
      saleReceiptsCount: 1,
      grandTotalSales: 1150,
    },
  });
  await buildZReport(db, {
    merchantId: other.id,
    locationId: foreignLocation.id,
    terminalId: terminals.foreign,
    nr: 1,
    businessDate: '2026-03-02',
    counters: countersWith({ categories: [pizza(1150, 1)] }),
  });
  zIds = { z1: z1.id, z2: z2.id, z3: z3.id, z4: z4.id, w1: w1.id };

  // Alcohol at Bryggen (VAT 25 %: gross = net × count × 1.25).
  const beerCategory = await buildDrinkCategory(db, merchant.id, 'Øl');
  const wineCategory = await buildDrinkCategory(db, merchant.id, 'Vin');
  const spiritsCategory = await buildDrinkCategory(db, merchant.id, 'Brennevin');
  const drinks = { Pils: beerCategory, Cider: beerCategory, 'Husets rødvin': wineCategory, Akevitt: spiritsCategory };
  const pos = { ...at, terminalId: terminals.pos };
  // Pils 4 × 100 kr = 400 kr (VAT 80), one refunded: 3 units, 300 kr, VAT 60. The pizza is no alcohol.
  await buildAlcoholOrder(
    db,
    {
      ...pos,
      orderedAt: '2026-03-01T19:00:00Z',
      lines: [
        { itemName: 'Pils', count: 4, unitPrice: 8000, vatRate: 25, refundedCount: 1 },
        { itemName: 'Margherita', unitPrice: 13_000, vatRate: 25 },
      ],
    },
    drinks,
  );
  // Rødvin 2 × 120 kr = 240 kr (VAT 48); Pils 100 kr (VAT 20).
  await buildAlcoholOrder(
    db,
    {
      ...pos,
      orderedAt: '2026-03-02T20:00:00Z',
      lines: [
        { itemName: 'Husets rødvin', count: 2, unitPrice: 9600, vatRate: 25 },
        { itemName: 'Pils', unitPrice: 8000, vatRate: 25 },
      ],
    },
    drinks,
  );
  // 00:30 on 1 March in Oslo. Cider 3 × 83,34 kr = 250,01 kr (VAT 50,00), one refunded: 2/3 = 166,67 kr, VAT 33,33.
  await buildAlcoholOrder(
    db,
    { ...pos, orderedAt: '2026-02-28T23:30:00Z', lines: [{ itemName: 'Cider', count: 3, unitPrice: 6667, vatRate: 25, refundedCount: 1 }] },
    drinks,
  );
  // Akevitt fully refunded: the category has nothing left.
  await buildAlcoholOrder(
    db,
    {
      ...pos,
      orderedAt: '2026-03-01T20:00:00Z',
      lines: [{ itemName: 'Akevitt', count: 2, unitPrice: 10_000, vatRate: 25, refundedCount: 2 }],
    },
    drinks,
  );
  // Left out: cancelled; 00:30 on 3 March and 23:30 on 28 February in Oslo; another location; another merchant.
  await buildAlcoholOrder(
    db,
    {
      ...pos,
      orderedAt: '2026-03-02T10:00:00Z',
      orderStatus: 'CANCELLED',
      lines: [{ itemName: 'Pils', count: 10, unitPrice: 8000, vatRate: 25 }],
    },
    drinks,
  );
  await buildAlcoholOrder(
    db,
    { ...pos, orderedAt: '2026-03-02T23:30:00Z', lines: [{ itemName: 'Pils', count: 5, unitPrice: 8000, vatRate: 25 }] },
    drinks,
  );
  await buildAlcoholOrder(
    db,
    { ...pos, orderedAt: '2026-02-28T22:30:00Z', lines: [{ itemName: 'Pils', count: 9, unitPrice: 8000, vatRate: 25 }] },
    drinks,
  );
  await buildAlcoholOrder(
    db,
    {
      merchantId: merchant.id,
      locationId: aker.id,
      terminalId: terminals.akerPos,
      orderedAt: '2026-03-02T12:00:00Z',
      lines: [{ itemName: 'Pils', count: 7, unitPrice: 8000, vatRate: 25 }],
    },
    drinks,
  );

  // SMS at Bryggen: three in the period (the last at 23:59 Oslo time on 2 March).
  const message = { merchantId: merchant.id, locationId: bryggen.id };
  await buildSms(db, {
    ...message,
    messageType: 'ORDER_CONFIRMATION',
    message: 'Hei Kari! Takk for bestillingen.',
    smsCount: 1,
    sentAt: '2026-03-01T08:00:00Z',
  });
  await buildSms(db, {
    ...message,
    messageType: 'FOOD_READY',
    message: 'Maten er klar. '.repeat(12),
    smsCount: 2,
    sentAt: '2026-03-02T12:00:00Z',
  });
  await buildSms(db, {
    ...message,
    messageType: 'USER_REGISTRATION',
    message: 'Din engangskode er 123456.',
    smsCount: 1,
    sentAt: '2026-03-02T22:59:00Z',
  });
  await buildSms(db, { ...message, messageType: 'FOOD_READY', message: 'Etter perioden', smsCount: 1, sentAt: '2026-03-02T23:00:00Z' });
  await buildSms(db, { ...message, messageType: 'FOOD_READY', message: 'Før perioden', smsCount: 1, sentAt: '2026-02-28T22:59:00Z' });
  await buildSms(db, {
    merchantId: merchant.id,
    locationId: aker.id,
    messageType: 'FOOD_READY',
    message: 'Aker',
    smsCount: 3,
    sentAt: '2026-03-02T12:00:00Z',
  });

  // Card payments of the merchant (both locations) and refunds.
  const pay = (
    paidAt: string,
    amount: number,
    paymentType: Parameters<typeof buildPaidOrder>[1]['paymentType'],
    cardType?: string,
    where = pos,
  ) => buildPaidOrder(db, { ...where, paidAt, amount, paymentType, cardType });
  const axept1 = await pay('2026-03-01T10:00:00Z', 10_000, 'BANK_AXEPT');
  await pay('2026-03-02T22:30:00Z', 25_050, 'BANK_AXEPT', undefined, {
    merchantId: merchant.id,
    locationId: aker.id,
    terminalId: terminals.akerPos,
  });
  const visa1 = await pay('2026-03-01T12:00:00Z', 12_000, 'CARD', 'VISA');
  const visa2 = await pay('2026-03-02T12:00:00Z', 3000, 'CARD', 'VISA');
  await pay('2026-03-02T12:05:00Z', 4500, 'CARD', 'MASTERCARD');
  const apple = await pay('2026-03-02T12:10:00Z', 7000, 'APPLE_PAY');
  const google = await pay('2026-03-02T12:20:00Z', 1000, 'GOOGLE_PAY');
  const cash = await pay('2026-03-02T12:30:00Z', 99_900, 'CASH');
  await pay('2026-03-02T12:40:00Z', 88_800, 'VIPPS');
  await pay('2026-03-02T23:00:00Z', 50_000, 'BANK_AXEPT');
  await buildPaidOrder(db, {
    merchantId: other.id,
    locationId: foreignLocation.id,
    terminalId: terminals.foreign,
    paidAt: '2026-03-01T10:00:00Z',
    amount: 40_000,
    paymentType: 'BANK_AXEPT',
  });
  const refund = (
    order: { id: string },
    amount: number,
    paymentType: Parameters<typeof buildTypedRefund>[1]['paymentType'],
    status: 'SUCCEEDED' | 'FAILED' | 'PENDING',
    createdAt: string,
  ) =>
    buildTypedRefund(db, { merchantId: merchant.id, orderId: order.id, terminalId: terminals.pos, amount, paymentType, status, createdAt });
  await refund(axept1, 5000, 'BANK_AXEPT', 'SUCCEEDED', '2026-03-02T09:00:00Z');
  await refund(visa2, 3000, 'CARD', 'SUCCEEDED', '2026-03-02T13:00:00Z');
  await refund(visa1, 1000, 'CARD', 'FAILED', '2026-03-02T13:00:00Z');
  await refund(cash, 99_900, 'CASH', 'SUCCEEDED', '2026-03-02T13:00:00Z');
  await refund(apple, 7000, 'APPLE_PAY', 'SUCCEEDED', '2026-03-03T08:00:00Z');
  await refund(google, 1000, 'GOOGLE_PAY', 'PENDING', '2026-03-02T14:00:00Z');

  token = await loginAs(t.app, fixture.admin.username);
  const manager = await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' });
  managerToken = await loginAs(t.app, manager.username);
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'rapport.plattform' });
  superToken = await loginAs(t.app, 'rapport.plattform', merchant.id);
  otherToken = await loginAs(t.app, fixture.otherAdmin.username);
});
afterAll(() => t.close());

const MARCH = 'fromDate=2026-03-01&toDate=2026-03-03';

describe('GET /api/report/getTotalSalesReport', () => {
  it('adds up one terminal’s live Z-reports of the period: the replaced one left out, grand totals of the last', async () => {
    const report = await turnover(`locationId=${fixture.bryggen.id}&terminalId=${terminals.pos}&${MARCH}`);
    expect(report.location).toEqual({ id: fixture.bryggen.id, name: 'Bryggen' });
    expect(report.company).toEqual({ name: 'Bryggen Mat AS', organisationNumber: '987654321' });
    expect(report.terminal).toMatchObject({ id: terminals.pos, terminalId: 'POS-1', terminalType: 'POS', locationId: fixture.bryggen.id });
    expect([report.fromDate, report.toDate, report.empty]).toEqual(['2026-03-01', '2026-03-03', false]);
    expect(report.zReports).toEqual([
      {
        id: zIds.z1,
        nr: 1,
        terminalId: terminals.pos,
        businessDate: '2026-03-01',
        createdTime: '2026-03-01T22:00:00.000Z',
        amountWithVat: 24_000,
        vatAmount: 4000,
      },
      {
        id: zIds.z2,
        nr: 2,
        terminalId: terminals.pos,
        businessDate: '2026-03-02',
        createdTime: '2026-03-02T22:00:00.000Z',
        amountWithVat: 23_000,
        vatAmount: 3000,
      },
      {
        id: zIds.z4,
        nr: 4,
        terminalId: terminals.pos,
        businessDate: '2026-03-03',
        createdTime: '2026-03-04T09:00:00.000Z',
        amountWithVat: 5750,
        vatAmount: 750,
      },
    ]);
    expect(report.counters).toEqual({
      ...emptyCounters(),
      categories: [
        { id: null, name: 'Pizza', itemType: 'DISH', vatRate: 15, count: 7, vatAmount: 5250, amountWithVat: 40_250 },
        { id: null, name: 'Øl', itemType: 'DRINK_ALCOHOL', vatRate: 25, count: 1, vatAmount: 2500, amountWithVat: 12_500 },
      ],
      cashCount: 3,
      cashPaymentsTotalAmount: 29_750,
      cardCount: 3,
      cardPaymentsTotalAmount: 25_000,
      tips: 2000,
      tipsCount: 1,
      refundReceiptsCount: 1,
      refundReceiptsTotalAmount: 5000,
      saleReceiptsCount: 6,
      grandTotalSales: 128_750,
      grandTotalRefund: 5000,
    });
    expect(report.vatGroups).toEqual([
      { vatRate: 15, netAmount: 35_000, vatAmount: 5250, amountWithVat: 40_250 },
      { vatRate: 25, netAmount: 10_000, vatAmount: 2500, amountWithVat: 12_500 },
    ]);
  });

  it('adds every terminal of the location for ALL, oldest first, grand totals added over the terminals', async () => {
    const report = await turnover(`locationId=${fixture.bryggen.id}&terminalId=ALL&${MARCH}`);
    expect(report.terminal).toBeNull();
    expect(report.zReports.map((z) => z.id)).toEqual([zIds.z1, zIds.w1, zIds.z2, zIds.z4]);
    expect(report.counters.categories).toEqual([
      { id: null, name: 'Pizza', itemType: 'DISH', vatRate: 15, count: 9, vatAmount: 6750, amountWithVat: 51_750 },
      { id: null, name: 'Øl', itemType: 'DRINK_ALCOHOL', vatRate: 25, count: 1, vatAmount: 2500, amountWithVat: 12_500 },
      { id: null, name: 'Brus', itemType: 'DRINK', vatRate: 15, count: 1, vatAmount: 450, amountWithVat: 3450 },
    ]);
    expect(report.counters).toMatchObject({
      cashCount: 3,
      cardCount: 4,
      cardPaymentsTotalAmount: 39_950,
      saleReceiptsCount: 7,
      grandTotalSales: 143_700,
      grandTotalRefund: 5000,
    });
    expect(report.vatGroups).toEqual([
      { vatRate: 15, netAmount: 48_000, vatAmount: 7200, amountWithVat: 55_200 },
      { vatRate: 25, netAmount: 10_000, vatAmount: 2500, amountWithVat: 12_500 },
    ]);
  });

  it('answers an empty report for a period without Z-reports', async () => {
    const report = await turnover(`locationId=${fixture.bryggen.id}&terminalId=ALL&fromDate=2026-01-01&toDate=2026-01-31`);
    expect(report).toMatchObject({ empty: true, zReports: [], vatGroups: [], counters: emptyCounters() });
  });

  it('reads counters an older settlement stored without some figures as 0', async () => {
    const report = await turnover(`locationId=${fixture.aker.id}&terminalId=ALL&fromDate=2026-03-02&toDate=2026-03-02`);
    expect(report.counters.categories).toEqual([
      { id: null, name: 'Pizza', itemType: 'DISH', vatRate: 15, count: 0, vatAmount: 150, amountWithVat: 1150 },
    ]);
    expect(report.counters).toMatchObject({ tipsCount: 0, cashCount: 1, cashBrutto: 1150, grandTotalSales: 1150 });
  });

  it('adds up the payment lines with the bonus points, so that goods and tips come to what was paid by every means', async () => {
    const db = t.database.db;
    const { merchant, bryggen } = fixture;
    const till = (await buildTerminal(db, merchant.id, bryggen.id, 'POS-9')).id;
    const line = (paymentType: PaymentLine['paymentType'], saftCode: string, amount: number, amountWithVat: number, vatAmount: number) => ({
      paymentType,
      saftCode,
      count: 1,
      amount,
      amountWithVat,
      vatAmount,
    });
    const at = { merchantId: merchant.id, locationId: bryggen.id, terminalId: till };
    // 230 kr of goods and 20 kr tips, paid 100 kr cash, 120 kr card (tips included) and 30 points.
    await buildZReport(db, {
      ...at,
      nr: 1,
      businessDate: '2026-02-10',
      counters: countersWith({
        categories: [pizza(23_000, 2)],
        tips: 2000,
        tipsCount: 1,
        cashCount: 1,
        cashPaymentsTotalAmount: 10_000,
        cardCount: 1,
        cardPaymentsTotalAmount: 12_000,
        saleReceiptsCount: 1,
        totalSalesAmount: 23_000,
        paymentLines: [
          line('CASH', '12001', 10_000, 10_000, 1304),
          line('CARD', '12003', 12_000, 10_000, 1304),
          line('BONUS_POINTS', '12007', 3000, 3000, 392),
        ],
      }),
    });
    // 115 kr of goods, paid 65 kr card and 50 points.
    await buildZReport(db, {
      ...at,
      nr: 2,
      businessDate: '2026-02-11',
      counters: countersWith({
        categories: [pizza(11_500, 1)],
        cardCount: 1,
        cardPaymentsTotalAmount: 6500,
        saleReceiptsCount: 1,
        totalSalesAmount: 11_500,
        paymentLines: [line('CARD', '12003', 6500, 6500, 848), line('BONUS_POINTS', '12007', 5000, 5000, 652)],
      }),
    });

    const report = await turnover(`locationId=${bryggen.id}&terminalId=${till}&fromDate=2026-02-10&toDate=2026-02-11`);
    const { counters } = report;
    expect(counters.paymentLines).toEqual([
      { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 10_000, amountWithVat: 10_000, vatAmount: 1304 },
      { paymentType: 'CARD', saftCode: '12003', count: 2, amount: 18_500, amountWithVat: 16_500, vatAmount: 2152 },
      { paymentType: 'BONUS_POINTS', saftCode: '12007', count: 2, amount: 8000, amountWithVat: 8000, vatAmount: 1044 },
    ]);
    const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const turnoverWithVat = sum(report.vatGroups, (group) => group.amountWithVat);
    const paid = sum(counters.paymentLines, (paymentLine) => paymentLine.amount);
    const bonus = sum(
      counters.paymentLines.filter((paymentLine) => paymentLine.paymentType === 'BONUS_POINTS'),
      (paymentLine) => paymentLine.amount,
    );
    // Every table of the report reconciles: turnover + tips = what was paid = the payment groups + bonus points.
    expect(turnoverWithVat).toBe(34_500);
    expect(counters.totalSalesAmount).toBe(turnoverWithVat);
    expect(turnoverWithVat + counters.tips).toBe(paid);
    expect(counters.cashPaymentsTotalAmount + counters.vippsPaymentsTotalAmount + counters.cardPaymentsTotalAmount + bonus).toBe(paid);
    expect(sum(counters.paymentLines, (paymentLine) => paymentLine.amountWithVat)).toBe(turnoverWithVat);
  });

  it('answers 404 for a terminal of another location or merchant, or unknown, and for another merchant’s location', async () => {
    for (const query of [
      `locationId=${fixture.bryggen.id}&terminalId=${terminals.akerPos}`,
      `locationId=${fixture.bryggen.id}&terminalId=${terminals.foreign}`,
      `locationId=${fixture.bryggen.id}&terminalId=${UNKNOWN_ID}`,
      `locationId=${fixture.foreignLocation.id}&terminalId=${terminals.foreign}`,
      `locationId=${fixture.foreignLocation.id}&terminalId=ALL`,
    ]) {
      const response = await get(`/api/report/getTotalSalesReport?${query}&${MARCH}`);
      expect(response.statusCode, query).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const own = await get(
      `/api/report/getTotalSalesReport?locationId=${fixture.foreignLocation.id}&terminalId=${terminals.foreign}&${MARCH}`,
      auth(otherToken),
    );
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad dates, a reversed period, a period over 400 days and a bad terminal', async () => {
    const base = `locationId=${fixture.bryggen.id}&terminalId=ALL`;
    const cases: [string, string][] = [
      [`${base}&fromDate=2026-02-30&toDate=2026-03-01`, 'fromDate'],
      [`${base}&fromDate=01.03.2026&toDate=2026-03-01`, 'fromDate'],
      [`${base}&fromDate=2026-03-01`, 'toDate'],
      [`${base}&fromDate=2026-03-02&toDate=2026-03-01`, 'toDate'],
      [`${base}&fromDate=2025-01-01&toDate=2026-02-05`, 'toDate'],
      [`locationId=${fixture.bryggen.id}&terminalId=alle&${MARCH}`, 'terminalId'],
      [`locationId=x&terminalId=ALL&${MARCH}`, 'locationId'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/report/getTotalSalesReport?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), query).toContain(field);
    }
    const longest = await get(`/api/report/getTotalSalesReport?${base}&fromDate=2025-01-01&toDate=2026-02-04`);
    expect(longest.statusCode, 'exactly 400 days').toBe(200);
    const over = await get(`/api/report/getTotalSalesReport?${base}&fromDate=2025-01-01&toDate=2026-02-05`);
    expect(over.json().error.message).toBe('Sjekk feltet «til dato»: Perioden kan være høyst 400 dager');
  });

  it('is read by a MANAGER too', async () => {
    const response = await get(
      `/api/report/getTotalSalesReport?locationId=${fixture.bryggen.id}&terminalId=ALL&${MARCH}`,
      auth(managerToken),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/report/getAlcoholReport', () => {
  it('adds up alcohol lines per category and VAT rate, refunded units and cancelled orders left out, by Oslo day', async () => {
    const report = await alcohol(`locationId=${fixture.bryggen.id}&fromDate=2026-03-01&toDate=2026-03-02`);
    expect(report.location).toEqual({ id: fixture.bryggen.id, name: 'Bryggen' });
    expect(report.company).toEqual({ name: 'Bryggen Mat AS', organisationNumber: '987654321' });
    expect(report.categories).toEqual([
      { id: expect.any(String), name: 'Vin', vatRate: 25, count: 2, vatAmount: 4800, amountWithVat: 24_000 },
      { id: expect.any(String), name: 'Øl', vatRate: 25, count: 6, vatAmount: 11_333, amountWithVat: 56_667 },
    ]);
    expect(report.total).toEqual({ count: 8, vatAmount: 16_133, amountWithVat: 80_667 });
  });

  it('answers no categories and zero totals for a period without alcohol', async () => {
    const report = await alcohol(`locationId=${fixture.bryggen.id}&fromDate=2026-01-01&toDate=2026-01-31`);
    expect(report.categories).toEqual([]);
    expect(report.total).toEqual({ count: 0, vatAmount: 0, amountWithVat: 0 });
  });

  it('answers 404 for another merchant’s location and 400 for a bad period', async () => {
    expect((await get(`/api/report/getAlcoholReport?locationId=${fixture.foreignLocation.id}&${MARCH}`)).statusCode).toBe(404);
    expect(
      (await get(`/api/report/getAlcoholReport?locationId=${fixture.bryggen.id}&fromDate=2026-03-03&toDate=2026-03-01`)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/report/getAlcoholReport?locationId=${fixture.bryggen.id}&fromDate=2024-01-01&toDate=2026-03-01`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/report/getSmsReport', () => {
  it('lists the location’s SMS of the Oslo days newest first, with segments and price per type', async () => {
    const report = await sms(`locationId=${fixture.bryggen.id}&fromDate=2026-03-01&toDate=2026-03-02`);
    expect(report.location).toEqual({ id: fixture.bryggen.id, name: 'Bryggen' });
    expect(report.messages.map((message) => [message.messageType, message.smsCount, message.sentTime])).toEqual([
      ['USER_REGISTRATION', 1, '2026-03-02T22:59:00.000Z'],
      ['FOOD_READY', 2, '2026-03-02T12:00:00.000Z'],
      ['ORDER_CONFIRMATION', 1, '2026-03-01T08:00:00.000Z'],
    ]);
    expect(report.messages.every((message) => message.locationId === fixture.bryggen.id && message.orderId === null)).toBe(true);
    expect(report.summary).toEqual({
      messageCount: 3,
      smsCount: 4,
      totalPrice: 400,
      byType: [
        { messageType: 'USER_REGISTRATION', messageCount: 1, smsCount: 1 },
        { messageType: 'ORDER_CONFIRMATION', messageCount: 1, smsCount: 1 },
        { messageType: 'FOOD_READY', messageCount: 1, smsCount: 2 },
      ],
    });
  });

  it('answers an empty report for a period without SMS, and 404 for another merchant’s location', async () => {
    const report = await sms(`locationId=${fixture.bryggen.id}&fromDate=2026-01-01&toDate=2026-01-31`);
    expect(report.messages).toEqual([]);
    expect(report.summary).toMatchObject({ messageCount: 0, smsCount: 0, totalPrice: 0 });
    expect((await get(`/api/report/getSmsReport?locationId=${fixture.foreignLocation.id}&${MARCH}`)).statusCode).toBe(404);
  });
});

describe('GET /api/report/getTransactionsReport', () => {
  it('sets BankAxept against the other card types by Oslo day of payment, and their succeeded refunds', async () => {
    const report = await transactions('fromDate=2026-03-01&toDate=2026-03-02');
    expect(report).toEqual({
      fromDate: '2026-03-01',
      toDate: '2026-03-02',
      bankAxeptCount: 2,
      bankAxeptPaymentsTotalAmount: 35_050,
      nonBankAxeptCount: 5,
      nonBankAxeptPaymentsTotalAmount: 27_500,
      refundedBankAxeptCount: 1,
      refundedBankAxeptPaymentsTotalAmount: 5000,
      refundedNonBankAxeptCount: 1,
      refundedNonBankAxeptPaymentsTotalAmount: 3000,
      nonBankAxeptByCardType: [
        { cardType: 'VISA', count: 2, amount: 15_000 },
        { cardType: 'APPLE_PAY', count: 1, amount: 7000 },
        { cardType: 'MASTERCARD', count: 1, amount: 4500 },
        { cardType: 'GOOGLE_PAY', count: 1, amount: 1000 },
      ],
    });
  });

  it('answers zeros for a period without card payments', async () => {
    const report = await transactions('fromDate=2026-01-01&toDate=2026-01-31');
    expect(report).toMatchObject({ bankAxeptCount: 0, nonBankAxeptCount: 0, refundedBankAxeptCount: 0, nonBankAxeptByCardType: [] });
  });

  it('is refused to an ADMIN and a MANAGER (403), and a bad period is 400', async () => {
    for (const headers of [auth(token), auth(managerToken)]) {
      const response = await get('/api/report/getTransactionsReport?fromDate=2026-03-01&toDate=2026-03-02', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const reversed = await get('/api/report/getTransactionsReport?fromDate=2026-03-02&toDate=2026-03-01', auth(superToken));
    expect(reversed.statusCode).toBe(400);
  });
});
