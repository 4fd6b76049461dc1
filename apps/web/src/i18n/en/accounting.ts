import type { SalesOrderType, VoucherFormat, VoucherGrouping } from '@bakrom/shared/schemas/accounting';
import type { accountingNb } from '../accounting';
import type { Translation } from '../translation';

/** A VAT rate as the screens write it (the Norwegian format): `25 %`, `11,11 %`. */
const rate = (vatRate: number) => `${String(vatRate).replace('.', ',')}\u00a0%`;

const ORDER_TYPE_NAMES: Record<SalesOrderType, string> = { DINE_IN: 'Eat in', TAKEAWAY: 'Takeaway', DELIVERY: 'Delivery' };

/** English texts of the account mapping and the accounting export (mirrors `../accounting.ts`). */
export const accountingEn: Translation<typeof accountingNb> = {
  rate,
  settings: {
    title: 'Accounting',
    description:
      'The accounts the daily settlement is posted to when the Z reports are exported to the accounts. The default accounts follow NS 4102 as it is usually applied: ask your accountant to check them before the first export.',
    loadFailed: 'Could not load the chart of accounts. Please try again.',
    saveFailed: 'Could not save the chart of accounts. Please try again.',
    saved: 'Saved. The accounts apply to Z reports run from now on; vouchers already exported are not changed.',
    form: 'Chart of accounts for the accounting export',
    version: (version: number, validFrom: string) => `Version ${version}, valid from ${validFrom}.`,
    defaultsInForce: 'No chart of accounts has been saved yet: the default accounts below apply.',
    resetDefaults: 'Fill in the default accounts',
    resetHint: 'Fills the form with the default accounts. Nothing is saved until you press Save.',
    defaultColumn: 'Default',
    accountColumn: 'Account',
    account: (what: string) => `Account for ${what}`,
    vatCodeLabel: (what: string) => `VAT code for ${what}`,
    grouping: {
      legend: 'Vouchers',
      label: 'One voucher per',
      options: {
        Z_REPORT: 'Z report (per terminal and day)',
        LOCATION_DAY: 'Location and day (all terminals together)',
      } satisfies Record<VoucherGrouping, string>,
      voucherType: 'Voucher type',
      voucherTypeHint: 'The voucher type your accounting system numbers the vouchers under (GBAT10 column 3). Default: 1.',
    },
    sales: {
      title: 'Sales by VAT rate and order type',
      hint: "Sales are posted excluding VAT to the account for the rate and order type, with the SAF-T code the accounting system calculates the VAT from. Items with a different rate from the order type's own (beer to take away) are posted on the row for their rate.",
      rateColumn: 'VAT rate',
      orderTypeColumn: 'Order type',
      vatCodeColumn: 'VAT code (SAF-T)',
      what: (vatRate: number, orderType?: SalesOrderType) =>
        orderType ? `sales at ${rate(vatRate)} (${ORDER_TYPE_NAMES[orderType].toLowerCase()})` : `sales at ${rate(vatRate)}`,
      vatCodes: {
        '3': '3 – standard rate (25 %)',
        '31': '31 – medium rate (15 %)',
        '32': '32 – raw fish (11,11 %)',
        '33': '33 – low rate (12 %)',
        '5': '5 – exempt (0 %)',
        '6': '6 – outside the VAT Act',
        '7': '7 – no VAT treatment',
      } as Record<string, string>,
      orderTypes: ORDER_TYPE_NAMES,
      /** A row saved before sales were split by order type. */
      allOrderTypes: 'All order types',
      deliveryService: 'Delivery service (the delivery fee)',
      deliveryServiceWhat: 'the delivery service',
    },
    articleGroups: {
      title: 'Goods types',
      hint: 'Tick the goods types your accountant wants on a separate account (for example beer and wine). The others are posted to the account for their VAT rate.',
      groupColumn: 'Goods type (SAF-T)',
      splitColumn: 'Separate account',
      split: (group: string) => `Separate account for ${group}`,
    },
    payments: {
      title: 'Payment methods',
      hint: 'What came in is debited: cash in the till, and a clearing account for each card acquirer and for Vipps, reconciled against the payout to the bank.',
      typeColumn: 'Payment method',
    },
    other: {
      title: 'Other accounts',
      whatColumn: 'What',
      tips: 'Tips',
      returns: 'Returns (goods taken back)',
      rounding: 'Rounding (øreavrunding)',
    },
    outputVat: {
      title: 'Output VAT',
      hint: 'The VAT on sales, per rate.',
      what: (vatRate: number) => `output VAT ${rate(vatRate)}`,
    },
  },
  export: {
    title: 'Accounting export',
    description:
      'The daily settlements as vouchers for the accounts: one voucher per Z report (or per location and day), with debit and credit in balance. Check the vouchers before you download them, then import the file into your accounting system.',
    form: 'Choose location and period',
    location: 'Location',
    allLocations: 'All locations',
    fromDate: 'From date',
    toDate: 'To date',
    show: 'Show vouchers',
    fromRequired: 'Fill in the from date',
    toRequired: 'Fill in the to date',
    loadFailed: 'Could not load the vouchers. Please try again.',
    empty: 'No vouchers in the period: no Z report was run for the location on these days.',
    todayWarning:
      "The period includes today. Today's Z report has not been run yet, so today's sales are only included in an export after the daily settlement.",
    settingsLink: 'You can change the accounts the vouchers are posted to under Settings → Accounting.',
    previewTitle: (from: string, to: string) => `Vouchers ${from}–${to}`,
    summary: (vouchers: number, postings: number) =>
      `${vouchers} ${vouchers === 1 ? 'voucher' : 'vouchers'} with ${postings} ${postings === 1 ? 'posting' : 'postings'}.`,
    shownFirst: (shown: number, total: number) => `Showing the first ${shown} of ${total} vouchers. The file contains all of them.`,
    columns: {
      date: 'Date',
      number: 'Voucher no.',
      account: 'Account',
      vatCode: 'VAT code',
      debit: 'Debit',
      credit: 'Credit',
      description: 'Description',
    },
    total: 'Total',
    balanced: 'Debit and credit balance.',
    unbalanced: 'Debit and credit do not balance. Do not import the file; contact support.',
    notExported: 'New',
    notExportedHint: 'New: gets its number when the vouchers are downloaded for the first time.',
    format: 'Format',
    formats: {
      gbat10: 'GBAT10 (Tripletex, PowerOffice Go, Visma eAccounting)',
      csv: 'CSV (semicolon)',
      xlsx: 'Excel (xlsx)',
    } satisfies Record<VoucherFormat, string>,
    download: 'Download',
    downloadBusy: 'Creating file…',
    downloadFor: (from: string, to: string) => `The file includes the vouchers ${from}–${to} as shown.`,
    downloaded: (fileName: string) => `The file ‘${fileName}’ has been downloaded.`,
    downloadFailed: 'Could not create the file. Please try again.',
  },
};
