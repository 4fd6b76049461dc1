import { REPORT_ROW_LABELS, type CounterRow } from './report-labels';
import type { PaymentLine, PaymentLineType, ReportCounters } from './schemas/reports';

/**
 * The § 2-8-2 lines of the X- and Z-reports (kassasystemforskriften), in the words the screen and the PDF both
 * print: the payment lines with their SAF-T codes, total sales and tips, sales per operator, and the counts of
 * receipts, corrections and events. Every line is printed, 0 where nothing happened, so that a reader sees that
 * the count exists.
 */

export const PAYMENT_LINE_LABELS = {
  CASH: 'Kontant',
  BANK_AXEPT: 'BankAxept',
  CARD: 'Betalingskort',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  VIPPS: 'Vipps',
  BONUS_POINTS: 'Bonuspoeng',
} as const satisfies Record<PaymentLineType, string>;

export const SETTLEMENT_SECTION_LABELS = {
  sales: 'Omsetning',
  payments: 'Betalingsmåter',
  operators: 'Salg per operatør',
  receipts: 'Kvitteringer, korreksjoner og hendelser',
} as const;

export const SETTLEMENT_COLUMN_LABELS = {
  paymentMethod: 'Betalingsmåte',
  saftCode: 'SAF-T-kode',
  operator: 'Operatør',
  goods: 'Herav varer',
} as const;

export const SETTLEMENT_ROW_LABELS = {
  totalSales: 'Total omsetning (inkl. MVA, etter rabatter, uten tips)',
  tips: 'Tips',
  refundedTips: 'Tips tilbakebetalt',
  systemIdNr: 'Kassesystemets serienummer',
  openingChangeFloat: 'Vekselbeholdning ved åpning',
  proFormaReceipts: 'Foreløpige kvitteringer',
  lineCorrections: 'Linjekorreksjoner',
  priceLookups: 'Prisoppslag',
  otherCorrections: 'Andre korreksjoner',
  deliveryReceipts: 'Utleveringskvitteringer',
  trainingReceipts: 'Treningskvitteringer',
} as const;

/** A payment line as printed: its name and SAF-T code, the number of payments and what was paid (tips included). */
export interface PaymentLineRow {
  key: string;
  label: string;
  saftCode: string;
  count: number;
  amount: number;
  amountWithVat: number;
}

export function paymentLineRows(lines: readonly PaymentLine[]): PaymentLineRow[] {
  return lines.map((line) => ({
    key: line.paymentType,
    label: PAYMENT_LINE_LABELS[line.paymentType],
    saftCode: line.saftCode,
    count: line.count,
    amount: line.amount,
    amountWithVat: line.amountWithVat,
  }));
}

/** § 2-8-2 e and i: total sales, then the tips received and paid back (always shown, 0 when none). */
export function salesRows(counters: ReportCounters): CounterRow[] {
  return [
    { key: 'totalSales', label: SETTLEMENT_ROW_LABELS.totalSales, count: counters.saleReceiptsCount, amount: counters.totalSalesAmount },
    { key: 'tips', label: SETTLEMENT_ROW_LABELS.tips, count: counters.tipsCount, amount: counters.tips },
    { key: 'refundedTips', label: SETTLEMENT_ROW_LABELS.refundedTips, amount: counters.refundedTipsAmount },
  ];
}

/** § 2-8-2 h: sales per operator (goods with VAT, tips excluded). */
export function operatorRows(counters: ReportCounters): CounterRow[] {
  return counters.operators.map((operator) => ({
    key: `operator-${operator.name}`,
    label: operator.name,
    count: operator.count,
    amount: operator.amount,
  }));
}

/**
 * Receipts, returns, corrections and events (§ 2-8-2 k–w): every line, 0 where nothing happened; a count and an
 * amount where the cash points report one, a price look-up counted only, the change float an amount only.
 */
export function receiptAndEventRows(counters: ReportCounters): CounterRow[] {
  return [
    { key: 'saleReceipts', label: REPORT_ROW_LABELS.saleReceipts, count: counters.saleReceiptsCount },
    { key: 'refunds', label: REPORT_ROW_LABELS.refunds, count: counters.refundReceiptsCount, amount: counters.refundReceiptsTotalAmount },
    { key: 'discounts', label: REPORT_ROW_LABELS.discounts, count: counters.discountsCount, amount: counters.discountsTotalAmount },
    { key: 'openingChangeFloat', label: SETTLEMENT_ROW_LABELS.openingChangeFloat, amount: counters.openingChangeFloat },
    { key: 'cashBoxOpenings', label: REPORT_ROW_LABELS.cashBoxOpenings, count: counters.cashBoxOpeningsCount },
    {
      key: 'copyReceipts',
      label: REPORT_ROW_LABELS.copyReceipts,
      count: counters.copyReceiptsCount,
      amount: counters.copyReceiptsTotalAmount,
    },
    {
      key: 'proFormaReceipts',
      label: SETTLEMENT_ROW_LABELS.proFormaReceipts,
      count: counters.proFormaReceiptsCount,
      amount: counters.proFormaReceiptsTotalAmount,
    },
    {
      key: 'uncompletedSales',
      label: REPORT_ROW_LABELS.uncompletedSales,
      count: counters.uncompletedSalesCount,
      amount: counters.uncompletedSalesTotalAmount,
    },
    {
      key: 'lineCorrections',
      label: SETTLEMENT_ROW_LABELS.lineCorrections,
      count: counters.lineCorrectionsCount,
      amount: counters.lineCorrectionsTotalAmount,
    },
    { key: 'priceLookups', label: SETTLEMENT_ROW_LABELS.priceLookups, count: counters.priceLookupsCount },
    {
      key: 'otherCorrections',
      label: SETTLEMENT_ROW_LABELS.otherCorrections,
      count: counters.otherCorrectionsCount,
      amount: counters.otherCorrectionsTotalAmount,
    },
    {
      key: 'deliveryReceipts',
      label: SETTLEMENT_ROW_LABELS.deliveryReceipts,
      count: counters.deliveryReceiptsCount,
      amount: counters.deliveryReceiptsTotalAmount,
    },
    {
      key: 'trainingReceipts',
      label: SETTLEMENT_ROW_LABELS.trainingReceipts,
      count: counters.trainingReceiptsCount,
      amount: counters.trainingReceiptsTotalAmount,
    },
  ];
}
