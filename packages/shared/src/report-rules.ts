import {
  ORDER_TYPE_COUNTER_KEYS,
  PAYMENT_COUNTER_KEYS,
  PAYMENT_LINE_TYPES,
  TERMINAL_EVENT_COUNTER_KEYS,
  type OperatorSales,
  type PaymentLine,
  type ReportCategory,
  type ReportCounters,
  type VatGroup,
} from './schemas/reports';

/**
 * Rules of the settlement reports (spec part 1 §5, §9; kassasystemforskriften § 2-8-2), shared by the
 * server, the PDFs and the screens so that every place shows the same figures.
 */

const GROUP_KEYS = [...PAYMENT_COUNTER_KEYS, ...ORDER_TYPE_COUNTER_KEYS] as const;
const GROUP_SUFFIXES = ['Count', 'Vat', 'Brutto', 'PaymentsTotalAmount'] as const;

/** The numeric counters added up period by period (everything except the lists and the grand totals). */
export const ADDITIVE_COUNTER_KEYS = [
  'tips',
  'tipsCount',
  ...GROUP_KEYS.flatMap((key) => GROUP_SUFFIXES.map((suffix) => `${key}${suffix}` as const)),
  'refundReceiptsCount',
  'refundReceiptsTotalAmount',
  'cashBoxOpeningsCount',
  'saleReceiptsCount',
  'copyReceiptsCount',
  'copyReceiptsTotalAmount',
  'discountsCount',
  'discountsTotalAmount',
  'uncompletedSalesCount',
  'uncompletedSalesTotalAmount',
  'totalSalesAmount',
  'refundedTipsAmount',
  ...TERMINAL_EVENT_COUNTER_KEYS,
] as const satisfies readonly (keyof ReportCounters)[];

type AdditiveKey = (typeof ADDITIVE_COUNTER_KEYS)[number];

/** Counters of a period with no activity: every figure 0, no categories. */
export function emptyCounters(): ReportCounters {
  const counters = {
    categories: [],
    paymentLines: [],
    operators: [],
    orderTypeSales: [],
    grandTotalSales: 0,
    grandTotalRefund: 0,
  } as Partial<ReportCounters>;
  for (const key of ADDITIVE_COUNTER_KEYS) (counters as Record<AdditiveKey, number>)[key] = 0;
  return counters as ReportCounters;
}

/** Spec §5: a report is empty when all VAT, gross and refund counters are 0 ('Ingen omsetning …'). */
export function isEmptyReport(counters: ReportCounters): boolean {
  const zero = GROUP_KEYS.every((key) => counters[`${key}Vat`] === 0 && counters[`${key}Brutto`] === 0);
  return zero && counters.refundReceiptsCount === 0 && counters.refundReceiptsTotalAmount === 0;
}

/** The period's sales as the grand totals count them: the goods total of Pickup, DineIn and Delivery (after discounts, tips excluded). */
export function periodSales(counters: ReportCounters): number {
  return counters.PickupBrutto + counters.DineInBrutto + counters.DeliveryBrutto;
}

/** § 2-8-2 z: grand total net = grand total sales − grand total refunds. */
export function grandTotalNet(counters: ReportCounters): number {
  return counters.grandTotalSales - counters.grandTotalRefund;
}

/** Sales per VAT rate (§ 2-8-2 j): the categories added up by rate, lowest rate first; net = with VAT − VAT. */
export function vatGroups(categories: readonly ReportCategory[]): VatGroup[] {
  const byRate = new Map<number, VatGroup>();
  for (const category of categories) {
    const group = byRate.get(category.vatRate) ?? { vatRate: category.vatRate, netAmount: 0, vatAmount: 0, amountWithVat: 0 };
    group.vatAmount += category.vatAmount;
    group.amountWithVat += category.amountWithVat;
    group.netAmount = group.amountWithVat - group.vatAmount;
    byRate.set(category.vatRate, group);
  }
  return [...byRate.values()].sort((a, b) => a.vatRate - b.vatRate);
}

const categoryKey = (category: ReportCategory) => JSON.stringify([category.id, category.name, category.itemType, category.vatRate]);

/** Categories of several periods merged by id, name, item type and VAT rate, in first-seen order. */
export function mergeCategories(lists: readonly (readonly ReportCategory[])[]): ReportCategory[] {
  const merged = new Map<string, ReportCategory>();
  for (const list of lists) {
    for (const category of list) {
      const key = categoryKey(category);
      const seen = merged.get(key);
      if (seen) {
        seen.count += category.count;
        seen.vatAmount += category.vatAmount;
        seen.amountWithVat += category.amountWithVat;
      } else {
        merged.set(key, { ...category });
      }
    }
  }
  return [...merged.values()];
}

/** Payment lines of several periods merged by means of payment, in the reports' order of means. */
export function mergePaymentLines(lists: readonly (readonly PaymentLine[] | undefined)[]): PaymentLine[] {
  const merged = new Map<string, PaymentLine>();
  for (const line of lists.flatMap((list) => list ?? [])) {
    const seen = merged.get(line.paymentType);
    if (seen) {
      seen.count += line.count;
      seen.amount += line.amount;
      seen.amountWithVat += line.amountWithVat;
      seen.vatAmount += line.vatAmount;
    } else {
      merged.set(line.paymentType, { ...line });
    }
  }
  const rank = (line: PaymentLine) => PAYMENT_LINE_TYPES.indexOf(line.paymentType);
  return [...merged.values()].sort((a, b) => rank(a) - rank(b));
}

/** Sales per operator of several periods merged by name, by name. */
export function mergeOperators(lists: readonly (readonly OperatorSales[] | undefined)[]): OperatorSales[] {
  const merged = new Map<string, OperatorSales>();
  for (const operator of lists.flatMap((list) => list ?? [])) {
    const seen = merged.get(operator.name);
    if (seen) {
      seen.count += operator.count;
      seen.amount += operator.amount;
    } else {
      merged.set(operator.name, { ...operator });
    }
  }
  return [...merged.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Several periods' counters as one (the turnover report over Z-reports, oldest first): every counter added,
 * categories merged; the grand totals are cumulative already, so they are the last period's.
 */
export function sumCounters(list: readonly ReportCounters[]): ReportCounters {
  const sum = emptyCounters();
  for (const counters of list) {
    // A Z-report stored before a counter existed has none: it counts as 0.
    for (const key of ADDITIVE_COUNTER_KEYS) sum[key] += (counters[key] as number | undefined) ?? 0;
  }
  sum.categories = mergeCategories(list.map((counters) => counters.categories));
  sum.paymentLines = mergePaymentLines(list.map((counters) => counters.paymentLines));
  sum.operators = mergeOperators(list.map((counters) => counters.operators));
  const last = list.at(-1);
  if (last) {
    sum.grandTotalSales = last.grandTotalSales;
    sum.grandTotalRefund = last.grandTotalRefund;
  }
  return sum;
}
