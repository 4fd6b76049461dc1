import { formatDate, formatDateTime } from '@bakrom/shared/format';
import {
  cardTypeLabel,
  grandTotalRows,
  orderTypeRows,
  paymentRows,
  REPORT_COLUMN_LABELS as COLUMNS,
  REPORT_HEADER_LABELS as H,
  REPORT_ROW_LABELS as ROWS,
  REPORT_SECTION_LABELS as SECTIONS,
  GOODS_TYPE_REPORT_TITLE,
  REPORT_TITLES,
  SMS_MESSAGE_TYPE_LABELS,
  TRANSACTION_ROW_LABELS,
  type CounterRow,
} from '@bakrom/shared/report-labels';
import {
  SMS_PRICE_ORE,
  type AlcoholReport,
  type ReportCounters,
  type SmsReport,
  type TotalSalesReport,
  type TransactionsReport,
  type VatGroup,
  type XReport,
  type ZReport,
} from '@bakrom/shared/schemas/reports';
import type { GoodsTypeReport } from '@bakrom/shared/schemas/goods-type-report';
import { ORDER_TYPE_LABELS } from '@bakrom/shared/order-labels';
import { SALES_CHANNEL_LABELS } from '@bakrom/shared/sales-analytics';
import type { SalesAnalytics } from '@bakrom/shared/schemas/sales-analytics';
import {
  operatorRows,
  paymentLineRows,
  receiptAndEventRows,
  salesRows,
  SETTLEMENT_COLUMN_LABELS,
  SETTLEMENT_ROW_LABELS,
  SETTLEMENT_SECTION_LABELS,
} from '@bakrom/shared/settlement-lines';
import { byName, xReportHeaderLines, zReportHeaderLines, zReportTitle } from './counters-pdf';
import { GOODS_TYPE_LABELS, goodsTypeHeaderLines } from './goods-type-pdf';
import {
  KEY_FIGURE_ROWS,
  SALES_ANALYTICS_LABELS as ANALYTICS,
  SALES_ANALYTICS_TITLE,
  WEEKDAY_NAMES,
  figureNumber,
  percentOf,
  productName,
  salesAnalyticsHeaderLines,
} from './sales-analytics-pdf';
import {
  ALCOHOL_SECTION_LABELS,
  alcoholHeaderLines,
  CARD_TYPES_SECTION_LABEL,
  periodText,
  smsHeaderLines,
  TOTAL_PAID_LABEL,
  totalSalesTitle,
  transactionsHeaderLines,
} from './period-pdf';
import type { SheetTable } from './spreadsheet';

/**
 * Every report as the tables of a spreadsheet (CSV and Excel through `spreadsheet.ts`): the same tables, rows,
 * labels and figures as the report's PDF, the first table the PDF's header lines under the PDF's title. Amounts
 * in øre (the sheet's amount kind), counts and VAT rates as numbers. Every table is written even when empty, so
 * that a file always has the same sheets. Pure: no SQL, no HTTP.
 */

type Row = (string | number)[];

const sum = <R>(rows: readonly R[], pick: (row: R) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** The report's identity: its title, then one line per header line of the PDF (label, value). */
function headerTable(title: string, lines: readonly (readonly [string, string])[]): SheetTable {
  return {
    title,
    columns: [
      { header: COLUMNS.description, kind: 'text' },
      { header: '', kind: 'text' },
    ],
    rows: lines.map(([label, value]) => [label, value]),
  };
}

interface CategoryFigures {
  name: string;
  vatRate: number;
  count: number;
  vatAmount: number;
  amountWithVat: number;
}

/** Sales per category and VAT rate by name, with the total (given, or the rows added up). */
function categoriesTable(
  categories: readonly CategoryFigures[],
  title: string = SECTIONS.categories,
  total: Pick<CategoryFigures, 'count' | 'vatAmount' | 'amountWithVat'> = {
    count: sum(categories, (row) => row.count),
    vatAmount: sum(categories, (row) => row.vatAmount),
    amountWithVat: sum(categories, (row) => row.amountWithVat),
  },
): SheetTable {
  return {
    title,
    columns: [
      { header: COLUMNS.category, kind: 'text' },
      { header: COLUMNS.vatRate, kind: 'rate' },
      { header: COLUMNS.count, kind: 'count' },
      { header: COLUMNS.vat, kind: 'amount' },
      { header: COLUMNS.withVat, kind: 'amount' },
    ],
    rows: [
      ...byName(categories).map((row) => [row.name, row.vatRate, row.count, row.vatAmount, row.amountWithVat]),
      [ROWS.total, '', total.count, total.vatAmount, total.amountWithVat],
    ],
  };
}

/** Sales per VAT rate, without VAT, VAT and with VAT, with the total. */
function vatGroupsTable(vatGroups: readonly VatGroup[], title: string = SECTIONS.vatGroups): SheetTable {
  return {
    title,
    columns: [
      { header: COLUMNS.vatRate, kind: 'rate' },
      { header: COLUMNS.net, kind: 'amount' },
      { header: COLUMNS.vat, kind: 'amount' },
      { header: COLUMNS.withVat, kind: 'amount' },
    ],
    rows: [
      ...vatGroups.map((group) => [group.vatRate, group.netAmount, group.vatAmount, group.amountWithVat]),
      [
        ROWS.total,
        sum(vatGroups, (group) => group.netAmount),
        sum(vatGroups, (group) => group.vatAmount),
        sum(vatGroups, (group) => group.amountWithVat),
      ],
    ],
  };
}

/** Labelled counter rows (a count and/or an amount, empty where the row has none), as the PDF's tables of them. */
function counterRowsTable(
  title: string,
  first: string,
  rows: readonly CounterRow[],
  options: { withCount?: boolean; total?: boolean } = {},
): SheetTable {
  const withCount = options.withCount ?? true;
  const body: Row[] = rows.map((row) => [row.label, ...(withCount ? [row.count ?? ''] : []), row.amount ?? '']);
  if (options.total) {
    body.push([ROWS.total, ...(withCount ? [sum(rows, (row) => row.count ?? 0)] : []), sum(rows, (row) => row.amount ?? 0)]);
  }
  return {
    title,
    columns: [
      { header: first, kind: 'text' },
      ...(withCount ? [{ header: COLUMNS.count, kind: 'count' as const }] : []),
      { header: COLUMNS.amount, kind: 'amount' },
    ],
    rows: body,
  };
}

/** § 2-8-2 g: one line per means of payment with its SAF-T code, what was paid (tips included) and the goods share. */
function paymentLinesTable(counters: ReportCounters): SheetTable {
  const lines = paymentLineRows(counters.paymentLines);
  return {
    title: SETTLEMENT_SECTION_LABELS.payments,
    columns: [
      { header: SETTLEMENT_COLUMN_LABELS.paymentMethod, kind: 'text' },
      { header: SETTLEMENT_COLUMN_LABELS.saftCode, kind: 'text' },
      { header: COLUMNS.count, kind: 'count' },
      { header: SETTLEMENT_COLUMN_LABELS.goods, kind: 'amount' },
      { header: COLUMNS.amount, kind: 'amount' },
    ],
    rows: [
      ...lines.map((line) => [line.label, line.saftCode, line.count, line.amountWithVat, line.amount]),
      [ROWS.total, '', sum(lines, (line) => line.count), sum(lines, (line) => line.amountWithVat), sum(lines, (line) => line.amount)],
    ],
  };
}

/**
 * The turnover report's means of payment: one line per payment type with its SAF-T code, bonus points included, as
 * the screen and the PDF show them; Z-reports stored before the payment lines give the old cash, Vipps and card groups.
 */
function turnoverPaymentsTable(counters: ReportCounters): SheetTable {
  if (counters.paymentLines.length > 0) return paymentLinesTable(counters);
  return counterRowsTable(SECTIONS.payments, COLUMNS.paymentMethod, paymentRows(counters), { total: true });
}

/** The tables of an X- or Z-report's counters, in the PDF's order (kassasystemforskriften § 2-8-2). */
function countersTables(counters: ReportCounters, vatGroups: readonly VatGroup[]): SheetTable[] {
  return [
    categoriesTable(counters.categories),
    vatGroupsTable(vatGroups),
    counterRowsTable(SETTLEMENT_SECTION_LABELS.sales, COLUMNS.description, salesRows(counters)),
    paymentLinesTable(counters),
    counterRowsTable(SECTIONS.orderTypes, COLUMNS.orderType, orderTypeRows(counters)),
    counterRowsTable(SETTLEMENT_SECTION_LABELS.operators, SETTLEMENT_COLUMN_LABELS.operator, operatorRows(counters), { total: true }),
    counterRowsTable(SETTLEMENT_SECTION_LABELS.receipts, COLUMNS.description, receiptAndEventRows(counters)),
    counterRowsTable(SECTIONS.grandTotals, COLUMNS.description, grandTotalRows(counters), { withCount: false }),
  ];
}

/** The X-report: its header (company, location, cash point, serial number, printed, since which Z-report), then its counters. */
export function xReportTables(report: XReport): SheetTable[] {
  return [headerTable(REPORT_TITLES.xReport, xReportHeaderLines(report)), ...countersTables(report.counters, report.vatGroups)];
}

/** The Z-report: 'Z-rapport nr N' with its header (its day, when and by whom it was taken, replaced or not), then its counters. */
export function zReportTables(report: ZReport): SheetTable[] {
  return [headerTable(zReportTitle(report), zReportHeaderLines(report)), ...countersTables(report.counters, report.vatGroups)];
}

/** The turnover report's tables: header, total turnover by VAT rate, categories, payments, refunds, its Z-reports. */
export function totalSalesTables(report: TotalSalesReport, terminalNames: Record<string, string> = {}): SheetTable[] {
  const { counters, vatGroups } = report;
  const turnover = sum(vatGroups, (group) => group.amountWithVat);
  return [
    headerTable(totalSalesTitle(report), [
      [H.company, report.company.name],
      [H.organisationNumber, report.company.organisationNumber],
      [H.location, report.location.name],
      [H.period, periodText(report.fromDate, report.toDate)],
    ]),
    vatGroupsTable(vatGroups, 'Total omsetning'),
    categoriesTable(counters.categories),
    {
      // The turnover and the tips with their total: what the means of payment below add up to.
      title: SETTLEMENT_SECTION_LABELS.sales,
      columns: [
        { header: COLUMNS.description, kind: 'text' },
        { header: COLUMNS.count, kind: 'count' },
        { header: COLUMNS.amount, kind: 'amount' },
      ],
      rows: [
        [SETTLEMENT_ROW_LABELS.totalSales, counters.saleReceiptsCount, turnover],
        [ROWS.tips, counters.tipsCount, counters.tips],
        [TOTAL_PAID_LABEL, '', turnover + counters.tips],
      ],
    },
    turnoverPaymentsTable(counters),
    counterRowsTable(SECTIONS.refunds, COLUMNS.description, [
      { key: 'refunds', label: ROWS.refunds, count: counters.refundReceiptsCount, amount: counters.refundReceiptsTotalAmount },
    ]),
    {
      title: SECTIONS.zReports,
      columns: [
        { header: COLUMNS.zNr, kind: 'count' },
        { header: COLUMNS.date, kind: 'text' },
        { header: COLUMNS.terminal, kind: 'text' },
        { header: COLUMNS.vat, kind: 'amount' },
        { header: COLUMNS.withVat, kind: 'amount' },
      ],
      rows: report.zReports.map((z) => [z.nr, formatDate(z.businessDate), terminalNames[z.terminalId] ?? '', z.vatAmount, z.amountWithVat]),
    },
  ];
}

/** The alcohol report: header, the period's total, then per category and VAT rate with the report's total. */
export function alcoholTables(report: AlcoholReport, generatedAt: Date): SheetTable[] {
  const { total } = report;
  return [
    headerTable(REPORT_TITLES.alcoholReport, alcoholHeaderLines(report, generatedAt)),
    {
      title: ALCOHOL_SECTION_LABELS.total,
      columns: [
        { header: COLUMNS.count, kind: 'count' },
        { header: COLUMNS.vat, kind: 'amount' },
        { header: COLUMNS.withVat, kind: 'amount' },
      ],
      rows: [[total.count, total.vatAmount, total.amountWithVat]],
    },
    categoriesTable(report.categories, ALCOHOL_SECTION_LABELS.categories, total),
  ];
}

/** Særskilt registrering: header, then one row per SAF-T article group in the code list's order with the total. */
export function goodsTypeTables(report: GoodsTypeReport, generatedAt: Date): SheetTable[] {
  const { total } = report;
  return [
    headerTable(GOODS_TYPE_REPORT_TITLE, goodsTypeHeaderLines(report, generatedAt)),
    {
      title: GOODS_TYPE_LABELS.section,
      columns: [
        { header: SETTLEMENT_COLUMN_LABELS.saftCode, kind: 'text' },
        { header: GOODS_TYPE_LABELS.articleGroup, kind: 'text' },
        { header: COLUMNS.count, kind: 'count' },
        { header: COLUMNS.net, kind: 'amount' },
        { header: COLUMNS.vat, kind: 'amount' },
        { header: COLUMNS.withVat, kind: 'amount' },
      ],
      rows: [
        ...report.rows.map((row) => [row.articleGroup, row.name, row.quantity, row.netAmount, row.vatAmount, row.grossAmount]),
        [ROWS.total, '', total.quantity, total.netAmount, total.vatAmount, total.grossAmount],
      ],
    },
  ];
}

/** The SMS report: header, the summary per message type with its price and total, then every message, newest first. */
export function smsTables(report: SmsReport, generatedAt: Date): SheetTable[] {
  const { summary } = report;
  return [
    headerTable(REPORT_TITLES.smsReport, smsHeaderLines(report, generatedAt)),
    {
      title: SECTIONS.smsSummary,
      columns: [
        { header: COLUMNS.messageType, kind: 'text' },
        { header: COLUMNS.messageCount, kind: 'count' },
        { header: COLUMNS.smsCount, kind: 'count' },
        { header: COLUMNS.price, kind: 'amount' },
      ],
      rows: [
        ...summary.byType.map((type) => [
          SMS_MESSAGE_TYPE_LABELS[type.messageType],
          type.messageCount,
          type.smsCount,
          type.smsCount * SMS_PRICE_ORE,
        ]),
        [ROWS.total, summary.messageCount, summary.smsCount, summary.totalPrice],
      ],
    },
    {
      title: SECTIONS.smsMessages,
      columns: [
        { header: COLUMNS.sentTime, kind: 'text' },
        { header: COLUMNS.messageType, kind: 'text' },
        { header: COLUMNS.smsCount, kind: 'count' },
        { header: COLUMNS.message, kind: 'text' },
      ],
      rows: report.messages.map((message) => [
        formatDateTime(message.sentTime),
        SMS_MESSAGE_TYPE_LABELS[message.messageType],
        message.smsCount,
        message.message,
      ]),
    },
  ];
}

/** Card rows (type, count, amount), with their total when asked. */
function cardsTable(title: string, rows: readonly (readonly [string, number, number])[], withTotal: boolean): SheetTable {
  return {
    title,
    columns: [
      { header: COLUMNS.cardType, kind: 'text' },
      { header: COLUMNS.count, kind: 'count' },
      { header: COLUMNS.amount, kind: 'amount' },
    ],
    rows: [...rows.map((row) => [...row]), ...(withTotal ? [[ROWS.total, sum(rows, (row) => row[1]), sum(rows, (row) => row[2])]] : [])],
  };
}

/** The transactions report (super admin): header, card payments, the other card types one by one, refunded card payments. */
export function transactionsTables(report: TransactionsReport, generatedAt: Date): SheetTable[] {
  return [
    headerTable(REPORT_TITLES.transactionsReport, transactionsHeaderLines(report, generatedAt)),
    cardsTable(
      SECTIONS.cards,
      [
        [TRANSACTION_ROW_LABELS.bankAxept, report.bankAxeptCount, report.bankAxeptPaymentsTotalAmount],
        [TRANSACTION_ROW_LABELS.nonBankAxept, report.nonBankAxeptCount, report.nonBankAxeptPaymentsTotalAmount],
      ],
      true,
    ),
    cardsTable(
      CARD_TYPES_SECTION_LABEL,
      report.nonBankAxeptByCardType.map((row) => [cardTypeLabel(row.cardType), row.count, row.amount] as const),
      false,
    ),
    cardsTable(
      SECTIONS.cardRefunds,
      [
        [TRANSACTION_ROW_LABELS.refundedBankAxept, report.refundedBankAxeptCount, report.refundedBankAxeptPaymentsTotalAmount],
        [TRANSACTION_ROW_LABELS.refundedNonBankAxept, report.refundedNonBankAxeptCount, report.refundedNonBankAxeptPaymentsTotalAmount],
      ],
      true,
    ),
  ];
}

/** A change as a number of percent, empty where there was nothing to compare with. */
const changeCell = (change: number | null): string | number => percentOf(change) ?? '';

/** The product mix's figures, the same columns for products, categories and add-ons. */
const mixColumns: SheetTable['columns'] = [
  { header: ANALYTICS.units, kind: 'count' },
  { header: ANALYTICS.sales, kind: 'amount' },
  { header: ANALYTICS.share, kind: 'rate' },
  { header: ANALYTICS.previousSales, kind: 'amount' },
  { header: ANALYTICS.change, kind: 'rate' },
];
const rankColumn: SheetTable['columns'][number] = { header: ANALYTICS.rank, kind: 'count' };
const productColumn: SheetTable['columns'][number] = { header: ANALYTICS.product, kind: 'text' };

const mixCells = (row: { units: number; sales: number; share: number; previousSales: number; change: number | null }) => [
  row.units,
  row.sales,
  percentOf(row.share) ?? 0,
  row.previousSales,
  changeCell(row.change),
];

/**
 * Salgsanalyse: header; key figures (kroner, counts and percents as numbers); the product mix with 'Ikke solgt';
 * categories; add-ons; every weekday × hour cell; channels; order types; the timeline.
 */
export function salesAnalyticsTables(report: SalesAnalytics, generatedAt: Date): SheetTable[] {
  const compared: SheetTable['columns'] = [
    { header: ANALYTICS.orders, kind: 'count' },
    { header: ANALYTICS.sales, kind: 'amount' },
    { header: ANALYTICS.previousSales, kind: 'amount' },
    { header: ANALYTICS.change, kind: 'rate' },
  ];
  return [
    headerTable(SALES_ANALYTICS_TITLE, salesAnalyticsHeaderLines(report, generatedAt)),
    {
      title: ANALYTICS.keyFigures,
      columns: [
        { header: ANALYTICS.figure, kind: 'text' },
        { header: ANALYTICS.value, kind: 'rate' },
        { header: ANALYTICS.previous, kind: 'rate' },
        { header: ANALYTICS.change, kind: 'rate' },
      ],
      rows: KEY_FIGURE_ROWS.map(({ key, label, unit }) => {
        const figure = report.keyFigures[key];
        return [label, figureNumber(figure.value, unit), figureNumber(figure.previous, unit), changeCell(figure.change)];
      }),
    },
    {
      title: ANALYTICS.products,
      columns: [
        rankColumn,
        productColumn,
        { header: ANALYTICS.category, kind: 'text' },
        ...mixColumns,
        { header: ANALYTICS.notSold, kind: 'text' },
      ],
      rows: report.products.map((product) => [
        product.rank,
        productName(product),
        product.categoryName,
        ...mixCells(product),
        product.notSold ? ANALYTICS.notSold : '',
      ]),
    },
    {
      title: ANALYTICS.categories,
      columns: [{ header: ANALYTICS.category, kind: 'text' }, ...mixColumns],
      rows: report.categories.map((category) => [category.name, ...mixCells(category)]),
    },
    {
      title: ANALYTICS.addOns,
      columns: [rankColumn, productColumn, ...mixColumns],
      rows: report.addOns.map((addOn) => [addOn.rank, addOn.name, ...mixCells(addOn)]),
    },
    {
      title: ANALYTICS.heatMap,
      columns: [
        { header: ANALYTICS.weekday, kind: 'text' },
        { header: ANALYTICS.hour, kind: 'count' },
        { header: ANALYTICS.orders, kind: 'count' },
        { header: ANALYTICS.sales, kind: 'amount' },
      ],
      rows: report.heatMap.map((cell) => [WEEKDAY_NAMES[cell.weekday - 1]!, cell.hour, cell.orders, cell.sales]),
    },
    {
      title: ANALYTICS.channels,
      columns: [{ header: ANALYTICS.channel, kind: 'text' }, ...compared],
      rows: report.channels.map((row) => [
        SALES_CHANNEL_LABELS[row.channel],
        row.orders,
        row.sales,
        row.previousSales,
        changeCell(row.change),
      ]),
    },
    {
      title: ANALYTICS.orderTypes,
      columns: [{ header: ANALYTICS.orderType, kind: 'text' }, ...compared],
      rows: report.orderTypes.map((row) => [
        ORDER_TYPE_LABELS[row.orderType],
        row.orders,
        row.sales,
        row.previousSales,
        changeCell(row.change),
      ]),
    },
    {
      title: ANALYTICS.timeline,
      columns: [
        { header: ANALYTICS.start, kind: 'text' },
        ...Object.values(SALES_CHANNEL_LABELS).map((label) => ({ header: label, kind: 'amount' as const })),
        ...Object.values(ORDER_TYPE_LABELS).map((label) => ({ header: label, kind: 'amount' as const })),
      ],
      rows: report.timeline.map((point) => [
        formatDate(point.start),
        ...Object.keys(SALES_CHANNEL_LABELS).map((channel) => point.channels[channel as keyof typeof point.channels]),
        ...Object.keys(ORDER_TYPE_LABELS).map((type) => point.orderTypes[type as keyof typeof point.orderTypes]),
      ]),
    },
  ];
}
