import { ARTICLE_GROUP_NAMES, ARTICLE_GROUPS } from '@bakrom/shared/article-groups';
import { emptyCounters } from '@bakrom/shared/report-rules';
import type { GoodsTypeFigures, GoodsTypeReport, GoodsTypeRow } from '@bakrom/shared/schemas/goods-type-report';
import {
  reportCountersSchema,
  type AlcoholReport,
  type ReportCounters,
  type ReportGui,
  type SmsReport,
  type Terminal,
  type TransactionsReport,
  type XReport,
  type ZReport,
} from '@bakrom/shared/schemas/reports';

export const LOCATION_ID = '00000000-0000-4000-8000-000000000001';
export const OTHER_LOCATION_ID = '00000000-0000-4000-8000-000000000002';

export const gui: ReportGui = {
  locations: [{ id: LOCATION_ID, name: 'Sentrum', vatNumber: '999888777' }],
  company: { name: 'Demo Restaurant AS', vatNumber: '999888777' },
  vat: { takeOut: 15, dineIn: 25, delivery: 25 },
  merchant: { id: 'demo', functionality: 'ALL', autoSettleTills: false },
};

export function terminal(overrides: Partial<Terminal> = {}): Terminal {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    terminalId: 'POS-SEN-1',
    terminalType: 'POS',
    deviceName: 'Kasse 1',
    systemIdNr: 'SN-1',
    locationId: LOCATION_ID,
    ...overrides,
  };
}

export const pos = terminal();
export const kiosk = terminal({
  id: '00000000-0000-4000-8000-0000000000a2',
  terminalId: 'KIOSK-SEN-1',
  terminalType: 'KIOSK',
  deviceName: 'Kiosk 1',
});
export const webshop = terminal({
  id: '00000000-0000-4000-8000-0000000000a3',
  terminalId: 'WEBSHOP',
  terminalType: 'WEBSHOP',
  deviceName: 'WEBSHOP',
});

/** Counters with every figure 0 and no categories, payment lines or operators, then the given ones. */
export function counters(overrides: Partial<ReportCounters> = {}): ReportCounters {
  return reportCountersSchema.parse({ ...emptyCounters(), ...overrides });
}

export const sales = counters({
  categories: [
    { id: 'c1', name: 'Pizza', itemType: 'DISH', vatRate: 15, count: 3, vatAmount: 3_900, amountWithVat: 29_900 },
    { id: 'c2', name: 'Øl', itemType: 'DRINK_ALCOHOL', vatRate: 25, count: 2, vatAmount: 3_000, amountWithVat: 15_000 },
  ],
  cashCount: 1,
  cashBrutto: 15_000,
  cashPaymentsTotalAmount: 15_000,
  cardCount: 2,
  cardBrutto: 29_900,
  cardPaymentsTotalAmount: 31_900,
  PickupCount: 3,
  PickupBrutto: 44_900,
  saleReceiptsCount: 3,
  totalSalesAmount: 44_900,
  paymentLines: [
    { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 15_000, amountWithVat: 15_000, vatAmount: 3_000 },
    { paymentType: 'BANK_AXEPT', saftCode: '12002', count: 1, amount: 11_000, amountWithVat: 10_000, vatAmount: 1_304 },
    { paymentType: 'CARD', saftCode: '12003', count: 1, amount: 20_900, amountWithVat: 19_900, vatAmount: 2_596 },
  ],
  operators: [
    { name: 'Ingrid', count: 2, amount: 29_900 },
    { name: 'Ukjent', count: 1, amount: 15_000 },
  ],
  cashBoxOpeningsCount: 1,
  grandTotalSales: 1_234_550,
  grandTotalRefund: 10_000,
});

export const salesVatGroups = [
  { vatRate: 15, netAmount: 26_000, vatAmount: 3_900, amountWithVat: 29_900 },
  { vatRate: 25, netAmount: 12_000, vatAmount: 3_000, amountWithVat: 15_000 },
];

export function xReport(overrides: Partial<XReport> = {}): XReport {
  return {
    location: { id: LOCATION_ID, name: 'Sentrum' },
    company: { name: 'Demo Restaurant AS', organisationNumber: '999888777' },
    terminal: pos,
    generatedAt: '2026-11-25T12:00:00.000Z',
    periodStart: '2026-11-24T21:45:00.000Z',
    previousZReportNr: 41,
    empty: false,
    counters: sales,
    vatGroups: salesVatGroups,
    ...overrides,
  };
}

export function zReport(overrides: Partial<ZReport> = {}): ZReport {
  const { periodStart: _p, previousZReportNr: _n, empty: _e, ...rest } = xReport();
  return {
    ...rest,
    id: '00000000-0000-4000-8000-0000000000f1',
    nr: 42,
    businessDate: '2026-11-25',
    createdTime: '2026-11-25T12:01:00.000Z',
    createdBy: 'demo.admin',
    replacedByNr: null,
    ...overrides,
  };
}

export function alcoholReport(overrides: Partial<AlcoholReport> = {}): AlcoholReport {
  return {
    location: { id: LOCATION_ID, name: 'Sentrum' },
    company: { name: 'Demo Restaurant AS', organisationNumber: '999888777' },
    fromDate: '2026-11-01',
    toDate: '2026-11-26',
    categories: [{ id: 'c2', name: 'Øl', vatRate: 25, count: 2, vatAmount: 3_000, amountWithVat: 15_000 }],
    total: { count: 2, vatAmount: 3_000, amountWithVat: 15_000 },
    ...overrides,
  };
}

/** Hand-made figures of a year (øre): food, beer and soft drinks sold, every other goods type at 0, and their sum. */
const GOODS_TYPE_FIGURES: Partial<Record<string, GoodsTypeFigures>> = {
  '04006': { quantity: 1_250, netAmount: 15_000_000, vatAmount: 2_250_000, grossAmount: 17_250_000 },
  '04007': { quantity: 340, netAmount: 2_720_000, vatAmount: 680_000, grossAmount: 3_400_000 },
  '04011': { quantity: 75, netAmount: 240_000, vatAmount: 36_000, grossAmount: 276_000 },
};

export function goodsTypeReport(overrides: Partial<GoodsTypeReport> = {}): GoodsTypeReport {
  const rows: GoodsTypeRow[] = ARTICLE_GROUPS.map((articleGroup) => ({
    articleGroup,
    name: ARTICLE_GROUP_NAMES[articleGroup],
    ...(GOODS_TYPE_FIGURES[articleGroup] ?? { quantity: 0, netAmount: 0, vatAmount: 0, grossAmount: 0 }),
  }));
  return {
    location: { id: LOCATION_ID, name: 'Sentrum' },
    company: { name: 'Demo Restaurant AS', organisationNumber: '999888777' },
    year: 2025,
    rows,
    total: { quantity: 1_665, netAmount: 17_960_000, vatAmount: 2_966_000, grossAmount: 20_926_000 },
    ...overrides,
  };
}

export function smsReport(overrides: Partial<SmsReport> = {}): SmsReport {
  return {
    location: { id: LOCATION_ID, name: 'Sentrum' },
    fromDate: '2026-11-01',
    toDate: '2026-11-26',
    summary: {
      messageCount: 1,
      smsCount: 1,
      totalPrice: 100,
      byType: [{ messageType: 'FOOD_READY', messageCount: 1, smsCount: 1 }],
    },
    messages: [
      {
        id: 'sms-1',
        locationId: LOCATION_ID,
        messageType: 'FOOD_READY',
        message: 'Maten din er klar.',
        smsCount: 1,
        sentTime: '2026-11-25T12:00:00.000Z',
        messageId: 'm-1',
        orderId: null,
      },
    ],
    ...overrides,
  };
}

export function transactionsReport(overrides: Partial<TransactionsReport> = {}): TransactionsReport {
  return {
    fromDate: '2026-11-01',
    toDate: '2026-11-26',
    bankAxeptCount: 1,
    bankAxeptPaymentsTotalAmount: 11_000,
    nonBankAxeptCount: 1,
    nonBankAxeptPaymentsTotalAmount: 20_900,
    refundedBankAxeptCount: 0,
    refundedBankAxeptPaymentsTotalAmount: 0,
    refundedNonBankAxeptCount: 0,
    refundedNonBankAxeptPaymentsTotalAmount: 0,
    nonBankAxeptByCardType: [{ cardType: 'VISA', count: 1, amount: 20_900 }],
    ...overrides,
  };
}
