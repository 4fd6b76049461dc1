import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { XReport } from '@bakrom/shared/schemas/reports';
import { texts } from '@/i18n';
import type { ReportName } from '../api/download-report';
import { CountersView } from './counters-view';
import { DownloadButtons } from './download-buttons';
import { ReportHeader, type HeaderLine } from './report-header';
import { terminalHeaderLines, xPeriodLine } from './terminal-header';

export interface XReportContentProps {
  merchant: string;
  report: XReport;
  /** The query of the files: the one the figures were asked with. */
  downloadParams: Record<string, string>;
  /** The report's files: today's X-report in every format, a past day's (super admin) as a PDF. */
  download: Extract<ReportName, 'xReport' | 'xReportForDate'>;
  /** Under the header: the settlement button. */
  action?: ReactNode;
  /** The period line of the header, when it is not 'since the last settlement' (one day's figures). */
  periodLine?: HeaderLine;
}

/** An X-report: its header with the file buttons, then the counters. */
export function XReportContent({ merchant, report, downloadParams, download, action, periodLine }: XReportContentProps) {
  const t = texts.reports;
  return (
    <Stack gap="lg" data-testid="x-report">
      <ReportHeader
        title={t.titles.xReport}
        lines={[...terminalHeaderLines(report), periodLine ?? xPeriodLine(report)]}
        actions={<DownloadButtons merchant={merchant} report={download} query={downloadParams} title={t.titles.xReport} />}
      />
      {action}
      <CountersView counters={report.counters} vatGroups={report.vatGroups} />
    </Stack>
  );
}
