import { formatDate, formatDateTime } from '@bakrom/shared/format';
import { terminalLabel } from '@bakrom/shared/report-labels';
import type { XReport, ZReport } from '@bakrom/shared/schemas/reports';
import { sharedLabel, texts } from '@/i18n';
import { companyLines, type HeaderLine } from './report-header';

type Header = Pick<XReport, 'company' | 'location' | 'terminal' | 'generatedAt'>;

/** Company and org nr, location, terminal (title and device id), the system's serial number and when the report was made (§ 2-8-2 b–d). */
export function terminalHeaderLines(report: Header): HeaderLine[] {
  return [
    ...companyLines(report.company),
    { label: texts.labels.report.headers.location, value: report.location.name, testId: 'report-location-name' },
    {
      label: texts.labels.report.headers.terminal,
      value:
        report.terminal.terminalType === 'WEBSHOP'
          ? sharedLabel(terminalLabel(report.terminal))
          : `${sharedLabel(terminalLabel(report.terminal))} (${report.terminal.terminalId})`,
      testId: 'report-terminal-name',
    },
    { label: texts.labels.settlement.rows.systemIdNr, value: report.terminal.systemIdNr, testId: 'report-system-id' },
    { label: texts.labels.report.headers.generatedAt, value: formatDateTime(report.generatedAt) },
  ];
}

/** An X-report's period: since which Z-report, or since the cash point started. */
export function xPeriodLine(report: Pick<XReport, 'periodStart' | 'previousZReportNr'>): HeaderLine {
  const t = texts.reports.header;
  return {
    label: texts.labels.report.headers.periodStart,
    value:
      report.previousZReportNr !== null && report.periodStart
        ? t.sincePrevious(report.previousZReportNr, formatDateTime(report.periodStart))
        : t.firstPeriod,
  };
}

/** A Z-report's own lines: number, day, when and by whom it was taken. */
export function zLines(report: ZReport): HeaderLine[] {
  const t = texts.reports.header;
  return [
    { label: texts.labels.report.headers.zNr, value: report.nr, testId: 'report-z-nr' },
    { label: texts.labels.report.headers.businessDate, value: formatDate(report.businessDate) },
    {
      label: texts.labels.report.headers.createdTime,
      value: `${formatDateTime(report.createdTime)} · ${report.createdBy ? t.takenBy(report.createdBy) : t.automatic}`,
    },
  ];
}
