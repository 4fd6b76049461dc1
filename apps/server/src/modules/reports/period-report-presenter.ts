import { ITEM_TYPES, SMS_MESSAGE_TYPES, type ItemType, type SmsMessageType } from '@bakrom/shared/enums';
import { ADDITIVE_COUNTER_KEYS, emptyCounters, mergePaymentLines, vatGroups } from '@bakrom/shared/report-rules';
import {
  PAYMENT_LINE_TYPES,
  SMS_PRICE_ORE,
  type PaymentLine,
  type AlcoholReport,
  type ReportCategory,
  type ReportCounters,
  type SmsReport,
  type Terminal,
  type TotalSalesReport,
  type TransactionsReport,
} from '@bakrom/shared/schemas/reports';
import type {
  AlcoholCategoryRow,
  CardPaymentRow,
  ReportHeaderRow,
  SmsMessageRow,
  SmsTypeRow,
  PeriodZReportRow,
} from './period-report-repository';

/** Pure mapping of the period reports' rows to the answers of `@bakrom/shared/schemas/reports`. */

/** Names in Norwegian order (æ, ø, å after z), the same whatever the database's collation. */
const byName = new Intl.Collator('nb');

const integer = (value: unknown): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? Math.round(number) : 0;
};

function categoryOf(value: unknown): ReportCategory {
  const category = (value ?? {}) as Record<string, unknown>;
  const itemType = ITEM_TYPES.includes(category.itemType as ItemType) ? (category.itemType as ItemType) : 'DISH';
  return {
    id: typeof category.id === 'string' ? category.id : null,
    name: String(category.name ?? ''),
    itemType,
    vatRate: Number(category.vatRate ?? 0),
    count: integer(category.count),
    vatAmount: integer(category.vatAmount),
    amountWithVat: integer(category.amountWithVat),
  };
}

function paymentLineOf(value: unknown): PaymentLine | undefined {
  const line = (value ?? {}) as Record<string, unknown>;
  const paymentType = PAYMENT_LINE_TYPES.find((type) => type === line.paymentType);
  if (!paymentType) return undefined;
  return {
    paymentType,
    saftCode: String(line.saftCode ?? ''),
    count: integer(line.count),
    amount: integer(line.amount),
    amountWithVat: integer(line.amountWithVat),
    vatAmount: integer(line.vatAmount),
  };
}

/** A Z-report's frozen counters as stored (jsonb) in the wire shape; a counter the stored document lacks is 0. */
export function presentStoredCounters(stored: unknown): ReportCounters {
  const document = (stored ?? {}) as Record<string, unknown>;
  const counters = emptyCounters();
  for (const key of ADDITIVE_COUNTER_KEYS) counters[key] = integer(document[key]);
  counters.grandTotalSales = integer(document.grandTotalSales);
  counters.grandTotalRefund = integer(document.grandTotalRefund);
  counters.categories = Array.isArray(document.categories) ? document.categories.map(categoryOf) : [];
  // The payment lines (bonus points among them) in the order of the settlement's lines.
  counters.paymentLines = Array.isArray(document.paymentLines)
    ? mergePaymentLines([document.paymentLines.map(paymentLineOf).filter((line) => line !== undefined)])
    : [];
  return counters;
}

/** The terminal in the terminals module's shape, without its location's name. */
function presentTerminal(row: Terminal & { locationName?: string }): Terminal {
  const { locationName: _locationName, ...terminal } = row;
  return terminal;
}

export function presentHeader(row: ReportHeaderRow) {
  return {
    location: { id: row.locationId, name: row.locationName },
    company: { name: row.companyName, organisationNumber: row.organisationNumber },
  };
}

export function presentAlcoholReport(
  header: ReportHeaderRow,
  period: { fromDate: string; toDate: string },
  rows: AlcoholCategoryRow[],
): AlcoholReport {
  const total = rows.reduce(
    (sum, row) => ({
      count: sum.count + row.count,
      vatAmount: sum.vatAmount + row.vatAmount,
      amountWithVat: sum.amountWithVat + row.amountWithVat,
    }),
    { count: 0, vatAmount: 0, amountWithVat: 0 },
  );
  const categories = [...rows].sort((a, b) => byName.compare(a.name, b.name) || a.vatRate - b.vatRate);
  return { ...presentHeader(header), fromDate: period.fromDate, toDate: period.toDate, categories, total };
}

export function presentSmsReport(
  header: ReportHeaderRow,
  period: { fromDate: string; toDate: string },
  reads: { messages: SmsMessageRow[]; byType: SmsTypeRow[] },
): SmsReport {
  const byType = SMS_MESSAGE_TYPES.map((messageType) => {
    const found = reads.byType.find((row) => row.messageType === messageType);
    return { messageType, messageCount: found?.messageCount ?? 0, smsCount: found?.smsCount ?? 0 };
  });
  const smsCount = byType.reduce((sum, type) => sum + type.smsCount, 0);
  return {
    location: { id: header.locationId, name: header.locationName },
    fromDate: period.fromDate,
    toDate: period.toDate,
    summary: {
      messageCount: byType.reduce((sum, type) => sum + type.messageCount, 0),
      smsCount,
      totalPrice: smsCount * SMS_PRICE_ORE,
      byType,
    },
    messages: reads.messages.map((message) => ({ ...message, messageType: message.messageType as SmsMessageType })),
  };
}

export function presentTransactionsReport(period: { fromDate: string; toDate: string }, rows: CardPaymentRow[]): TransactionsReport {
  const add = (kind: CardPaymentRow['kind'], bankAxept: boolean) =>
    rows
      .filter((row) => row.kind === kind && (row.paymentType === 'BANK_AXEPT') === bankAxept)
      .reduce((sum, row) => ({ count: sum.count + row.count, amount: sum.amount + row.amount }), { count: 0, amount: 0 });
  const bankAxept = add('payment', true);
  const other = add('payment', false);
  const refundedBankAxept = add('refund', true);
  const refundedOther = add('refund', false);
  const byCardType = new Map<string, { cardType: string; count: number; amount: number }>();
  for (const row of rows.filter((entry) => entry.kind === 'payment' && entry.paymentType !== 'BANK_AXEPT')) {
    const cardType = row.cardType ?? row.paymentType;
    const entry = byCardType.get(cardType) ?? { cardType, count: 0, amount: 0 };
    entry.count += row.count;
    entry.amount += row.amount;
    byCardType.set(cardType, entry);
  }
  return {
    fromDate: period.fromDate,
    toDate: period.toDate,
    bankAxeptCount: bankAxept.count,
    bankAxeptPaymentsTotalAmount: bankAxept.amount,
    nonBankAxeptCount: other.count,
    nonBankAxeptPaymentsTotalAmount: other.amount,
    refundedBankAxeptCount: refundedBankAxept.count,
    refundedBankAxeptPaymentsTotalAmount: refundedBankAxept.amount,
    refundedNonBankAxeptCount: refundedOther.count,
    refundedNonBankAxeptPaymentsTotalAmount: refundedOther.amount,
    nonBankAxeptByCardType: [...byCardType.values()].sort((a, b) => b.amount - a.amount || a.cardType.localeCompare(b.cardType)),
  };
}

/** The turnover report: its Z-reports oldest first with their sales, the counters added up and their VAT groups. */
export function presentTotalSalesReport(
  header: ReportHeaderRow,
  terminal: Terminal | undefined,
  period: { fromDate: string; toDate: string },
  reports: PeriodZReportRow[],
  counters: ReportCounters,
): TotalSalesReport {
  return {
    ...presentHeader(header),
    terminal: terminal ? presentTerminal(terminal) : null,
    fromDate: period.fromDate,
    toDate: period.toDate,
    zReports: reports,
    counters,
    vatGroups: vatGroups(counters.categories),
    empty: reports.length === 0,
  };
}
