import { REPORT_FILE_NAMES } from '@bakrom/shared/schemas/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { renderXReportPdf, renderZReportPdf } from './counters-pdf';
import {
  getAlcoholReport,
  getSmsReport,
  getTotalSalesReport,
  getTransactionsReport,
  terminalNames,
  type Period,
} from './period-report-service';
import { renderAlcoholPdf, renderSmsPdf, renderTotalSalesPdf, renderTransactionsPdf, totalSalesTitle } from './period-pdf';
import { getXReport, getXReportForDate, getZReportById, type Actor } from './settlement-service';
import { renderCsv, renderXlsx, totalSalesTables } from './spreadsheet';

/**
 * Every report download (spec part 1 §2; issue 12): the figures come from the same service calls as the
 * screens — so the same ownership rules, 404s and 400s apply —, then one renderer makes the file.
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

export async function zReportPdf(db: Db, clock: Clock, merchantId: string, zReportId: string): Promise<ReportFile> {
  return pdf(REPORT_FILE_NAMES.zReport, renderZReportPdf(await getZReportById(db, clock, merchantId, zReportId)));
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

export async function totalSalesCsv(db: Db, merchantId: string, query: TotalSalesQuery): Promise<ReportFile> {
  const { report, names } = await totalSalesWithNames(db, merchantId, query);
  return {
    fileName: REPORT_FILE_NAMES.totalSalesReportCsv,
    contentType: CONTENT_TYPES.csv,
    body: renderCsv(totalSalesTables(report, names)),
  };
}

export async function totalSalesXlsx(db: Db, merchantId: string, query: TotalSalesQuery): Promise<ReportFile> {
  const { report, names } = await totalSalesWithNames(db, merchantId, query);
  return {
    fileName: REPORT_FILE_NAMES.totalSalesReportXlsx,
    contentType: CONTENT_TYPES.xlsx,
    body: await renderXlsx(totalSalesTables(report, names), totalSalesTitle(report)),
  };
}

export async function alcoholPdf(db: Db, clock: Clock, merchantId: string, query: LocationPeriod): Promise<ReportFile> {
  return pdf(REPORT_FILE_NAMES.alcoholReport, renderAlcoholPdf(await getAlcoholReport(db, merchantId, query), clock.now()));
}

export async function smsPdf(db: Db, clock: Clock, merchantId: string, query: LocationPeriod): Promise<ReportFile> {
  const report = await getSmsReport(db, merchantId, query);
  return pdf(REPORT_FILE_NAMES.smsReport(report.location.name), renderSmsPdf(report, clock.now()));
}

/** The transactions report (super admin) as a PDF, under the spec's file name X-rapport.pdf. */
export async function transactionsPdf(db: Db, clock: Clock, merchantId: string, query: Period): Promise<ReportFile> {
  return pdf(REPORT_FILE_NAMES.transactionsReport, renderTransactionsPdf(await getTransactionsReport(db, merchantId, query), clock.now()));
}
