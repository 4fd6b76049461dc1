import { goodsTypeReportFileName } from '@bakrom/shared/schemas/goods-type-report';
import type { SalesChannel } from '@bakrom/shared/sales-analytics';
import { salesAnalyticsFileName, type SalesComparison } from '@bakrom/shared/schemas/sales-analytics';
import { REPORT_FILE_NAMES } from '@bakrom/shared/schemas/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { renderXReportPdf, renderZReportPdf } from './counters-pdf';
import { renderGoodsTypePdf } from './goods-type-pdf';
import { getGoodsTypeReport } from './goods-type-report-service';
import { renderSalesAnalyticsPdf } from './sales-analytics-pdf';
import { getSalesAnalytics } from './sales-analytics-service';
import {
  getAlcoholReport,
  getSmsReport,
  getTotalSalesReport,
  getTransactionsReport,
  terminalNames,
  type Period,
} from './period-report-service';
import { renderAlcoholPdf, renderSmsPdf, renderTotalSalesPdf, renderTransactionsPdf } from './period-pdf';
import { getXReport, getXReportForDate, getZReportById, type Actor } from './settlement-service';
import {
  alcoholTables,
  goodsTypeTables,
  salesAnalyticsTables,
  smsTables,
  totalSalesTables,
  transactionsTables,
  xReportTables,
  zReportTables,
} from './report-sheets';
import { renderCsv, renderXlsx, type SheetTable } from './spreadsheet';

/**
 * Every report download (spec part 1 §2; issues 12 and 33): the figures come from the same service calls as the
 * screens — so the same ownership rules, 404s and 400s apply —, then one renderer makes the file: a PDF, or the
 * report's tables (`report-sheets.ts`) through the one spreadsheet writer as CSV or Excel.
 */

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface ReportFile {
  fileName: string;
  contentType: (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];
  body: Buffer;
}

const pdf = async (fileName: string, body: Promise<Buffer>): Promise<ReportFile> => ({
  fileName,
  contentType: CONTENT_TYPES.pdf,
  body: await body,
});

/** The spreadsheet formats every report downloads in besides its PDF. */
export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** A spreadsheet's file name: the report's PDF name with the format's extension ('Omsetningsrapport.pdf' → '.csv'). */
const sheetFileName = (pdfName: string, format: SheetFormat) => `${pdfName.replace(/\.pdf$/, '')}.${format}`;

/** The report's tables as a CSV or Excel file named after its PDF; the workbook's title is the first table's, the report's. */
async function sheet(pdfName: string, format: SheetFormat, tables: SheetTable[]): Promise<ReportFile> {
  const fileName = sheetFileName(pdfName, format);
  if (format === 'csv') return { fileName, contentType: CONTENT_TYPES.csv, body: renderCsv(tables) };
  return { fileName, contentType: CONTENT_TYPES.xlsx, body: await renderXlsx(tables, tables[0]?.title ?? '') };
}

type TerminalQuery = { locationId: string; terminalId: string };
type TotalSalesQuery = Period & TerminalQuery;
type LocationPeriod = Period & { locationId: string };

/** The X-report as a PDF; like showing it, this is recorded in the journal. */
export async function xReportPdf(db: Db, clock: Clock, actor: Actor, query: TerminalQuery): Promise<ReportFile> {
  return pdf(REPORT_FILE_NAMES.xReport, renderXReportPdf(await getXReport(db, clock, actor, query)));
}

/** A business day's X-report (super admin, regeneration) as a PDF. */
export async function xReportForDatePdf(
  db: Db,
  clock: Clock,
  merchantId: string,
  query: TerminalQuery & { date: string },
): Promise<ReportFile> {
  return pdf(REPORT_FILE_NAMES.xReport, renderXReportPdf(await getXReportForDate(db, clock, merchantId, query)));
}

/** The X-report as CSV or Excel; recorded in the journal as its PDF is. */
export async function xReportSheet(db: Db, clock: Clock, actor: Actor, query: TerminalQuery, format: SheetFormat): Promise<ReportFile> {
  return sheet(REPORT_FILE_NAMES.xReport, format, xReportTables(await getXReport(db, clock, actor, query)));
}

export async function zReportPdf(db: Db, clock: Clock, merchantId: string, zReportId: string): Promise<ReportFile> {
  return pdf(REPORT_FILE_NAMES.zReport, renderZReportPdf(await getZReportById(db, clock, merchantId, zReportId)));
}

export async function zReportSheet(db: Db, clock: Clock, merchantId: string, zReportId: string, format: SheetFormat): Promise<ReportFile> {
  return sheet(REPORT_FILE_NAMES.zReport, format, zReportTables(await getZReportById(db, clock, merchantId, zReportId)));
}

/** The turnover report with its terminals' names (the report answers 404 first for another merchant's location). */
async function totalSalesWithNames(db: Db, merchantId: string, query: TotalSalesQuery) {
  const report = await getTotalSalesReport(db, merchantId, query);
  return { report, names: await terminalNames(db, merchantId, query.locationId) };
}

export async function totalSalesPdf(db: Db, clock: Clock, merchantId: string, query: TotalSalesQuery): Promise<ReportFile> {
  const { report, names } = await totalSalesWithNames(db, merchantId, query);
  return pdf(REPORT_FILE_NAMES.totalSalesReport, renderTotalSalesPdf(report, clock.now(), names));
}

/** The turnover report as CSV or Excel (Omsetningsrapport.csv, .xlsx). */
export async function totalSalesSheet(db: Db, merchantId: string, query: TotalSalesQuery, format: SheetFormat): Promise<ReportFile> {
  const { report, names } = await totalSalesWithNames(db, merchantId, query);
  return sheet(REPORT_FILE_NAMES.totalSalesReport, format, totalSalesTables(report, names));
}

export async function alcoholPdf(db: Db, clock: Clock, merchantId: string, query: LocationPeriod): Promise<ReportFile> {
  return pdf(REPORT_FILE_NAMES.alcoholReport, renderAlcoholPdf(await getAlcoholReport(db, merchantId, query), clock.now()));
}

export async function alcoholSheet(
  db: Db,
  clock: Clock,
  merchantId: string,
  query: LocationPeriod,
  format: SheetFormat,
): Promise<ReportFile> {
  return sheet(REPORT_FILE_NAMES.alcoholReport, format, alcoholTables(await getAlcoholReport(db, merchantId, query), clock.now()));
}

type LocationYear = { locationId: string; year: number };

/** Særskilt registrering as a PDF (Saerskilt_registrering_<year>.pdf). */
export async function goodsTypePdf(db: Db, clock: Clock, merchantId: string, query: LocationYear): Promise<ReportFile> {
  return pdf(goodsTypeReportFileName(query.year), renderGoodsTypePdf(await getGoodsTypeReport(db, merchantId, query), clock.now()));
}

/** Særskilt registrering as CSV or Excel, under its PDF's name (Saerskilt_registrering_<year>.csv, .xlsx). */
export async function goodsTypeSheet(
  db: Db,
  clock: Clock,
  merchantId: string,
  query: LocationYear,
  format: SheetFormat,
): Promise<ReportFile> {
  const tables = goodsTypeTables(await getGoodsTypeReport(db, merchantId, query), clock.now());
  return sheet(goodsTypeReportFileName(query.year), format, tables);
}

type AnalyticsQuery = {
  locationId?: string | undefined;
  channel?: SalesChannel | undefined;
  fromDate: string;
  toDate: string;
  compare: SalesComparison;
};

/** Salgsanalyse as a PDF (Salgsanalyse_<from>_<to>.pdf). */
export async function salesAnalyticsPdf(db: Db, clock: Clock, merchantId: string, query: AnalyticsQuery): Promise<ReportFile> {
  const report = await getSalesAnalytics(db, merchantId, query);
  return pdf(salesAnalyticsFileName(query.fromDate, query.toDate, 'pdf'), renderSalesAnalyticsPdf(report, clock.now()));
}

/** Salgsanalyse as CSV or Excel, under its PDF's name. */
export async function salesAnalyticsSheet(
  db: Db,
  clock: Clock,
  merchantId: string,
  query: AnalyticsQuery,
  format: SheetFormat,
): Promise<ReportFile> {
  const tables = salesAnalyticsTables(await getSalesAnalytics(db, merchantId, query), clock.now());
  return sheet(salesAnalyticsFileName(query.fromDate, query.toDate, 'pdf'), format, tables);
}

export async function smsPdf(db: Db, clock: Clock, merchantId: string, query: LocationPeriod): Promise<ReportFile> {
  const report = await getSmsReport(db, merchantId, query);
  return pdf(REPORT_FILE_NAMES.smsReport(report.location.name), renderSmsPdf(report, clock.now()));
}

/** The SMS report as CSV or Excel, named by its location as the PDF is (SMS_Rapport_{location}.csv, .xlsx). */
export async function smsSheet(db: Db, clock: Clock, merchantId: string, query: LocationPeriod, format: SheetFormat): Promise<ReportFile> {
  const report = await getSmsReport(db, merchantId, query);
  return sheet(REPORT_FILE_NAMES.smsReport(report.location.name), format, smsTables(report, clock.now()));
}

/** The transactions report (super admin) as a PDF, under the spec's file name X-rapport.pdf. */
export async function transactionsPdf(db: Db, clock: Clock, merchantId: string, query: Period): Promise<ReportFile> {
  return pdf(REPORT_FILE_NAMES.transactionsReport, renderTransactionsPdf(await getTransactionsReport(db, merchantId, query), clock.now()));
}

/** The transactions report (super admin) as CSV or Excel, under its PDF's name (the spec's X-rapport) as every report is. */
export async function transactionsSheet(db: Db, clock: Clock, merchantId: string, query: Period, format: SheetFormat): Promise<ReportFile> {
  return sheet(
    REPORT_FILE_NAMES.transactionsReport,
    format,
    transactionsTables(await getTransactionsReport(db, merchantId, query), clock.now()),
  );
}
