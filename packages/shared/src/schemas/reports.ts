import { z } from 'zod';
import { isWireDate } from '../business-day';
import { FUNCTIONALITIES, ITEM_TYPES, ORDER_TYPES, PAYMENT_TYPES, SMS_MESSAGE_TYPES, TERMINAL_TYPES, type PaymentType } from '../enums';
import { idSchema, merchantField } from './ids';
import { text } from './text';

/**
 * Reports and settlement (spec part 1 §2 report screens, §3 Terminal, Report data, Report counters,
 * Transactions report, SMS message, §4 Settlement, §7 Reports and Terminals).
 *
 * Every amount is integer øre, VAT included unless the name says otherwise; instants are ISO 8601 texts
 * in UTC; dates are Oslo business days on the wire as YYYY-MM-DD. A terminal is named on the wire by its
 * row id (`terminals.id`); the turnover report also takes `ALL` (every terminal of the location).
 */

const DATE_MESSAGE = 'Ugyldig dato: bruk formatet ÅÅÅÅ-MM-DD';
export const reportDate = text({ message: DATE_MESSAGE }).refine(isWireDate, { message: DATE_MESSAGE });
const toDateNotBeforeFrom = {
  message: 'Til-datoen kan ikke være før fra-datoen',
  path: ['toDate'],
};
/** The longest period a report covers in one call: a little over a year, so a year's turnover fits. */
export const REPORT_MAX_DAYS = 400;

// ── Terminals (GET /api/terminal/getTerminals, getTerminalsForLocation) ──────────────────────────────

export const terminalSchema = z.object({
  id: z.string(),
  /** The device's own id; `WEBSHOP` for the location's virtual webshop terminal. */
  terminalId: z.string(),
  terminalType: z.enum(TERMINAL_TYPES),
  deviceName: z.string(),
  systemIdNr: z.string(),
  locationId: z.string(),
});
export type Terminal = z.infer<typeof terminalSchema>;
/** A terminal of the lists (pickers and /terminals), with when it was registered (ISO timestamp, shown in Oslo time). */
export const terminalListEntrySchema = terminalSchema.extend({ createdAt: z.string() });
export type TerminalListEntry = z.infer<typeof terminalListEntrySchema>;
/** KDS screens are never listed; the WEBSHOP terminal only in modes TAKEAWAY, KIOSK_TAKEAWAY and ALL. */
export const terminalsResponse = z.array(terminalListEntrySchema);
export const getTerminalsQuery = z.object({ merchant: merchantField });
export const getTerminalsForLocationQuery = z.object({ merchant: merchantField, locationId: idSchema });

// ── Report data (GET /api/report/getDataForReportGui) ─────────────────────────────────────────────────

export const reportGuiSchema = z.object({
  locations: z.array(z.object({ id: z.string(), name: z.string(), vatNumber: z.string() })),
  company: z.object({ name: z.string(), vatNumber: z.string() }),
  vat: z.object({ takeOut: z.number(), dineIn: z.number(), delivery: z.number() }),
  /** autoSettleTills: the automatic end-of-day settlement takes the tills' Z-reports too (merchant settings). */
  merchant: z.object({ id: z.string(), functionality: z.enum(FUNCTIONALITIES), autoSettleTills: z.boolean() }),
});
export type ReportGui = z.infer<typeof reportGuiSchema>;
export const reportGuiQuery = z.object({ merchant: merchantField });

// ── Counters (X and Z) ────────────────────────────────────────────────────────────────────────────────

export const reportCategorySchema = z.object({
  /** The menu's category; null when it has since been deleted. */
  id: z.string().nullable(),
  name: z.string(),
  itemType: z.enum(ITEM_TYPES),
  vatRate: z.number(),
  /** Units sold (order lines and add-on lines). */
  count: z.number().int(),
  vatAmount: z.number().int(),
  amountWithVat: z.number().int(),
});
export type ReportCategory = z.infer<typeof reportCategorySchema>;

/**
 * The categories' sales split by the order type of the sale (for the accounting export's sales accounts per VAT
 * rate and order type): per order type, category, item type and VAT rate, the same amounts as `categories`
 * (manual discounts taken off the same way), so that they add up to the categories' row for row.
 */
export const orderTypeSaleSchema = z.object({
  orderType: z.enum(ORDER_TYPES),
  categoryId: z.string().nullable(),
  itemType: z.enum(ITEM_TYPES),
  vatRate: z.number(),
  vatAmount: z.number().int(),
  amountWithVat: z.number().int(),
});
export type OrderTypeSale = z.infer<typeof orderTypeSaleSchema>;

/** `${key}Count`, `${key}Vat`, `${key}Brutto` (goods, tips excluded) and `${key}PaymentsTotalAmount` (paid, tips included). */
const counterGroup = <K extends string>(key: K) =>
  ({
    [`${key}Count`]: z.number().int(),
    [`${key}Vat`]: z.number().int(),
    [`${key}Brutto`]: z.number().int(),
    [`${key}PaymentsTotalAmount`]: z.number().int(),
  }) as Record<`${K}Count` | `${K}Vat` | `${K}Brutto` | `${K}PaymentsTotalAmount`, z.ZodNumber>;

/**
 * Payment groups: cash; vipps; card = every other payment type (BankAxept, card schemes, Apple Pay, Google Pay);
 * money paid only (bonus points are in `paymentLines`). Kept for the turnover report over Z-reports stored before
 * `paymentLines`; the X/Z screens and PDFs show `paymentLines`.
 */
export const PAYMENT_COUNTER_KEYS = ['cash', 'vipps', 'card'] as const;
/** Order-type groups; DeliveryService counts the delivery-service lines (spec §9: VAT rate of dine-in). */
export const ORDER_TYPE_COUNTER_KEYS = ['Pickup', 'DineIn', 'Delivery', 'DeliveryService'] as const;

/** The means of payment of the X/Z payment lines: each payment type as the payments record it, and bonus points used. */
export const PAYMENT_LINE_TYPES = ['CASH', 'BANK_AXEPT', 'CARD', 'APPLE_PAY', 'GOOGLE_PAY', 'VIPPS', 'BONUS_POINTS'] as const;
export type PaymentLineType = PaymentType | 'BONUS_POINTS';
/**
 * The SAF-T code of each means of payment (code list 12, docs/saft.md): cash 12001, BankAxept 12002, credit and
 * debit cards 12003 (a card in Apple Pay or Google Pay is a payment card), bonus points 12007, Vipps 12011.
 */
export const PAYMENT_SAFT_CODES = {
  CASH: '12001',
  BANK_AXEPT: '12002',
  CARD: '12003',
  APPLE_PAY: '12003',
  GOOGLE_PAY: '12003',
  VIPPS: '12011',
  BONUS_POINTS: '12007',
} as const satisfies Record<PaymentLineType, string>;

/**
 * One payment line of an X/Z report (§ 2-8-2 g): a means of payment as the payments record it. `count` payments
 * (for bonus points: sales paid partly with points), `amount` what was paid (tips included), `amountWithVat` and
 * `vatAmount` the goods share of it (tips excluded). The lines' `amountWithVat` add up to `totalSalesAmount`.
 */
export const paymentLineSchema = z.object({
  paymentType: z.enum([...PAYMENT_TYPES, 'BONUS_POINTS']),
  saftCode: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
  amountWithVat: z.number().int(),
  vatAmount: z.number().int(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

/** Sales per operator (§ 2-8-2 h): the order's `servedBy`, 'Ukjent' when the cash point named nobody; amount = goods with VAT. */
export const operatorSalesSchema = z.object({ name: z.string(), count: z.number().int(), amount: z.number().int() });
export type OperatorSales = z.infer<typeof operatorSalesSchema>;

/** The name of the operator when a sale names none. */
export const UNKNOWN_OPERATOR = 'Ukjent';

const zero = () => z.number().int().default(0);

/** The § 2-8-2 counters of the later terminal events (the float, pro forma, corrections, look-ups, delivery and training receipts). */
export const TERMINAL_EVENT_COUNTER_KEYS = [
  'openingChangeFloat',
  'proFormaReceiptsCount',
  'proFormaReceiptsTotalAmount',
  'lineCorrectionsCount',
  'lineCorrectionsTotalAmount',
  'priceLookupsCount',
  'otherCorrectionsCount',
  'otherCorrectionsTotalAmount',
  'deliveryReceiptsCount',
  'deliveryReceiptsTotalAmount',
  'trainingReceiptsCount',
  'trainingReceiptsTotalAmount',
] as const;

export const reportCountersSchema = z.object({
  categories: z.array(reportCategorySchema),
  /** Tips received (øre) and the number of sales with tips (the tips row is always shown). */
  tips: z.number().int(),
  tipsCount: z.number().int(),
  ...counterGroup('cash'),
  ...counterGroup('vipps'),
  ...counterGroup('card'),
  ...counterGroup('Pickup'),
  ...counterGroup('DineIn'),
  ...counterGroup('Delivery'),
  ...counterGroup('DeliveryService'),
  refundReceiptsCount: z.number().int(),
  refundReceiptsTotalAmount: z.number().int(),
  cashBoxOpeningsCount: z.number().int(),
  saleReceiptsCount: z.number().int(),
  copyReceiptsCount: z.number().int(),
  copyReceiptsTotalAmount: z.number().int(),
  discountsCount: z.number().int(),
  discountsTotalAmount: z.number().int(),
  uncompletedSalesCount: z.number().int(),
  uncompletedSalesTotalAmount: z.number().int(),
  /** Cumulative since the cash point started (kassasystemforskriften § 2-8-2 x, y); net = sales − refund. */
  grandTotalSales: z.number().int(),
  grandTotalRefund: z.number().int(),
  // Fields below came later: each has a default, so that Z-reports stored before keep parsing (as zeros).
  /** § 2-8-2 e: the goods total of the period's sales after every discount, VAT included, tips excluded. */
  totalSalesAmount: zero(),
  /** § 2-8-2 g: one line per means of payment. */
  paymentLines: z.array(paymentLineSchema).default([]),
  /** § 2-8-2 h: sales per operator, by name. */
  operators: z.array(operatorSalesSchema).default([]),
  /** Tips paid back with refunds (not in refundReceiptsTotalAmount, which counts the returned goods). */
  refundedTipsAmount: zero(),
  /** § 2-8-2 k (opening change float), o, s, t, u, v, w: from the cash points' terminal events. */
  openingChangeFloat: zero(),
  proFormaReceiptsCount: zero(),
  proFormaReceiptsTotalAmount: zero(),
  lineCorrectionsCount: zero(),
  lineCorrectionsTotalAmount: zero(),
  priceLookupsCount: zero(),
  otherCorrectionsCount: zero(),
  otherCorrectionsTotalAmount: zero(),
  deliveryReceiptsCount: zero(),
  deliveryReceiptsTotalAmount: zero(),
  trainingReceiptsCount: zero(),
  trainingReceiptsTotalAmount: zero(),
  /** The categories by order type; empty in Z-reports stored before it was counted. */
  orderTypeSales: z.array(orderTypeSaleSchema).default([]),
});
export type ReportCounters = z.infer<typeof reportCountersSchema>;

/** Sales per VAT rate (§ 2-8-2 j), derived from the categories by `vatGroups` of report-rules.ts. */
export const vatGroupSchema = z.object({
  vatRate: z.number(),
  /** Without VAT. */
  netAmount: z.number().int(),
  vatAmount: z.number().int(),
  amountWithVat: z.number().int(),
});
export type VatGroup = z.infer<typeof vatGroupSchema>;

const reportHeader = {
  location: z.object({ id: z.string(), name: z.string() }),
  /** § 2-8-2 b. */
  company: z.object({ name: z.string(), organisationNumber: z.string() }),
  /** § 2-8-2 d. */
  terminal: terminalSchema,
  /** § 2-8-2 c: when the report was made. */
  generatedAt: z.string(),
};

export const xReportSchema = z.object({
  ...reportHeader,
  /** When the period began: the previous Z-report's time, or null before the first one. */
  periodStart: z.string().nullable(),
  previousZReportNr: z.number().int().nullable(),
  /** All VAT, gross and refund counters are 0 (spec §5): the screen says 'Ingen omsetning …'. */
  empty: z.boolean(),
  counters: reportCountersSchema,
  vatGroups: z.array(vatGroupSchema),
});
export type XReport = z.infer<typeof xReportSchema>;

export const zReportSchema = z.object({
  ...reportHeader,
  id: z.string(),
  nr: z.number().int(),
  businessDate: z.string(),
  /** When the Z-report was taken (§3 createdTime). */
  createdTime: z.string(),
  /** Who took it; null for the automatic settlement. */
  createdBy: z.string().nullable(),
  /** Set when a super admin regenerated that day: the report stays, marked replaced by the newer number. */
  replacedByNr: z.number().int().nullable(),
  counters: reportCountersSchema,
  vatGroups: z.array(vatGroupSchema),
});
export type ZReport = z.infer<typeof zReportSchema>;

// ── X and Z calls ─────────────────────────────────────────────────────────────────────────────────────

export const terminalReportQuery = z.object({ merchant: merchantField, locationId: idSchema, terminalId: idSchema });
export const terminalDateReportQuery = terminalReportQuery.extend({ date: reportDate });

/** GET getXReport: the running counters since the terminal's last Z-report. */
export const getXReportQuery = terminalReportQuery;
/** GET getXReportForDate (super admin): the figures of one business day, changing nothing. */
export const getXReportForDateQuery = terminalDateReportQuery;
/** GET getZReport: every Z-report of that terminal and business day, in number order. */
export const getZReportQuery = terminalDateReportQuery;
export const zReportsResponse = z.array(zReportSchema);
/** GET getWebshopXReportCountersForDate (super admin): the WEBSHOP terminal's figures of one day. */
export const getWebshopXReportCountersForDateQuery = z.object({ merchant: merchantField, locationId: idSchema, date: reportDate });

/**
 * POST createZReport (query as the spec's GET; a write is never a GET here): settles the terminal and
 * answers the new Z-report. Nothing to settle answers 409 NOTHING_TO_SETTLE with the 'Ingen omsetning …' text.
 */
export const createZReportQuery = terminalReportQuery;
/** POST createZReportForDate (super admin): replaces that day's Z-report under the next number. */
export const createZReportForDateQuery = terminalDateReportQuery;
/** POST createAllWebshopZReports (super admin): a WEBSHOP Z-report per day from fromDate to yesterday with unsettled sales. */
export const createAllWebshopZReportsQuery = z.object({ merchant: merchantField, locationId: idSchema, fromDate: reportDate });
export const createAllWebshopZReportsResponse = z.object({
  created: z.array(z.object({ id: z.string(), nr: z.number().int(), businessDate: z.string() })),
});

// ── Turnover report (GET getTotalSalesReport, built from the period's Z-reports) ──────────────────────

export const periodQuery = z
  .object({ merchant: merchantField, fromDate: reportDate, toDate: reportDate })
  .refine((query) => query.fromDate <= query.toDate, toDateNotBeforeFrom);

export const getTotalSalesReportQuery = z
  .object({
    merchant: merchantField,
    locationId: idSchema,
    /** A terminal's id, or ALL for every terminal of the location ('ALLE TILSAMMEN'). */
    terminalId: z.union([z.literal('ALL'), idSchema]),
    fromDate: reportDate,
    toDate: reportDate,
  })
  .refine((query) => query.fromDate <= query.toDate, toDateNotBeforeFrom);

export const totalSalesReportSchema = z.object({
  location: z.object({ id: z.string(), name: z.string() }),
  company: z.object({ name: z.string(), organisationNumber: z.string() }),
  /** Null for ALL. */
  terminal: terminalSchema.nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  /** The Z-reports of the period (replaced ones left out), oldest first. */
  zReports: z.array(
    z.object({
      id: z.string(),
      nr: z.number().int(),
      terminalId: z.string(),
      businessDate: z.string(),
      createdTime: z.string(),
      amountWithVat: z.number().int(),
      vatAmount: z.number().int(),
    }),
  ),
  /** The Z-reports' counters added up (`sumCounters`); grand totals are the last report's. */
  counters: reportCountersSchema,
  vatGroups: z.array(vatGroupSchema),
  /** No Z-report in the period: 'Ingen omsetning.' */
  empty: z.boolean(),
});
export type TotalSalesReport = z.infer<typeof totalSalesReportSchema>;

// ── Alcohol report (GET getAlcoholReport) ─────────────────────────────────────────────────────────────

export const getAlcoholReportQuery = z
  .object({ merchant: merchantField, locationId: idSchema, fromDate: reportDate, toDate: reportDate })
  .refine((query) => query.fromDate <= query.toDate, toDateNotBeforeFrom);

export const alcoholReportSchema = z.object({
  location: z.object({ id: z.string(), name: z.string() }),
  company: z.object({ name: z.string(), organisationNumber: z.string() }),
  fromDate: z.string(),
  toDate: z.string(),
  /** DRINK_ALCOHOL sold in the period per category and VAT rate, refunded units taken off. */
  categories: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      vatRate: z.number(),
      count: z.number().int(),
      vatAmount: z.number().int(),
      amountWithVat: z.number().int(),
    }),
  ),
  total: z.object({ count: z.number().int(), vatAmount: z.number().int(), amountWithVat: z.number().int() }),
});
export type AlcoholReport = z.infer<typeof alcoholReportSchema>;

// ── SMS report (GET getSmsReport) ─────────────────────────────────────────────────────────────────────

export const getSmsReportQuery = getAlcoholReportQuery;
export const SMS_PRICE_ORE = 100;

export const smsMessageSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  messageType: z.enum(SMS_MESSAGE_TYPES),
  message: z.string(),
  /** Segments billed (`smsSegments` of sms.ts). */
  smsCount: z.number().int(),
  sentTime: z.string(),
  messageId: z.string(),
  orderId: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const smsReportSchema = z.object({
  location: z.object({ id: z.string(), name: z.string() }),
  fromDate: z.string(),
  toDate: z.string(),
  summary: z.object({
    messageCount: z.number().int(),
    smsCount: z.number().int(),
    /** 1 NOK per SMS segment (spec §9). */
    totalPrice: z.number().int(),
    byType: z.array(z.object({ messageType: z.enum(SMS_MESSAGE_TYPES), messageCount: z.number().int(), smsCount: z.number().int() })),
  }),
  /** Newest first. */
  messages: z.array(smsMessageSchema),
});
export type SmsReport = z.infer<typeof smsReportSchema>;

// ── Transactions report (GET getTransactionsReport, super admin) ──────────────────────────────────────

export const getTransactionsReportQuery = periodQuery;
export const transactionsReportSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  bankAxeptCount: z.number().int(),
  bankAxeptPaymentsTotalAmount: z.number().int(),
  nonBankAxeptCount: z.number().int(),
  nonBankAxeptPaymentsTotalAmount: z.number().int(),
  refundedBankAxeptCount: z.number().int(),
  refundedBankAxeptPaymentsTotalAmount: z.number().int(),
  refundedNonBankAxeptCount: z.number().int(),
  refundedNonBankAxeptPaymentsTotalAmount: z.number().int(),
  /** The other card types one by one (VISA, MASTERCARD, Apple Pay …). */
  nonBankAxeptByCardType: z.array(z.object({ cardType: z.string(), count: z.number().int(), amount: z.number().int() })),
});
export type TransactionsReport = z.infer<typeof transactionsReportSchema>;

// ── Downloads ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * PDFs and spreadsheets are made on the server from the same figures as the screen and answered as
 * attachments (Content-Disposition with the spec's file name):
 *   GET /api/report/pdf/xReport          (getXReportQuery)            X-rapport.pdf
 *   GET /api/report/pdf/xReportForDate   (getXReportForDateQuery)     X-rapport.pdf
 *   GET /api/report/pdf/zReport          (query + zReportId)           Z-rapport.pdf
 *   GET /api/report/pdf/totalSalesReport (getTotalSalesReportQuery)   Omsetningsrapport.pdf
 *   GET /api/report/pdf/alcoholReport    (getAlcoholReportQuery)      Alkoholrapport.pdf
 *   GET /api/report/pdf/smsReport        (getSmsReportQuery)          SMS_Rapport_{location}.pdf
 *   GET /api/report/pdf/transactionsReport (getTransactionsReportQuery) X-rapport.pdf
 *   GET /api/report/pdf/goodsTypeReport  (getGoodsTypeReportQuery, goods-type-report.ts) Saerskilt_registrering_{year}.pdf
 * Every one of them but xReportForDate also as CSV and Excel, at /api/report/csv/… and /api/report/xlsx/… with
 * the same query, access and file name (.csv, .xlsx).
 */
export const zReportPdfQuery = z.object({ merchant: merchantField, zReportId: idSchema });

export const REPORT_FILE_NAMES = {
  xReport: 'X-rapport.pdf',
  zReport: 'Z-rapport.pdf',
  totalSalesReport: 'Omsetningsrapport.pdf',
  alcoholReport: 'Alkoholrapport.pdf',
  transactionsReport: 'X-rapport.pdf',
  smsReport: (locationName: string) => `SMS_Rapport_${locationName}.pdf`,
} as const;
