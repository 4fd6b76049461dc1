import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatDate } from '@bakrom/shared/format';
import {
  paymentRows,
  REPORT_COLUMN_LABELS as COLUMNS,
  REPORT_HEADER_LABELS as H,
  REPORT_ROW_LABELS as ROWS,
  REPORT_SECTION_LABELS as SECTIONS,
} from '@bakrom/shared/report-labels';
import type { TotalSalesReport } from '@bakrom/shared/schemas/reports';
import {
  paymentLineRows,
  SETTLEMENT_COLUMN_LABELS,
  SETTLEMENT_ROW_LABELS,
  SETTLEMENT_SECTION_LABELS,
} from '@bakrom/shared/settlement-lines';
import { byName } from './counters-pdf';
import { periodText, TOTAL_PAID_LABEL, totalSalesTitle } from './period-pdf';

/**
 * The turnover report for the accountant as CSV and Excel, the same tables as the screen and the PDF.
 * CSV as Norwegian Excel opens it: UTF-8 with a byte-order mark, ';' between fields, decimal comma,
 * CRLF line ends, each table under its title with an empty line between. Excel: one sheet per table,
 * amounts as numbers in kroner with two decimals, counts as whole numbers (texts stay texts: Excel
 * stores them as strings, never formulas). Pure: no SQL, no HTTP.
 */

type CellKind = 'text' | 'count' | 'amount' | 'rate';

export interface SheetTable {
  title: string;
  columns: { header: string; kind: CellKind }[];
  /** Text, or numbers: counts and rates as they are, amounts in øre. */
  rows: (string | number)[][];
}

const sum = <R>(rows: readonly R[], pick: (row: R) => number) => rows.reduce((total, row) => total + pick(row), 0);

/**
 * The means of payment: one line per payment type with its SAF-T code, bonus points included, as the screen and
 * the PDF show them; Z-reports stored before the payment lines give the old cash, Vipps and card groups.
 */
function paymentsTable(report: TotalSalesReport): SheetTable {
  const { counters } = report;
  if (counters.paymentLines.length > 0) {
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
  const payments = paymentRows(counters);
  return {
    title: SECTIONS.payments,
    columns: [
      { header: COLUMNS.paymentMethod, kind: 'text' },
      { header: COLUMNS.count, kind: 'count' },
      { header: COLUMNS.amount, kind: 'amount' },
    ],
    rows: [
      ...payments.map((row) => [row.label, row.count ?? 0, row.amount ?? 0]),
      [ROWS.total, sum(payments, (row) => row.count ?? 0), sum(payments, (row) => row.amount ?? 0)],
    ],
  };
}

/** The turnover report's tables: header, total turnover by VAT rate, categories, payments, refunds, its Z-reports. */
export function totalSalesTables(report: TotalSalesReport, terminalNames: Record<string, string> = {}): SheetTable[] {
  const { counters, vatGroups } = report;
  const turnover = sum(vatGroups, (group) => group.amountWithVat);
  return [
    {
      title: totalSalesTitle(report),
      columns: [
        { header: COLUMNS.description, kind: 'text' },
        { header: '', kind: 'text' },
      ],
      rows: [
        [H.company, report.company.name],
        [H.organisationNumber, report.company.organisationNumber],
        [H.location, report.location.name],
        [H.period, periodText(report.fromDate, report.toDate)],
      ],
    },
    {
      title: 'Total omsetning',
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
    },
    {
      title: SECTIONS.categories,
      columns: [
        { header: COLUMNS.category, kind: 'text' },
        { header: COLUMNS.vatRate, kind: 'rate' },
        { header: COLUMNS.count, kind: 'count' },
        { header: COLUMNS.vat, kind: 'amount' },
        { header: COLUMNS.withVat, kind: 'amount' },
      ],
      rows: [
        ...byName(counters.categories).map((category) => [
          category.name,
          category.vatRate,
          category.count,
          category.vatAmount,
          category.amountWithVat,
        ]),
        [
          ROWS.total,
          '',
          sum(counters.categories, (category) => category.count),
          sum(counters.categories, (category) => category.vatAmount),
          sum(counters.categories, (category) => category.amountWithVat),
        ],
      ],
    },
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
    paymentsTable(report),
    {
      title: SECTIONS.refunds,
      columns: [
        { header: COLUMNS.description, kind: 'text' },
        { header: COLUMNS.count, kind: 'count' },
        { header: COLUMNS.amount, kind: 'amount' },
      ],
      rows: [[ROWS.refunds, counters.refundReceiptsCount, counters.refundReceiptsTotalAmount]],
    },
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

/** A number with a decimal comma and no grouping ('1234,50'; '-5,00'; a rate '12,5'). */
function decimalComma(value: number, decimals?: number): string {
  return (decimals === undefined ? String(value) : value.toFixed(decimals)).replace('.', ',');
}

/**
 * A text a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return first) gets a
 * leading apostrophe, so that a name typed into the back office can never run as a formula in Excel.
 */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: string | number, kind: CellKind): string {
  const text = typeof value === 'number' ? (kind === 'amount' ? decimalComma(value / 100, 2) : decimalComma(value)) : inertText(value);
  return /[";\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvRow = (row: readonly (string | number)[], columns: SheetTable['columns']) =>
  row.map((value, column) => csvCell(value, columns[column]?.kind ?? 'text')).join(';');

/** The tables as one CSV file (bytes, with the UTF-8 byte-order mark). */
export function renderCsv(tables: readonly SheetTable[]): Buffer {
  const lines: string[] = [];
  tables.forEach((table, index) => {
    if (index > 0) lines.push('');
    lines.push(csvCell(table.title, 'text'));
    lines.push(table.columns.map((column) => csvCell(column.header, 'text')).join(';'));
    for (const row of table.rows) lines.push(csvRow(row, table.columns));
  });
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** One table whose rows come page by page (a long export): written as they come, never held whole. */
export interface StreamedSheetTable {
  title: string;
  columns: SheetTable['columns'];
  rows: AsyncIterable<readonly (string | number)[][]>;
}

/** One streamed table as CSV, the same file `renderCsv` writes of it, sent page by page. */
export function streamCsv(table: StreamedSheetTable): Readable {
  async function* chunks() {
    yield `\ufeff${csvCell(table.title, 'text')}\r\n${table.columns.map((column) => csvCell(column.header, 'text')).join(';')}\r\n`;
    for await (const page of table.rows) if (page.length > 0) yield `${page.map((row) => csvRow(row, table.columns)).join('\r\n')}\r\n`;
  }
  return Readable.from(chunks());
}

/** A worksheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], unique in the book. */
function sheetName(title: string, used: Set<string>): string {
  const base =
    title
      .replace(/[:\\/?*[\]]/g, '-')
      .slice(0, 31)
      .trim() || 'Ark';
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 28)} ${n}`;
  used.add(name.toLowerCase());
  return name;
}

const NUMBER_FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  count: '0',
  amount: '#,##0.00',
  rate: '0.##',
};

/** A sheet's columns: the headers in a bold first row, text wide, numbers with their formats. */
function setColumns(sheet: Pick<ExcelJS.Worksheet, 'columns' | 'getRow'>, columns: SheetTable['columns']) {
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.kind === 'text' ? 34 : 18,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
}

/** A row's cells as Excel holds them: amounts in kroner. */
const excelRow = (row: readonly (string | number)[], columns: SheetTable['columns']) =>
  row.map((value, index) => (typeof value === 'number' && columns[index]?.kind === 'amount' ? value / 100 : value));

/** The totals row ('Sum' first) is bold. */
const isTotal = (row: readonly (string | number)[]) => row[0] === ROWS.total;

/** The tables as an Excel workbook, one sheet per table (amounts in kroner as numbers). */
export async function renderXlsx(tables: readonly SheetTable[], title: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Bakrom';
  book.title = title;
  const used = new Set<string>();
  for (const table of tables) {
    const sheet = book.addWorksheet(sheetName(table.title, used));
    setColumns(sheet, table.columns);
    for (const row of table.rows) {
      const added = sheet.addRow(excelRow(row, table.columns));
      if (isTotal(row)) added.font = { bold: true };
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * One streamed table as an Excel workbook, the same sheet `renderXlsx` writes of it, through exceljs's streaming
 * writer: each row is written out as it comes (no shared strings), so memory stays flat however long the table.
 */
export function streamXlsx(table: StreamedSheetTable, title: string): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Bakrom';
  book.title = title;
  const write = async () => {
    const sheet = book.addWorksheet(sheetName(table.title, new Set()));
    setColumns(sheet, table.columns);
    for await (const page of table.rows) {
      for (const row of page) {
        const added = sheet.addRow(excelRow(row, table.columns));
        if (isTotal(row)) added.font = { bold: true };
        added.commit();
      }
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
