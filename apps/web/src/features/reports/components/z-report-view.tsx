import { Stack } from '@mantine/core';
import { osloDate } from '@bakrom/shared/format';
import { texts } from '@/i18n';
import { useZReports } from '../api/get-z-reports';
import { CountersView } from './counters-view';
import { DownloadButtons } from './download-buttons';
import { ReportChoiceScreen, ReportResult } from './report-choice-screen';
import { ReportHeader } from './report-header';
import { terminalHeaderLines, zLines } from './terminal-header';

const FIELDS = ['locationId', 'terminalId', 'date'] as const;

/** /z-report (spec part 1 §2 Z-report): every settlement of a terminal on a day, in number order, each with its PDF, CSV and Excel. */
export function ZReportView({ merchant }: { merchant: string }) {
  const t = texts.reports;
  const today = osloDate();
  return (
    <ReportChoiceScreen
      merchant={merchant}
      title={t.titles.zReport}
      fields={FIELDS}
      useReport={useZReports}
      defaults={{ date: today }}
      maxDate={today}
      submitLabel={t.show.zReport}
    >
      {(choice) => (
        <ReportResult choice={choice} isEmpty={(list) => list.length === 0} emptyText={t.empty.zReport}>
          {(list) => (
            <Stack gap={48} data-testid="z-reports">
              {list.map((report) => (
                <Stack key={report.id} gap="lg" component="article" aria-label={t.header.zTitle(report.nr)} data-testid="z-report">
                  <ReportHeader
                    title={t.header.zTitle(report.nr)}
                    badge={report.replacedByNr !== null ? t.header.replaced(report.replacedByNr) : undefined}
                    lines={[...terminalHeaderLines(report), ...zLines(report)]}
                    actions={
                      <DownloadButtons
                        merchant={merchant}
                        report="zReport"
                        query={{ zReportId: report.id }}
                        title={t.header.zTitle(report.nr)}
                      />
                    }
                  />
                  <CountersView counters={report.counters} vatGroups={report.vatGroups} />
                </Stack>
              ))}
            </Stack>
          )}
        </ReportResult>
      )}
    </ReportChoiceScreen>
  );
}
