import { ARTICLE_GROUP_NAMES, ARTICLE_GROUPS } from '@bakrom/shared/article-groups';
import { emptyCounters } from '@bakrom/shared/report-rules';
import type { GoodsTypeFigures, GoodsTypeReport, GoodsTypeRow } from '@bakrom/shared/schemas/goods-type-report';
import type { SalesAnalytics, SalesByHour } from '@bakrom/shared/schemas/sales-analytics';
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

const compared = (value: number, previous: number, change: number | null) => ({ value, previous, change });

/** Salgsanalyse of 23.–29.11.2026 against the week before, every location and channel: four items sold, one not. */
export function salesAnalytics(overrides: Partial<SalesAnalytics> = {}): SalesAnalytics {
  const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
  return {
    period: { fromDate: '2026-11-23', toDate: '2026-11-29' },
    comparison: { compare: 'previous', fromDate: '2026-11-16', toDate: '2026-11-22' },
    location: null,
    channel: null,
    keyFigures: {
      netSales: compared(1_234_550, 1_099_000, 0.1233),
      orders: compared(150, 156, -0.0385),
      averageOrderValue: compared(8_230, 7_045, 0.1682),
      itemsPerOrder: compared(2.35, 2.1, 0.119),
      refunds: compared(38_000, 40_000, -0.05),
      refundRate: compared(0.0299, 0.0351, -0.1481),
      discounts: compared(12_000, 0, null),
      tips: compared(5_500, 5_500, 0),
    },
    products: [
      {
        key: 'i1:Stor',
        itemId: 'i1',
        name: 'Margherita',
        variantName: 'Stor',
        categoryId: 'c1',
        categoryName: 'Pizza',
        notSold: false,
        units: 60,
        sales: 600_000,
        share: 0.486,
        rank: 1,
        previousUnits: 50,
        previousSales: 500_000,
        change: 0.2,
      },
      {
        key: 'i2',
        itemId: 'i2',
        name: 'Pepperoni',
        variantName: null,
        categoryId: 'c1',
        categoryName: 'Pizza',
        notSold: false,
        units: 30,
        sales: 330_000,
        share: 0.2673,
        rank: 2,
        previousUnits: 33,
        previousSales: 363_000,
        change: -0.0909,
      },
      {
        key: 'i3',
        itemId: 'i3',
        name: 'Cola 0,5 l',
        variantName: null,
        categoryId: 'c2',
        categoryName: 'Drikke',
        notSold: false,
        units: 80,
        sales: 240_000,
        share: 0.1944,
        rank: 3,
        previousUnits: 0,
        previousSales: 0,
        change: null,
      },
      {
        key: 'i4',
        itemId: 'i4',
        name: 'Tiramisu',
        variantName: null,
        categoryId: 'c3',
        categoryName: 'Dessert',
        notSold: false,
        units: 16,
        sales: 64_550,
        share: 0.0523,
        rank: 4,
        previousUnits: 16,
        previousSales: 64_550,
        change: 0,
      },
      {
        key: 'i5',
        itemId: 'i5',
        name: 'Calzone',
        variantName: null,
        categoryId: 'c1',
        categoryName: 'Pizza',
        notSold: true,
        units: 0,
        sales: 0,
        share: 0,
        rank: 5,
        previousUnits: 2,
        previousSales: 26_000,
        change: -1,
      },
    ],
    categories: [
      { categoryId: 'c1', name: 'Pizza', units: 90, sales: 930_000, share: 0.7533, previousSales: 889_000, change: 0.0461 },
      { categoryId: 'c2', name: 'Drikke', units: 80, sales: 240_000, share: 0.1944, previousSales: 0, change: null },
      { categoryId: 'c3', name: 'Dessert', units: 16, sales: 64_550, share: 0.0523, previousSales: 64_550, change: 0 },
    ],
    addOns: [
      {
        key: 'a1',
        addOnId: 'a1',
        name: 'Ekstra ost',
        units: 25,
        sales: 50_000,
        share: 0.625,
        rank: 1,
        previousUnits: 20,
        previousSales: 40_000,
        change: 0.25,
      },
      {
        key: 'a2',
        addOnId: 'a2',
        name: 'Hvitløksdressing',
        units: 30,
        sales: 30_000,
        share: 0.375,
        rank: 2,
        previousUnits: 30,
        previousSales: 30_000,
        change: 0,
      },
    ],
    heatMap: [
      { weekday: 1, hour: 11, sales: 120_000, orders: 12 },
      { weekday: 1, hour: 12, sales: 200_000, orders: 20 },
      { weekday: 5, hour: 18, sales: 350_000, orders: 30 },
      { weekday: 6, hour: 19, sales: 500_000, orders: 40 },
      { weekday: 7, hour: 13, sales: 64_550, orders: 48 },
    ],
    channels: [
      { channel: 'WEBSHOP', sales: 400_000, orders: 50, previousSales: 380_000, previousOrders: 52, change: 0.0526 },
      { channel: 'APP', sales: 300_000, orders: 40, previousSales: 0, previousOrders: 0, change: null },
      { channel: 'KIOSK', sales: 234_550, orders: 30, previousSales: 219_000, previousOrders: 34, change: 0.071 },
      { channel: 'POS', sales: 300_000, orders: 30, previousSales: 500_000, previousOrders: 70, change: -0.4 },
    ],
    orderTypes: [
      { orderType: 'DINE_IN', sales: 500_000, orders: 60, previousSales: 450_000, previousOrders: 55, change: 0.1111 },
      { orderType: 'PICKUP', sales: 634_550, orders: 80, previousSales: 549_000, previousOrders: 81, change: 0.1558 },
      { orderType: 'DELIVERY', sales: 100_000, orders: 10, previousSales: 100_000, previousOrders: 20, change: 0 },
    ],
    timelineBucket: 'day',
    timeline: days.map((start, index) => ({
      start,
      channels: { WEBSHOP: 50_000 + index * 1_000, APP: 40_000, KIOSK: index === 6 ? 0 : 30_000, POS: 45_000 },
      orderTypes: { DINE_IN: 70_000, PICKUP: 80_000 + index * 1_000, DELIVERY: index === 6 ? 0 : 15_000 },
    })),
    ...overrides,
  };
}

/** One day's hours (29.11.2026 against 28.11.2026): sales at 11 and 12, the comparison day's at 11 to 13. */
export function salesByHour(overrides: Partial<SalesByHour> = {}): SalesByHour {
  const figures: Record<number, [number, number, number, number]> = {
    11: [20_000, 2, 15_000, 1],
    12: [44_550, 4, 50_000, 5],
    13: [0, 0, 10_000, 1],
  };
  return {
    date: '2026-11-29',
    comparisonDate: '2026-11-28',
    hours: Array.from({ length: 24 }, (_, hour) => {
      const [sales, orders, previousSales, previousOrders] = figures[hour] ?? [0, 0, 0, 0];
      return { hour, sales, orders, previousSales, previousOrders };
    }),
    ...overrides,
  };
}
