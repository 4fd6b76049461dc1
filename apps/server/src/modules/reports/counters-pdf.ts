import { formatDate, formatDateTime, formatMoney } from '@bakrom/shared/format';
import {
  grandTotalRows,
  orderTypeRows,
  paymentRows,
  REPORT_COLUMN_LABELS as COLUMNS,
  REPORT_HEADER_LABELS as H,
  REPORT_ROW_LABELS as ROWS,
  REPORT_SECTION_LABELS as SECTIONS,
  REPORT_TITLES,
  terminalLabel,
  vatRateLabel,
  type CounterRow,
} from '@bakrom/shared/report-labels';
import type { ReportCategory, ReportCounters, Terminal, VatGroup, XReport, ZReport } from '@bakrom/shared/schemas/reports';
import {
  operatorRows,
  paymentLineRows,
  receiptAndEventRows,
  salesRows,
  SETTLEMENT_COLUMN_LABELS,
  SETTLEMENT_ROW_LABELS,
  SETTLEMENT_SECTION_LABELS,
} from '@bakrom/shared/settlement-lines';
import { ReportPdf } from './pdf-document';

/**
 * The X- and Z-report PDFs (kassasystemforskriften § 2-8-2): heading, company and organisation number,
 * when the report was made, the cash point and the system's serial number, then the same tables and labels
 * as the screen — sales per category, VAT per rate with and without VAT, total sales and tips, payments per
 * means of payment with their SAF-T codes, order types, sales per operator, receipts, returns, discounts,
 * corrections and the other events (each printed, 0 where none), and the grand totals.
 */

/** An amount in øre as the reports print it: '1 234,50' (kroner, no unit; the columns say Beløp). */
export function amountText(ore: number): string {
  return formatMoney(ore).replace(/\u00a0kr$/, '');
}

/** Categories by name, then VAT rate (a category sold at two rates shows as two neighbouring rows), as the screen lists them. */
export function byName<C extends { name: string; vatRate: number }>(categories: readonly C[]): C[] {
  return [...categories].sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.vatRate - b.vatRate);
}

const sum = <R>(rows: readonly R[], pick: (row: R) => number) => rows.reduce((total, row) => total + pick(row), 0);
const countText = (count: number | undefined) => (count === undefined ? '' : String(count));
const optionalAmount = (amount: number | undefined) => (amount === undefined ? '' : amountText(amount));

/** The cash point as the header names it: device name and device id, or 'Nettbutikken'. */
export function terminalText(terminal: Terminal): string {
  return terminal.terminalType === 'WEBSHOP' ? terminalLabel(terminal) : `${terminalLabel(terminal)} (${terminal.terminalId})`;
}

export function companyLines(company: { name: string; organisationNumber: string }): [string, string][] {
  return [
    [H.company, company.name],
    [H.organisationNumber, company.organisationNumber],
  ];
}

export function categoriesTable(pdf: ReportPdf, categories: readonly ReportCategory[], title: string = SECTIONS.categories): void {
  pdf.section(title).table(
    [
      { header: COLUMNS.category, width: 0.36 },
      { header: COLUMNS.vatRate, width: 0.12, align: 'right' },
      { header: COLUMNS.count, width: 0.12, align: 'right' },
      { header: COLUMNS.vat, width: 0.18, align: 'right' },
      { header: COLUMNS.withVat, width: 0.22, align: 'right' },
    ],
    [
      ...byName(categories).map((category) => [
        category.name,
        vatRateLabel(category.vatRate),
        String(category.count),
        amountText(category.vatAmount),
        amountText(category.amountWithVat),
      ]),
      [
        ROWS.total,
        '',
        String(sum(categories, (row) => row.count)),
        amountText(sum(categories, (row) => row.vatAmount)),
        amountText(sum(categories, (row) => row.amountWithVat)),
      ],
    ],
    { totalRow: true },
  );
}

export function vatGroupsTable(pdf: ReportPdf, vatGroups: readonly VatGroup[], title: string = SECTIONS.vatGroups): void {
  pdf.section(title).table(
    [
      { header: COLUMNS.vatRate, width: 0.25 },
      { header: COLUMNS.net, width: 0.25, align: 'right' },
      { header: COLUMNS.vat, width: 0.25, align: 'right' },
      { header: COLUMNS.withVat, width: 0.25, align: 'right' },
    ],
    [
      ...vatGroups.map((group) => [
        vatRateLabel(group.vatRate),
        amountText(group.netAmount),
        amountText(group.vatAmount),
        amountText(group.amountWithVat),
      ]),
      [
        ROWS.total,
        amountText(sum(vatGroups, (row) => row.netAmount)),
        amountText(sum(vatGroups, (row) => row.vatAmount)),
        amountText(sum(vatGroups, (row) => row.amountWithVat)),
      ],
    ],
    { totalRow: true },
  );
}

function rowsTable(
  pdf: ReportPdf,
  title: string,
  first: string,
  rows: readonly CounterRow[],
  options: { withCount?: boolean; total?: boolean } = {},
) {
  const withCount = options.withCount ?? true;
  const body = rows.map((row) => [row.label, ...(withCount ? [countText(row.count)] : []), optionalAmount(row.amount)]);
  if (options.total) {
    body.push([
      ROWS.total,
      ...(withCount ? [String(sum(rows, (row) => row.count ?? 0))] : []),
      amountText(sum(rows, (row) => row.amount ?? 0)),
    ]);
  }
  pdf
    .section(title)
    .table(
      [
        { header: first, width: withCount ? 0.5 : 0.7 },
        ...(withCount ? [{ header: COLUMNS.count, width: 0.2, align: 'right' as const }] : []),
        { header: COLUMNS.amount, width: 0.3, align: 'right' },
      ],
      body,
      { totalRow: options.total },
    );
}

export function paymentsTable(pdf: ReportPdf, counters: ReportCounters): void {
  rowsTable(pdf, SECTIONS.payments, COLUMNS.paymentMethod, paymentRows(counters), { total: true });
}

export function refundsTable(pdf: ReportPdf, counters: ReportCounters): void {
  rowsTable(pdf, SECTIONS.refunds, COLUMNS.description, [
    { key: 'refunds', label: ROWS.refunds, count: counters.refundReceiptsCount, amount: counters.refundReceiptsTotalAmount },
  ]);
}

/** § 2-8-2 g: one line per means of payment with its SAF-T code; what was paid (tips included) and the goods share. */
export function paymentLinesTable(pdf: ReportPdf, counters: ReportCounters): void {
  const rows = paymentLineRows(counters.paymentLines);
  pdf.section(SETTLEMENT_SECTION_LABELS.payments).table(
    [
      { header: SETTLEMENT_COLUMN_LABELS.paymentMethod, width: 0.3 },
      { header: SETTLEMENT_COLUMN_LABELS.saftCode, width: 0.16 },
      { header: COLUMNS.count, width: 0.12, align: 'right' },
      { header: SETTLEMENT_COLUMN_LABELS.goods, width: 0.21, align: 'right' },
      { header: COLUMNS.amount, width: 0.21, align: 'right' },
    ],
    [
      ...rows.map((row) => [row.label, row.saftCode, String(row.count), amountText(row.amountWithVat), amountText(row.amount)]),
      [
        ROWS.total,
        '',
        String(sum(rows, (row) => row.count)),
        amountText(sum(rows, (row) => row.amountWithVat)),
        amountText(sum(rows, (row) => row.amount)),
      ],
    ],
    { totalRow: true },
  );
}

/** Every table of an X/Z report's counters, in the screen's order. */
function countersTables(pdf: ReportPdf, counters: ReportCounters, vatGroups: readonly VatGroup[]): void {
  if (counters.categories.length > 0) categoriesTable(pdf, counters.categories);
  vatGroupsTable(pdf, vatGroups);
  rowsTable(pdf, SETTLEMENT_SECTION_LABELS.sales, COLUMNS.description, salesRows(counters));
  paymentLinesTable(pdf, counters);
  rowsTable(pdf, SECTIONS.orderTypes, COLUMNS.orderType, orderTypeRows(counters));
  rowsTable(pdf, SETTLEMENT_SECTION_LABELS.operators, SETTLEMENT_COLUMN_LABELS.operator, operatorRows(counters), { total: true });
  rowsTable(pdf, SETTLEMENT_SECTION_LABELS.receipts, COLUMNS.description, receiptAndEventRows(counters));
  rowsTable(pdf, SECTIONS.grandTotals, COLUMNS.description, grandTotalRows(counters), { withCount: false });
}

function terminalHeader(report: Pick<XReport, 'company' | 'location' | 'terminal' | 'generatedAt'>): [string, string][] {
  return [
    ...companyLines(report.company),
    [H.location, report.location.name],
    [H.terminal, terminalText(report.terminal)],
    [SETTLEMENT_ROW_LABELS.systemIdNr, report.terminal.systemIdNr],
    [H.generatedAt, formatDateTime(report.generatedAt)],
  ];
}

/** The X-report's header lines (the PDF's and the spreadsheets'): the cash point, and since which Z-report it counts. */
export function xReportHeaderLines(report: XReport): [string, string][] {
  const since =
    report.previousZReportNr !== null && report.periodStart
      ? `Siden Z nr ${report.previousZReportNr} (${formatDateTime(report.periodStart)})`
      : 'Siden kassepunktet ble tatt i bruk';
  return [...terminalHeader(report), [H.periodStart, since]];
}

/** 'Z-rapport nr N', the Z-report's heading. */
export function zReportTitle(report: Pick<ZReport, 'nr'>): string {
  return `${REPORT_TITLES.zReport} nr ${report.nr}`;
}

/** The Z-report's header lines (the PDF's and the spreadsheets'): its number, day, when and by whom it was taken, whether it was replaced. */
export function zReportHeaderLines(report: ZReport): [string, string][] {
  const taken = `${formatDateTime(report.createdTime)} · ${report.createdBy ? `Tatt av ${report.createdBy}` : 'Tatt automatisk'}`;
  return [
    ...terminalHeader(report),
    [H.zNr, String(report.nr)],
    [H.businessDate, formatDate(report.businessDate)],
    [H.createdTime, taken],
    ...(report.replacedByNr !== null ? [['Status', H.replacedBy(report.replacedByNr)] as [string, string]] : []),
  ];
}

/** The X-report PDF (X-rapport.pdf); an empty one says so, as the screen does. */
export function renderXReportPdf(report: XReport): Promise<Buffer> {
  const pdf = new ReportPdf(REPORT_TITLES.xReport, xReportHeaderLines(report));
  if (report.empty) pdf.note('Ingen omsetning fra dette kassepunktet siden forrige oppgjør.');
  countersTables(pdf, report.counters, report.vatGroups);
  return pdf.finish();
}

/** The Z-report PDF (Z-rapport.pdf): 'Z-rapport nr N', its day, when and by whom it was taken, and whether it was replaced. */
export function renderZReportPdf(report: ZReport): Promise<Buffer> {
  const pdf = new ReportPdf(zReportTitle(report), zReportHeaderLines(report));
  countersTables(pdf, report.counters, report.vatGroups);
  return pdf.finish();
}
