import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REPORT_ROW_LABELS as ROWS } from '@bakrom/shared/report-labels';

/**
 * The one spreadsheet writer: tables (every report's of `report-sheets.ts`, the orders list's, the staff
 * register's, the accounting vouchers') as CSV and Excel. CSV as Norwegian Excel opens it: UTF-8 with a
 * byte-order mark, ';' between fields, decimal comma, CRLF line ends, each table under its title with an empty
 * line between. Excel: one sheet per table, amounts as numbers in kroner with two decimals, counts as whole
 * numbers (texts stay texts: Excel stores them as strings, never formulas). Pure: no SQL, no HTTP.
 */

type CellKind = 'text' | 'count' | 'amount' | 'rate';

export interface SheetTable {
  title: string;
  columns: { header: string; kind: CellKind }[];
  /** Text, or numbers: counts and rates as they are, amounts in øre. */
  rows: (string | number)[][];
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
