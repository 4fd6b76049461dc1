import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ITEM_TYPES } from './enums';
import {
  ADDITIVE_COUNTER_KEYS,
  emptyCounters,
  grandTotalNet,
  isEmptyReport,
  mergeCategories,
  periodSales,
  sumCounters,
  vatGroups,
} from './report-rules';
import { reportCountersSchema, type ReportCategory, type ReportCounters } from './schemas/reports';
import { vatOfGross } from './vat';

const RATES = [0, 12, 15, 25];

const categoryArb: fc.Arbitrary<ReportCategory> = fc
  .record({
    id: fc.option(fc.constantFrom('c1', 'c2', 'c3'), { nil: null }),
    name: fc.constantFrom('Pizza', 'Drikke', 'Øl'),
    itemType: fc.constantFrom(...ITEM_TYPES),
    vatRate: fc.constantFrom(...RATES),
    count: fc.integer({ min: 0, max: 50 }),
    amountWithVat: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map((c) => ({ ...c, vatAmount: vatOfGross(c.amountWithVat, c.vatRate) }));

const countersArb: fc.Arbitrary<ReportCounters> = fc
  .record({
    categories: fc.array(categoryArb, { maxLength: 6 }),
    values: fc.array(fc.integer({ min: 0, max: 100_000 }), {
      minLength: ADDITIVE_COUNTER_KEYS.length,
      maxLength: ADDITIVE_COUNTER_KEYS.length,
    }),
    grandTotalSales: fc.integer({ min: 0, max: 10_000_000 }),
    grandTotalRefund: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ categories, values, grandTotalSales, grandTotalRefund }) => {
    const counters = { ...emptyCounters(), categories: mergeCategories([categories]), grandTotalSales, grandTotalRefund };
    ADDITIVE_COUNTER_KEYS.forEach((key, i) => (counters[key] = values[i]!));
    return counters;
  });

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('emptyCounters / isEmptyReport', () => {
  it('empty counters parse strictly and count as an empty report', () => {
    const counters = emptyCounters();
    expect(reportCountersSchema.strict().parse(counters)).toEqual(counters);
    expect(isEmptyReport(counters)).toBe(true);
    expect(emptyCounters()).not.toBe(counters);
  });

  it('any VAT, gross or refund counter above 0 makes the report non-empty', () => {
    for (const key of [
      'cashVat',
      'cardBrutto',
      'DineInVat',
      'DeliveryServiceBrutto',
      'refundReceiptsCount',
      'refundReceiptsTotalAmount',
    ] as const) {
      expect(isEmptyReport({ ...emptyCounters(), [key]: 1 })).toBe(false);
    }
  });

  it('counts, drawer openings, copies and grand totals alone leave the report empty (spec §5)', () => {
    const counters = { ...emptyCounters(), cashBoxOpeningsCount: 3, copyReceiptsCount: 1, grandTotalSales: 50_000, saleReceiptsCount: 0 };
    expect(isEmptyReport(counters)).toBe(true);
  });

  it('a Z-report stored before the § 2-8-2 lines parses with them as zeros and empty lists', () => {
    const { paymentLines: _p, operators: _o, totalSalesAmount: _t, openingChangeFloat: _f, ...stored } = emptyCounters();
    expect(reportCountersSchema.strict().parse(stored)).toEqual(emptyCounters());
  });
});

describe('vatGroups', () => {
  it('groups categories by rate, lowest first, net = with VAT − VAT', () => {
    const categories: ReportCategory[] = [
      { id: 'a', name: 'Øl', itemType: 'DRINK_ALCOHOL', vatRate: 25, count: 2, vatAmount: 3000, amountWithVat: 15000 },
      { id: 'b', name: 'Pizza', itemType: 'DISH', vatRate: 15, count: 3, vatAmount: 3913, amountWithVat: 30000 },
      { id: 'c', name: 'Brus', itemType: 'DRINK', vatRate: 15, count: 1, vatAmount: 652, amountWithVat: 5000 },
    ];
    expect(vatGroups(categories)).toEqual([
      { vatRate: 15, netAmount: 30435, vatAmount: 4565, amountWithVat: 35000 },
      { vatRate: 25, netAmount: 12000, vatAmount: 3000, amountWithVat: 15000 },
    ]);
    expect(vatGroups([])).toEqual([]);
  });

  it('Σ categories = Σ VAT groups, one group per rate, sorted', () => {
    fc.assert(
      fc.property(fc.array(categoryArb, { maxLength: 20 }), (categories) => {
        const groups = vatGroups(categories);
        expect(sumOf(groups.map((g) => g.amountWithVat))).toBe(sumOf(categories.map((c) => c.amountWithVat)));
        expect(sumOf(groups.map((g) => g.vatAmount))).toBe(sumOf(categories.map((c) => c.vatAmount)));
        for (const g of groups) expect(g.netAmount).toBe(g.amountWithVat - g.vatAmount);
        expect(groups.map((g) => g.vatRate)).toEqual([...new Set(categories.map((c) => c.vatRate))].sort((a, b) => a - b));
      }),
    );
  });
});

describe('sumCounters', () => {
  it('adds every counter, merges categories by id+name+itemType+vatRate, keeps the last grand totals', () => {
    const pizza: ReportCategory = { id: 'p', name: 'Pizza', itemType: 'DISH', vatRate: 15, count: 1, vatAmount: 130, amountWithVat: 1000 };
    const a = { ...emptyCounters(), cashCount: 1, tips: 100, categories: [pizza], grandTotalSales: 1000, grandTotalRefund: 0 };
    const b = {
      ...emptyCounters(),
      cashCount: 2,
      tips: 50,
      categories: [
        { ...pizza, count: 2 },
        { ...pizza, vatRate: 25 },
      ],
      grandTotalSales: 3000,
      grandTotalRefund: 200,
    };
    const sum = sumCounters([a, b]);
    expect(sum.cashCount).toBe(3);
    expect(sum.tips).toBe(150);
    expect(sum.categories).toEqual([
      { ...pizza, count: 3, vatAmount: 260, amountWithVat: 2000 },
      { ...pizza, vatRate: 25 },
    ]);
    expect(sum.grandTotalSales).toBe(3000);
    expect(sum.grandTotalRefund).toBe(200);
    expect(a.categories[0]).toEqual(pizza);
    expect(sumCounters([])).toEqual(emptyCounters());
  });

  it('merges payment lines by means of payment in the reports’ order, operators by name; a Z stored without them counts as none', () => {
    const line = (paymentType: 'CASH' | 'CARD' | 'BONUS_POINTS', amount: number) => ({
      paymentType,
      saftCode: { CASH: '12001', CARD: '12003', BONUS_POINTS: '12007' }[paymentType],
      count: 1,
      amount,
      amountWithVat: amount,
      vatAmount: Math.round(amount / 5),
    });
    const a = {
      ...emptyCounters(),
      paymentLines: [line('BONUS_POINTS', 500), line('CASH', 1000)],
      operators: [{ name: 'Ola', count: 1, amount: 1500 }],
    };
    const b = {
      ...emptyCounters(),
      paymentLines: [line('CASH', 2000), line('CARD', 3000)],
      operators: [{ name: 'Kari', count: 2, amount: 5000 }],
    };
    const { paymentLines: _lines, operators: _operators, totalSalesAmount: _total, ...stored } = { ...emptyCounters(), cashCount: 1 };
    const sum = sumCounters([a, b, stored as ReportCounters]);
    expect(sum.paymentLines).toEqual([{ ...line('CASH', 3000), count: 2, vatAmount: 600 }, line('CARD', 3000), line('BONUS_POINTS', 500)]);
    expect(sum.operators).toEqual([
      { name: 'Kari', count: 2, amount: 5000 },
      { name: 'Ola', count: 1, amount: 1500 },
    ]);
    expect(sum.totalSalesAmount).toBe(0);
    expect(sum.cashCount).toBe(1);
  });

  it('is associative', () => {
    fc.assert(
      fc.property(countersArb, countersArb, countersArb, (a, b, c) => {
        expect(sumCounters([sumCounters([a, b]), c])).toEqual(sumCounters([a, sumCounters([b, c])]));
        expect(sumCounters([a, b, c])).toEqual(sumCounters([sumCounters([a, b]), c]));
      }),
    );
  });

  it('has the empty period as identity (an empty period carries the grand totals forward)', () => {
    fc.assert(
      fc.property(countersArb, (c) => {
        expect(sumCounters([c])).toEqual(c);
        expect(sumCounters([emptyCounters(), c])).toEqual(c);
        const quiet = { ...emptyCounters(), grandTotalSales: c.grandTotalSales, grandTotalRefund: c.grandTotalRefund };
        expect(sumCounters([c, quiet])).toEqual(c);
      }),
    );
  });
});

// ── A reference model of a period's sales: generated orders → counters ─────────────────────────────

type GenLine = { category: number; vatRate: number; count: number; unitPrice: number };
type GenOrder = {
  orderType: 'PICKUP' | 'DINE_IN' | 'DELIVERY';
  lines: GenLine[];
  tips: number;
  /** Payment types and shares; amounts split the order's total + tips. */
  payments: ('CASH' | 'VIPPS' | 'VISA')[];
  refund: number;
};

const orderArb: fc.Arbitrary<GenOrder> = fc.record({
  orderType: fc.constantFrom('PICKUP', 'DINE_IN', 'DELIVERY'),
  lines: fc.array(
    fc.record({
      category: fc.integer({ min: 0, max: 3 }),
      vatRate: fc.constantFrom(15, 25),
      count: fc.integer({ min: 1, max: 4 }),
      unitPrice: fc.integer({ min: 100, max: 50_000 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  tips: fc.constantFrom(0, 0, 1000, 2550),
  payments: fc.array(fc.constantFrom('CASH', 'VIPPS', 'VISA'), { minLength: 1, maxLength: 3 }),
  refund: fc.constantFrom(0, 0, 0, 500),
});

const KEY = { CASH: 'cash', VIPPS: 'vipps', VISA: 'card' } as const;
const TYPE = { PICKUP: 'Pickup', DINE_IN: 'DineIn', DELIVERY: 'Delivery' } as const;

/** Splits `total` into `n` integer parts (the first takes the remainder). */
function split(total: number, n: number): number[] {
  const part = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === 0 ? total - part * (n - 1) : part));
}

function countersOf(orders: GenOrder[], previous: { grandTotalSales: number; grandTotalRefund: number }): ReportCounters {
  const c = emptyCounters();
  const categories: ReportCategory[] = [];
  for (const order of orders) {
    const gross = order.lines.map((l) => l.count * l.unitPrice);
    const vat = order.lines.map((l, i) => vatOfGross(gross[i]!, l.vatRate));
    const total = sumOf(gross);
    const totalVat = sumOf(vat);
    order.lines.forEach((l, i) =>
      categories.push({
        id: `c${l.category}`,
        name: `Kategori ${l.category}`,
        itemType: 'DISH',
        vatRate: l.vatRate,
        count: l.count,
        vatAmount: vat[i]!,
        amountWithVat: gross[i]!,
      }),
    );
    c.saleReceiptsCount += 1;
    c.tips += order.tips;
    c.tipsCount += order.tips > 0 ? 1 : 0;
    const type = TYPE[order.orderType];
    c[`${type}Count`] += 1;
    c[`${type}Vat`] += totalVat;
    c[`${type}Brutto`] += total;
    c[`${type}PaymentsTotalAmount`] += total + order.tips;
    const goods = split(total, order.payments.length);
    const vats = split(totalVat, order.payments.length);
    const paid = split(total + order.tips, order.payments.length);
    order.payments.forEach((p, i) => {
      const key = KEY[p];
      c[`${key}Count`] += 1;
      c[`${key}Vat`] += vats[i]!;
      c[`${key}Brutto`] += goods[i]!;
      c[`${key}PaymentsTotalAmount`] += paid[i]!;
    });
    if (order.refund > 0) {
      c.refundReceiptsCount += 1;
      c.refundReceiptsTotalAmount += order.refund;
    }
  }
  c.categories = mergeCategories([categories]);
  c.grandTotalSales = previous.grandTotalSales + periodSales(c);
  c.grandTotalRefund = previous.grandTotalRefund + c.refundReceiptsTotalAmount;
  return c;
}

const paymentKeys = ['cash', 'vipps', 'card'] as const;
const typeKeys = ['Pickup', 'DineIn', 'Delivery'] as const;

describe('counters of generated orders reconcile', () => {
  it('payments − refunds = sales + tips − refunds; every view of the sales agrees', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 12 }), (orders) => {
        const c = countersOf(orders, { grandTotalSales: 0, grandTotalRefund: 0 });
        reportCountersSchema.strict().parse(c);
        const sales = sumOf(vatGroups(c.categories).map((g) => g.amountWithVat));
        const paid = sumOf(paymentKeys.map((k) => c[`${k}PaymentsTotalAmount`]));
        expect(paid - c.refundReceiptsTotalAmount).toBe(sales + c.tips - c.refundReceiptsTotalAmount);
        expect(sumOf(paymentKeys.map((k) => c[`${k}Brutto`]))).toBe(sales);
        expect(sumOf(typeKeys.map((k) => c[`${k}Brutto`]))).toBe(sales);
        expect(sumOf(paymentKeys.map((k) => c[`${k}Vat`]))).toBe(sumOf(vatGroups(c.categories).map((g) => g.vatAmount)));
        expect(sumOf(typeKeys.map((k) => c[`${k}Count`]))).toBe(c.saleReceiptsCount);
        expect(isEmptyReport(c)).toBe(orders.length === 0);
      }),
    );
  });

  it('grand totals continue from one Z to the next, and the turnover sum keeps the last', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(orderArb, { maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (periods, opening) => {
          const zs: ReportCounters[] = [];
          for (const orders of periods) {
            const previous = zs.at(-1) ?? { grandTotalSales: opening, grandTotalRefund: 0 };
            zs.push(countersOf(orders, previous));
          }
          zs.forEach((z, i) => {
            const previous = i === 0 ? { grandTotalSales: opening, grandTotalRefund: 0 } : zs[i - 1]!;
            // Without manual discounts the goods total equals the categories' total.
            expect(periodSales(z)).toBe(sumOf(vatGroups(z.categories).map((g) => g.amountWithVat)));
            expect(z.grandTotalSales - previous.grandTotalSales).toBe(periodSales(z));
            expect(grandTotalNet(z)).toBe(z.grandTotalSales - z.grandTotalRefund);
            expect(z.grandTotalRefund - previous.grandTotalRefund).toBe(z.refundReceiptsTotalAmount);
          });
          const total = sumCounters(zs);
          const totalSales = sumOf(vatGroups(total.categories).map((g) => g.amountWithVat));
          expect(total.grandTotalSales).toBe(opening + totalSales);
          expect(total.grandTotalRefund).toBe(total.refundReceiptsTotalAmount);
          expect(total).toEqual(countersOf(periods.flat(), { grandTotalSales: opening, grandTotalRefund: 0 }));
        },
      ),
    );
  });
});
