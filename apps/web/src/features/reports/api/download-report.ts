import { useMutation } from '@tanstack/react-query';
import { REPORT_FILE_NAMES } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';

type Params = Record<string, string>;

/** The download routes of the report files (packages/shared/src/schemas/reports.ts, Downloads), with the spec's file names. */
export const REPORT_DOWNLOADS = {
  xReport: { path: '/report/pdf/xReport', fileName: REPORT_FILE_NAMES.xReport },
  xReportForDate: { path: '/report/pdf/xReportForDate', fileName: REPORT_FILE_NAMES.xReport },
  zReport: { path: '/report/pdf/zReport', fileName: REPORT_FILE_NAMES.zReport },
  totalSalesReport: { path: '/report/pdf/totalSalesReport', fileName: REPORT_FILE_NAMES.totalSalesReport },
  totalSalesReportCsv: { path: '/report/csv/totalSalesReport', fileName: REPORT_FILE_NAMES.totalSalesReportCsv },
  totalSalesReportXlsx: { path: '/report/xlsx/totalSalesReport', fileName: REPORT_FILE_NAMES.totalSalesReportXlsx },
  alcoholReport: { path: '/report/pdf/alcoholReport', fileName: REPORT_FILE_NAMES.alcoholReport },
  smsReport: { path: '/report/pdf/smsReport', fileName: 'SMS_Rapport.pdf' },
  transactionsReport: { path: '/report/pdf/transactionsReport', fileName: REPORT_FILE_NAMES.transactionsReport },
} as const;

export type ReportDownload = keyof typeof REPORT_DOWNLOADS;

/** GET /api/report/{pdf,csv,xlsx}/…: the file made on the server from the screen's figures, saved by the browser. */
export function downloadReport(merchant: string, kind: ReportDownload, params: Params, fallbackName?: string): Promise<string> {
  const { path, fileName } = REPORT_DOWNLOADS[kind];
  return api.download(path, { params: { merchant, ...params }, fallbackName: fallbackName ?? fileName });
}

export function useDownloadReport(merchant: string) {
  return useMutation({
    mutationFn: ({ kind, params, fallbackName }: { kind: ReportDownload; params: Params; fallbackName?: string }) =>
      downloadReport(merchant, kind, params, fallbackName),
  });
}
