import type { SmsMessageType, TerminalType } from './enums';
import { formatMoney } from './format';
import type { ORDER_TYPE_COUNTER_KEYS, PAYMENT_COUNTER_KEYS, ReportCounters } from './schemas/reports';

/**
 * The Norwegian words of the report screens and the report PDFs (spec part 1 §2, §5, §9;
 * kassasystemforskriften § 2-8-2), in one place so the screen and the printed report name every row alike.
 */

export type PaymentCounterKey = (typeof PAYMENT_COUNTER_KEYS)[number];
export type OrderTypeCounterKey = (typeof ORDER_TYPE_COUNTER_KEYS)[number];

export const REPORT_TITLES = {
  xReport: 'X-rapport',
  zReport: 'Z-rapport',
  totalSalesReport: 'Omsetningsrapport',
  alcoholReport: 'Alkoholrapport',
  smsReport: 'SMS rapport',
  transactionsReport: 'Transaksjoner',
} as const;

/** Særskilt registrering's title (screens, PDF, spreadsheets); here, free of zod, as the navigation reads it at start. */
export const GOODS_TYPE_REPORT_TITLE = 'Særskilt registrering';

/** Payment groups of the counters: cash, Vipps, and every card-like payment. */
export const PAYMENT_GROUP_LABELS = {
  cash: 'Kontant',
  vipps: 'Vipps',
  card: 'Kort',
} as const satisfies Record<PaymentCounterKey, string>;

/** Order-type groups of the counters (DeliveryService: the delivery-service lines). */
export const ORDER_TYPE_GROUP_LABELS = {
  Pickup: 'Henting',
  DineIn: 'Spise her',
  Delivery: 'Levering',
  DeliveryService: 'Leveringstjeneste',
} as const satisfies Record<OrderTypeCounterKey, string>;

/** The single rows of an X/Z report and the turnover report. */
export const REPORT_ROW_LABELS = {
  totalCashSales: 'Kontantsalg totalt',
  totalSales: 'Total omsetning',
  tips: 'Tips',
  saleReceipts: 'Salgskvitteringer',
  cashBoxOpenings: 'Kasseskuff åpnet',
  copyReceipts: 'Kopikvitteringer',
  refunds: 'Returer',
  discounts: 'Rabatter',
  uncompletedSales: 'Ufullførte salg',
  grandTotalSales: 'Grand total salg',
  grandTotalRefund: 'Grand total retur',
  grandTotalNet: 'Grand total netto',
  total: 'Totalt',
} as const;

/** Headings of the report sections. */
export const REPORT_SECTION_LABELS = {
  categories: 'Salg per kategori',
  vatGroups: 'MVA',
  payments: 'Betalingsmåter',
  orderTypes: 'Ordretyper',
  receipts: 'Kvitteringer og hendelser',
  refunds: 'Returer',
  grandTotals: 'Grand total',
  zReports: 'Z-rapporter i perioden',
  cards: 'Kortbetalinger',
  cardRefunds: 'Refunderte kortbetalinger',
  smsSummary: 'Oppsummering',
  smsMessages: 'Sendte meldinger',
} as const;

/** Table column headings. */
export const REPORT_COLUMN_LABELS = {
  category: 'Kategori',
  vatRate: 'MVA-sats',
  count: 'Antall',
  vat: 'MVA',
  withVat: 'Beløp med MVA',
  net: 'Beløp uten MVA',
  amount: 'Beløp',
  paymentMethod: 'Betalingsmåte',
  orderType: 'Ordretype',
  description: 'Beskrivelse',
  zNr: 'Z nr',
  date: 'Dato',
  terminal: 'Kassepunkt',
  cardType: 'Korttype',
  messageType: 'Meldingstype',
  messageCount: 'Antall meldinger',
  smsCount: 'Antall SMS',
  price: 'Pris',
  sentTime: 'Sendt',
  message: 'Melding',
  orderId: 'Ordre',
} as const;

/** Header lines of a report. */
export const REPORT_HEADER_LABELS = {
  company: 'Firma',
  organisationNumber: 'Org.nr.',
  location: 'Avdeling',
  terminal: 'Kassepunkt',
  generatedAt: 'Utskrevet',
  period: 'Periode',
  periodStart: 'Siden forrige oppgjør',
  noPreviousZReport: 'Første oppgjør',
  zNr: 'Z nr',
  createdTime: 'Oppgjør tatt',
  businessDate: 'Dato',
  replacedBy: (nr: number) => `Erstattet av Z nr ${nr}`,
} as const;

export const SMS_MESSAGE_TYPE_LABELS = {
  USER_REGISTRATION: 'Registrering',
  ORDER_CONFIRMATION: 'Ordrebekreftelse',
  FOOD_READY: 'Maten er klar',
} as const satisfies Record<SmsMessageType, string>;

/** The transactions report's rows: the Norwegian bank card against every other card type. */
export const TRANSACTION_ROW_LABELS = {
  bankAxept: 'BankAxept',
  nonBankAxept: 'Andre korttyper',
  refundedBankAxept: 'Refundert BankAxept',
  refundedNonBankAxept: 'Refundert andre korttyper',
} as const;

/** Card types as people write them ('Apple Pay'); card schemes (VISA, MASTERCARD …) as the terminal reports them. */
export const CARD_TYPE_LABELS: Readonly<Record<string, string>> = {
  BANK_AXEPT: 'BankAxept',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
};

export function cardTypeLabel(cardType: string): string {
  return CARD_TYPE_LABELS[cardType] ?? cardType;
}

export const WEBSHOP_TERMINAL_LABEL = 'Nettbutikken';
/** The turnover report's choice of every terminal of the location (wire value ALL). */
export const ALL_TERMINALS_LABEL = 'ALLE TILSAMMEN';
export const ALL_TERMINALS = 'ALL';

type NamedTerminal = { terminalType: TerminalType; deviceName: string; terminalId?: string };

/** A terminal's title: its device name, 'Nettbutikken' for the webshop, 'ALLE TILSAMMEN' for none (every terminal). */
export function terminalLabel(terminal: NamedTerminal | null | undefined): string {
  if (!terminal) return ALL_TERMINALS_LABEL;
  if (terminal.terminalType === 'WEBSHOP') return WEBSHOP_TERMINAL_LABEL;
  return terminal.deviceName.trim() || terminal.terminalId || '';
}

/** The terminal as named inside a sentence ('Ta dagens oppgjør for nettbutikken'). */
export function terminalInSentence(terminal: NamedTerminal): string {
  return terminal.terminalType === 'WEBSHOP' ? WEBSHOP_TERMINAL_LABEL.toLowerCase() : terminalLabel(terminal);
}

/** A VAT rate as shown in reports: '15 %', '12,5 %'. */
export function vatRateLabel(rate: number): string {
  return `${String(rate).replace('.', ',')}\u00a0%`;
}

/** One row of a counters table: a label with a count and/or an amount in øre. */
export interface CounterRow {
  key: string;
  label: string;
  count?: number;
  amount?: number;
}

/** Payments per group: count and amount paid (tips included). */
export function paymentRows(counters: ReportCounters): CounterRow[] {
  return (Object.keys(PAYMENT_GROUP_LABELS) as PaymentCounterKey[]).map((key) => ({
    key,
    label: PAYMENT_GROUP_LABELS[key],
    count: counters[`${key}Count`],
    amount: counters[`${key}PaymentsTotalAmount`],
  }));
}

/** Sales per order type: count and goods with VAT (tips excluded). */
export function orderTypeRows(counters: ReportCounters): CounterRow[] {
  return (Object.keys(ORDER_TYPE_GROUP_LABELS) as OrderTypeCounterKey[]).map((key) => ({
    key,
    label: ORDER_TYPE_GROUP_LABELS[key],
    count: counters[`${key}Count`],
    amount: counters[`${key}Brutto`],
  }));
}

/** Tips (only when tips were received, spec §5), refunds, receipts, drawer openings, copies, discounts, uncompleted sales. */
export function receiptRows(counters: ReportCounters): CounterRow[] {
  const rows: CounterRow[] = [];
  if (counters.tips > 0) rows.push({ key: 'tips', label: REPORT_ROW_LABELS.tips, count: counters.tipsCount, amount: counters.tips });
  rows.push(
    {
      key: 'refunds',
      label: REPORT_ROW_LABELS.refunds,
      count: counters.refundReceiptsCount,
      amount: counters.refundReceiptsTotalAmount,
    },
    { key: 'saleReceipts', label: REPORT_ROW_LABELS.saleReceipts, count: counters.saleReceiptsCount },
    { key: 'cashBoxOpenings', label: REPORT_ROW_LABELS.cashBoxOpenings, count: counters.cashBoxOpeningsCount },
    {
      key: 'copyReceipts',
      label: REPORT_ROW_LABELS.copyReceipts,
      count: counters.copyReceiptsCount,
      amount: counters.copyReceiptsTotalAmount,
    },
    {
      key: 'discounts',
      label: REPORT_ROW_LABELS.discounts,
      count: counters.discountsCount,
      amount: counters.discountsTotalAmount,
    },
    {
      key: 'uncompletedSales',
      label: REPORT_ROW_LABELS.uncompletedSales,
      count: counters.uncompletedSalesCount,
      amount: counters.uncompletedSalesTotalAmount,
    },
  );
  return rows;
}

/** Grand totals since the cash point started (§ 2-8-2 x, y, z): net = sales − refund. */
export function grandTotalRows(counters: ReportCounters): CounterRow[] {
  return [
    { key: 'grandTotalSales', label: REPORT_ROW_LABELS.grandTotalSales, amount: counters.grandTotalSales },
    { key: 'grandTotalRefund', label: REPORT_ROW_LABELS.grandTotalRefund, amount: counters.grandTotalRefund },
    {
      key: 'grandTotalNet',
      label: REPORT_ROW_LABELS.grandTotalNet,
      amount: counters.grandTotalSales - counters.grandTotalRefund,
    },
  ];
}

/** A row's figures as text: the count as a whole number, the amount as '1 234,50 kr'; '' where absent. */
export function counterRowTexts(row: CounterRow): { count: string; amount: string } {
  return {
    count: row.count === undefined ? '' : String(row.count),
    amount: row.amount === undefined ? '' : formatMoney(row.amount),
  };
}
