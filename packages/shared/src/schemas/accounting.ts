import { z } from 'zod';
import { ARTICLE_GROUPS, type ArticleGroup } from '../article-groups';
import type { OrderType } from '../enums';
import { idSchema, merchantField } from './ids';
import { PAYMENT_LINE_TYPES, reportDate, type PaymentLineType } from './reports';
import { periodDays } from './saft';

/**
 * The accounting export (issue 31): the account mapping of the merchant ('Regnskap' under Innstillinger), the
 * vouchers built from the live Z-reports (one per Z-report, or per location and business day), and their files
 * (GBAT10, CSV, XLSX) for the merchant's ledger. Amounts are integer øre; dates are Oslo business days as
 * YYYY-MM-DD. Accounts follow NS 4102 (four digits), VAT codes the SAF-T standard codes.
 */

// ── Rules ─────────────────────────────────────────────────────────────────────────────────────────────

/** SAF-T standard VAT codes of output VAT: 3 = 25 %, 31 = 15 %, 32 = 11.11 %, 33 = 12 %, 5 exempt, 6 outside the VAT Act, 7 no VAT treatment. */
export const SAFT_VAT_CODES = ['3', '31', '32', '33', '5', '6', '7'] as const;
export type SaftVatCode = (typeof SAFT_VAT_CODES)[number];

/** The SAF-T VAT codes that fit a VAT rate (percent); none for a rate without a standard code. */
export function vatCodesForRate(vatRate: number): SaftVatCode[] {
  if (vatRate === 25) return ['3'];
  if (vatRate === 15) return ['31'];
  if (vatRate === 11.11) return ['32'];
  if (vatRate === 12) return ['33'];
  if (vatRate === 0) return ['5', '6', '7'];
  return [];
}

export const ACCOUNT_MESSAGE = 'Kontonummeret må ha fire sifre';
export const VAT_CODE_MESSAGE = 'Velg en SAF-T MVA-kode';
export const vatCodeMismatchMessage = (vatCode: string, vatRate: number) => {
  const fits = vatCodesForRate(vatRate);
  const hint = fits.length > 0 ? ` (bruk ${fits.join(', ')})` : '';
  return `MVA-kode ${vatCode} passer ikke til satsen ${String(vatRate).replace('.', ',')} %${hint}`;
};
export const DUPLICATE_RATE_MESSAGE = 'Samme MVA-sats står mer enn én gang';
export const DUPLICATE_SALES_ROW_MESSAGE = 'Samme MVA-sats og ordretype står mer enn én gang';
export const MISSING_OUTPUT_VAT_MESSAGE = 'Hver MVA-sats over 0 % må ha en konto for utgående MVA';
export const PAYMENT_ACCOUNTS_MESSAGE = 'Hver betalingsmåte må ha én konto';
export const ARTICLE_GROUPS_MESSAGE = 'Hver varegruppe må stå én gang';

/** An NS 4102 account number: four digits. */
export const accountNumber = z
  .string({ error: ACCOUNT_MESSAGE })
  .trim()
  .regex(/^\d{4}$/, { message: ACCOUNT_MESSAGE });

const vatRateField = z
  .number({ error: 'MVA-satsen må være et tall' })
  .min(0, { message: 'MVA-satsen kan ikke være negativ' })
  .max(100, { message: 'MVA-satsen kan være høyst 100 %' });

/** How sales are put together into vouchers: one per Z-report (per terminal and business day), or per location and business day. */
export const VOUCHER_GROUPINGS = ['Z_REPORT', 'LOCATION_DAY'] as const;
export type VoucherGrouping = (typeof VOUCHER_GROUPINGS)[number];

/** The order types a sales row can be for; the delivery-service lines have an account of their own. */
export const SALES_ORDER_TYPES = ['DINE_IN', 'TAKEAWAY', 'DELIVERY'] as const;
export type SalesOrderType = (typeof SALES_ORDER_TYPES)[number];

/** The sales row's order type of an order: a pickup order is takeaway. */
export function salesOrderTypeOf(orderType: OrderType): SalesOrderType {
  return orderType === 'PICKUP' ? 'TAKEAWAY' : orderType;
}

// ── The account mapping ───────────────────────────────────────────────────────────────────────────────

/**
 * Sales at one VAT rate of one order type: credited to `account` net of VAT, with the SAF-T VAT code of the rate.
 * Without an order type (a mapping saved before sales were split by order type): every order type at the rate.
 */
export const salesAccountSchema = z.object({
  vatRate: vatRateField,
  orderType: z.enum(SALES_ORDER_TYPES, { error: 'Velg ordretype: DINE_IN, TAKEAWAY eller DELIVERY' }).optional(),
  account: accountNumber,
  vatCode: z.enum(SAFT_VAT_CODES, { error: VAT_CODE_MESSAGE }),
});
export type SalesAccount = z.infer<typeof salesAccountSchema>;

/** The key of a sales row: its rate and order type ('' for a row for every order type at the rate). */
export function salesRowKey(row: { vatRate: number; orderType?: SalesOrderType | undefined }): string {
  return `${row.vatRate}|${row.orderType ?? ''}`;
}

/** An article group (SAF-T PredefinedBasicID-04): when `split`, its sales go to `account` instead of the rate's sales account. */
export const articleGroupAccountSchema = z.object({
  articleGroup: z.enum(ARTICLE_GROUPS),
  split: z.boolean(),
  account: accountNumber,
});
export type ArticleGroupAccount = z.infer<typeof articleGroupAccountSchema>;

/** A means of payment of the Z-report's payment lines, debited to `account` (cash, a card clearing account, Vipps, …). */
export const paymentAccountSchema = z.object({
  paymentType: z.enum(PAYMENT_LINE_TYPES),
  account: accountNumber,
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** Output VAT of one rate, credited to `account`. */
export const outputVatAccountSchema = z.object({ vatRate: vatRateField, account: accountNumber });
export type OutputVatAccount = z.infer<typeof outputVatAccountSchema>;

const accountMappingFields = z.object({
  grouping: z.enum(VOUCHER_GROUPINGS, { error: 'Velg hvordan bilagene grupperes' }),
  /** The voucher type of the ledger's number series (GBAT10 column 3). */
  voucherType: z
    .number({ error: 'Bilagstypen må være et tall' })
    .int({ message: 'Bilagstypen må være et heltall' })
    .min(1, { message: 'Bilagstypen må være mellom 1 og 999' })
    .max(999, { message: 'Bilagstypen må være mellom 1 og 999' }),
  sales: z.array(salesAccountSchema).min(1, { message: 'Legg inn minst én salgskonto' }).max(20),
  /** The delivery-service lines (with the VAT code of their rate's sales row). */
  deliveryServiceAccount: accountNumber,
  articleGroups: z.array(articleGroupAccountSchema).max(ARTICLE_GROUPS.length),
  payments: z.array(paymentAccountSchema),
  tipsAccount: accountNumber,
  /** Returned goods (net of VAT, with the VAT code of their rate); the money paid back is credited to the means of payment. */
  returnsAccount: accountNumber,
  /** Øreavrunding: what the payments and the sales differ by (cash rounded to whole kroner). */
  roundingAccount: accountNumber,
  outputVat: z.array(outputVatAccountSchema).max(20),
});

type MappingShape = z.infer<typeof accountMappingFields>;

/** The cross-field rules of a mapping: VAT codes fitting their rates, each rate, payment type and group once, output VAT for every rate. */
function mappingRules(mapping: MappingShape, context: z.RefinementCtx): void {
  const salesRows = new Set<string>();
  mapping.sales.forEach((row, index) => {
    const key = salesRowKey(row);
    if (salesRows.has(key)) context.addIssue({ code: 'custom', message: DUPLICATE_SALES_ROW_MESSAGE, path: ['sales', index, 'orderType'] });
    salesRows.add(key);
    // A rate with no standard SAF-T code (one the merchant typed that the law does not have) takes the code the accountant chooses.
    const fitting = vatCodesForRate(row.vatRate);
    if (fitting.length > 0 && !fitting.includes(row.vatCode)) {
      context.addIssue({ code: 'custom', message: vatCodeMismatchMessage(row.vatCode, row.vatRate), path: ['sales', index, 'vatCode'] });
    }
  });
  const vatRates = new Set<number>();
  mapping.outputVat.forEach((row, index) => {
    if (vatRates.has(row.vatRate))
      context.addIssue({ code: 'custom', message: DUPLICATE_RATE_MESSAGE, path: ['outputVat', index, 'vatRate'] });
    vatRates.add(row.vatRate);
  });
  mapping.sales.forEach((row, index) => {
    if (row.vatRate > 0 && !vatRates.has(row.vatRate)) {
      context.addIssue({ code: 'custom', message: MISSING_OUTPUT_VAT_MESSAGE, path: ['sales', index, 'vatRate'] });
    }
  });
  const types = mapping.payments.map((row) => row.paymentType);
  if (types.length !== PAYMENT_LINE_TYPES.length || PAYMENT_LINE_TYPES.some((type) => !types.includes(type))) {
    context.addIssue({ code: 'custom', message: PAYMENT_ACCOUNTS_MESSAGE, path: ['payments'] });
  }
  const groups = mapping.articleGroups.map((row) => row.articleGroup);
  if (new Set(groups).size !== groups.length)
    context.addIssue({ code: 'custom', message: ARTICLE_GROUPS_MESSAGE, path: ['articleGroups'] });
}

export const accountMappingSchema = accountMappingFields.superRefine(mappingRules);
export type AccountMapping = z.infer<typeof accountMappingSchema>;

// ── Defaults (NS 4102, as commonly used; the merchant's accountant checks them) ───────────────────────

export const DEFAULT_PAYMENT_ACCOUNTS: Record<PaymentLineType, string> = {
  CASH: '1900',
  BANK_AXEPT: '1901',
  CARD: '1901',
  APPLE_PAY: '1901',
  GOOGLE_PAY: '1901',
  VIPPS: '1902',
  BONUS_POINTS: '2903',
};

export const DEFAULT_ARTICLE_GROUP_ACCOUNTS: Record<ArticleGroup, string> = {
  '04006': '3021',
  '04007': '3022',
  '04008': '3023',
  '04009': '3024',
  '04010': '3025',
  '04011': '3026',
  '04012': '3027',
  '04013': '3028',
  '04014': '3029',
};

export const DEFAULT_ACCOUNTS = {
  deliveryService: '3000',
  tips: '2930',
  returns: '3080',
  rounding: '7790',
} as const;

/** The output VAT account of a rate: 2700 high, 2701 middle (15 %), 2702 raw fish, 2703 low (12 %). */
export function defaultOutputVatAccount(vatRate: number): string {
  if (vatRate === 15) return '2701';
  if (vatRate === 11.11) return '2702';
  if (vatRate === 12) return '2703';
  return '2700';
}

/** The merchant's VAT rates (settings 'MVA'): dine-in, takeaway and delivery; the delivery service sells at the dine-in rate. */
export interface MerchantVatRates {
  dineIn: number;
  takeOut: number;
  delivery: number;
}

/** The VAT rate an order type sells its food at, by the merchant's VAT settings. */
export function ownRateOf(orderType: SalesOrderType, rates: MerchantVatRates): number {
  return orderType === 'DINE_IN' ? rates.dineIn : orderType === 'TAKEAWAY' ? rates.takeOut : rates.delivery;
}

/**
 * The default sales account of a rate and order type: 3100 sales exempt from VAT (0 %); at the order type's own rate
 * 3020 food and drink served (dine-in) or 3030 takeaway (takeaway and delivery); at another rate (alcohol is always
 * 25 %) 3000 other goods; the first SAF-T code fitting the rate.
 */
export function defaultSalesAccount(vatRate: number, orderType: SalesOrderType, rates: MerchantVatRates): SalesAccount {
  const account = vatRate === 0 ? '3100' : vatRate !== ownRateOf(orderType, rates) ? '3000' : orderType === 'DINE_IN' ? '3020' : '3030';
  return { vatRate, orderType, account, vatCode: vatCodesForRate(vatRate)[0] ?? '6' };
}

/** Sales rows in the mapping's order: the highest rate first, then dine-in, takeaway, delivery (a row for every order type last). */
export function compareSalesRows(a: Pick<SalesAccount, 'vatRate' | 'orderType'>, b: Pick<SalesAccount, 'vatRate' | 'orderType'>): number {
  const rank = (row: Pick<SalesAccount, 'orderType'>) =>
    row.orderType ? SALES_ORDER_TYPES.indexOf(row.orderType) : SALES_ORDER_TYPES.length;
  return b.vatRate - a.vatRate || rank(a) - rank(b);
}

/** The standard rates every mapping starts with, besides the merchant's own. */
export const STANDARD_VAT_RATES = [25, 15] as const;

/** The rates a mapping lists: the merchant's own and the standard ones, highest first. */
export function mappingVatRates(rates: MerchantVatRates): number[] {
  return [...new Set([rates.dineIn, rates.takeOut, rates.delivery, ...STANDARD_VAT_RATES])].sort((a, b) => b - a);
}

/** The mapping a merchant starts with (NS 4102 as commonly used; every merchant's accountant adjusts it). */
export function defaultAccountMapping(rates: MerchantVatRates): AccountMapping {
  const vatRates = mappingVatRates(rates);
  return {
    grouping: 'Z_REPORT',
    voucherType: 1,
    sales: vatRates.flatMap((vatRate) => SALES_ORDER_TYPES.map((orderType) => defaultSalesAccount(vatRate, orderType, rates))),
    deliveryServiceAccount: DEFAULT_ACCOUNTS.deliveryService,
    articleGroups: ARTICLE_GROUPS.map((articleGroup) => ({
      articleGroup,
      split: false,
      account: DEFAULT_ARTICLE_GROUP_ACCOUNTS[articleGroup],
    })),
    payments: PAYMENT_LINE_TYPES.map((paymentType) => ({ paymentType, account: DEFAULT_PAYMENT_ACCOUNTS[paymentType] })),
    tipsAccount: DEFAULT_ACCOUNTS.tips,
    returnsAccount: DEFAULT_ACCOUNTS.returns,
    roundingAccount: DEFAULT_ACCOUNTS.rounding,
    outputVat: vatRates.filter((vatRate) => vatRate > 0).map((vatRate) => ({ vatRate, account: defaultOutputVatAccount(vatRate) })),
  };
}

// ── GET /api/accounting/getAccountMapping, POST /api/accounting/saveAccountMapping ───────────────────

export const getAccountMappingQuery = z.object({ merchant: merchantField });

export const accountMappingResponse = z.object({
  mapping: accountMappingSchema,
  /** The saved version in force (1, 2, …); 0 while the merchant has saved none and the defaults apply. */
  version: z.number().int(),
  /** When the version in force took effect (ISO instant); null for the defaults. */
  validFrom: z.string().nullable(),
  /** The defaults, for 'Tilbakestill' and to show beside each field. */
  defaults: accountMappingSchema,
  /** The merchant's VAT rates of dine-in, takeaway and delivery (the delivery service sells at the dine-in rate). */
  orderTypeRates: z.object({ dineIn: z.number(), takeOut: z.number(), delivery: z.number() }),
});
export type AccountMappingResponse = z.infer<typeof accountMappingResponse>;

/** Saving adds a new version in force from now; Z-reports taken before keep the version of their time. */
export const saveAccountMappingBody = accountMappingFields.extend({ merchant: merchantField }).superRefine(mappingRules);
export type SaveAccountMappingBody = z.infer<typeof saveAccountMappingBody>;

// ── Vouchers (GET /api/accounting/getVoucherPreview, GET /api/accounting/exportVouchers) ──────────────

export const ACCOUNTING_MAX_DAYS = 366;
export const ACCOUNTING_PERIOD_TOO_LONG_MESSAGE = 'Perioden kan være høyst ett år.';
export const ACCOUNTING_TO_BEFORE_FROM_MESSAGE = 'Til-datoen kan ikke være før fra-datoen';

const periodFields = {
  merchant: merchantField,
  /** One location, or empty / left out for every location of the merchant. */
  locationId: z
    .union([z.literal(''), idSchema])
    .optional()
    .transform((value) => value || undefined),
  fromDate: reportDate,
  toDate: reportDate,
};

const periodRules = <T extends { fromDate: string; toDate: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((query) => query.fromDate <= query.toDate, { message: ACCOUNTING_TO_BEFORE_FROM_MESSAGE, path: ['toDate'] })
    .refine((query) => query.fromDate > query.toDate || periodDays(query.fromDate, query.toDate) <= ACCOUNTING_MAX_DAYS, {
      message: ACCOUNTING_PERIOD_TOO_LONG_MESSAGE,
      path: ['toDate'],
    });

export const voucherPreviewQuery = periodRules(z.object(periodFields));
export type VoucherPreviewQuery = z.infer<typeof voucherPreviewQuery>;

export const VOUCHER_FORMATS = ['gbat10', 'csv', 'xlsx'] as const;
export type VoucherFormat = (typeof VOUCHER_FORMATS)[number];
export const exportVouchersQuery = periodRules(
  z.object({ ...periodFields, format: z.enum(VOUCHER_FORMATS, { error: 'Velg format: gbat10, csv eller xlsx' }) }),
);
export type ExportVouchersQuery = z.infer<typeof exportVouchersQuery>;

/** One posting: debit or credit (the other 0), net of VAT where it has a VAT code; `vatAmount` the VAT that belongs to it. */
export const postingSchema = z.object({
  account: z.string(),
  /** SAF-T VAT code; '' for a posting without VAT (payments, tips, rounding, the VAT itself). */
  vatCode: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
  /** The VAT of a posting with a VAT code (its gross = its amount + this), 0 otherwise. */
  vatAmount: z.number().int(),
  description: z.string(),
});
export type Posting = z.infer<typeof postingSchema>;

export const VOUCHER_KINDS = ['SALES', 'REVERSAL'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const voucherSchema = z.object({
  /** The merchant's voucher number; for a voucher not yet exported, the number it will get. */
  number: z.number().int(),
  /** The business day (YYYY-MM-DD). */
  date: z.string(),
  /** SALES: a daily settlement; REVERSAL: cancels an exported voucher whose Z-report was regenerated. */
  kind: z.enum(VOUCHER_KINDS),
  /** Exported before (stored, never changes); false: made by this preview, stored at the first export. */
  exported: z.boolean(),
  /** The voucher a REVERSAL cancels. */
  reversesNumber: z.number().int().nullable(),
  locationId: z.string(),
  locationName: z.string(),
  /** Location, terminal(s) and Z number(s). */
  description: z.string(),
  zReports: z.array(z.object({ id: z.string(), nr: z.number().int(), terminalName: z.string() })),
  /** The version of the account mapping used (0: the defaults). */
  mappingVersion: z.number().int(),
  postings: z.array(postingSchema),
  /** Debits and credits, equal. */
  debit: z.number().int(),
  credit: z.number().int(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherPreviewResponse = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  vouchers: z.array(voucherSchema),
  totals: z.object({ debit: z.number().int(), credit: z.number().int() }),
  /** The period reaches today (Oslo): today's Z-reports may not be taken yet. */
  includesToday: z.boolean(),
});
export type VoucherPreviewResponse = z.infer<typeof voucherPreviewResponse>;

export const VOUCHER_CONTENT_TYPES: Record<VoucherFormat, string> = {
  gbat10: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `bilag_<merchant>_<from>_<to>.<ext>` (GBAT10 as .txt): the merchant's name made safe for a file name. */
export function voucherFileName(merchantName: string, fromDate: string, toDate: string, format: VoucherFormat): string {
  const safe =
    merchantName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[øØ]/g, 'o')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'bakrom';
  const extension = format === 'gbat10' ? 'gbat10.txt' : format;
  return `bilag_${safe}_${fromDate}_${toDate}.${extension}`;
}
