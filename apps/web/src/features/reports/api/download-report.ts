import { useMutation } from '@tanstack/react-query';
import { goodsTypeReportFileName } from '@bakrom/shared/schemas/goods-type-report';
import { REPORT_FILE_NAMES } from '@bakrom/shared/schemas/reports';
import { salesAnalyticsFileName } from '@bakrom/shared/schemas/sales-analytics';
import { api } from '@/lib/api-client';

export type ReportFormat = 'pdf' | 'csv' | 'xlsx';

const EVERY_FORMAT = ['pdf', 'csv', 'xlsx'] as const satisfies readonly ReportFormat[];

/** The spec's PDF name without its extension: the other formats are saved under the same name. */
const stem = (pdfName: string) => pdfName.replace(/\.pdf$/, '');

/**
 * The reports with files (packages/shared/src/schemas/reports.ts, Downloads): the formats the server makes
 * of each, all at `GET /api/report/{format}/{report}` with the PDF's query, and the name to save under when
 * the answer names none. The X-report of a past day (super admin) is a PDF only.
 */
export const REPORT_DOWNLOADS = {
  xReport: { formats: EVERY_FORMAT, fileStem: stem(REPORT_FILE_NAMES.xReport) },
  xReportForDate: { formats: ['pdf'], fileStem: stem(REPORT_FILE_NAMES.xReport) },
  zReport: { formats: EVERY_FORMAT, fileStem: stem(REPORT_FILE_NAMES.zReport) },
  totalSalesReport: { formats: EVERY_FORMAT, fileStem: stem(REPORT_FILE_NAMES.totalSalesReport) },
  alcoholReport: { formats: EVERY_FORMAT, fileStem: stem(REPORT_FILE_NAMES.alcoholReport) },
  // Særskilt registrering's name carries the year (`goodsTypeFileStem`); this one only when the screen gives none.
  goodsTypeReport: { formats: EVERY_FORMAT, fileStem: 'Saerskilt_registrering' },
  // The SMS report's name carries the location (`smsFileStem`); this one only when the screen gives none.
  smsReport: { formats: EVERY_FORMAT, fileStem: 'SMS_Rapport' },
  transactionsReport: { formats: EVERY_FORMAT, fileStem: stem(REPORT_FILE_NAMES.transactionsReport) },
  // Salgsanalyse's name carries the period (`salesAnalyticsFileStem`); this one only when the screen gives none.
  salesAnalytics: { formats: EVERY_FORMAT, fileStem: 'Salgsanalyse' },
} as const satisfies Record<string, { formats: readonly ReportFormat[]; fileStem: string }>;

export type ReportName = keyof typeof REPORT_DOWNLOADS;

/** The formats a report is offered in, PDF first. */
export function reportFormats(report: ReportName): readonly ReportFormat[] {
  return REPORT_DOWNLOADS[report].formats;
}

/** 'SMS_Rapport_Sentrum': the SMS report's file name at a location, without its extension. */
export function smsFileStem(locationName: string): string {
  return stem(REPORT_FILE_NAMES.smsReport(locationName));
}

/** 'Saerskilt_registrering_2026': the file name of a year's sales per goods type, without its extension. */
export function goodsTypeFileStem(year: number): string {
  return stem(goodsTypeReportFileName(year));
}

/** 'Salgsanalyse_2026-11-23_2026-11-29': the file name of a period's sales analysis, without its extension. */
export function salesAnalyticsFileStem(fromDate: string, toDate: string): string {
  return stem(salesAnalyticsFileName(fromDate, toDate, 'pdf'));
}

export interface ReportFileRequest {
  report: ReportName;
  format: ReportFormat;
  /** The report's query as the screen asked for its figures (the merchant aside): the file has the same. */
  query: Readonly<Record<string, string>>;
  /** The name to save under, without its extension, when the answer names none; the report's own unless given. */
  fileStem?: string;
}

/** '/report/csv/zReport': the path of a report's file under /api. */
export function reportFilePath(report: ReportName, format: ReportFormat): string {
  return `/report/${format}/${report}`;
}

/** GET /api/report/{pdf,csv,xlsx}/{report}: the file made on the server from the screen's figures, saved by the browser. */
export function downloadReport(merchant: string, { report, format, query, fileStem }: ReportFileRequest): Promise<string> {
  return api.download(reportFilePath(report, format), {
    params: { merchant, ...query },
    fallbackName: `${fileStem ?? REPORT_DOWNLOADS[report].fileStem}.${format}`,
  });
}

export function useDownloadReport(merchant: string) {
  return useMutation({ mutationFn: (request: ReportFileRequest) => downloadReport(merchant, request) });
}
