import { Stack } from '@mantine/core';
import { osloDate } from '@bakrom/shared/format';
import type { ReportGui } from '@bakrom/shared/schemas/reports';
import { ScreenState } from '@/components/screen-state';
import { nb } from '@/i18n/nb';
import { useZReports } from '../api/get-z-reports';
import { type ReportValues } from '../report-params';
import { useReportParams } from '../use-report-params';
import { CountersView } from './counters-view';
import { DownloadButtons } from './download-buttons';
import { ReportForm } from './report-form';
import { ReportHeader } from './report-header';
import { ReportScreen } from './report-screen';
import { terminalHeaderLines, zLines } from './terminal-header';

const FIELDS = ['locationId', 'terminalId', 'date'] as const;

function ZReportsBody({ merchant, gui }: { merchant: string; gui: ReportGui }) {
  const t = nb.reports;
  const { shown, key, params, submit: showOrRefresh } = useReportParams(FIELDS);
  const reports = useZReports(merchant, params);
  const today = osloDate();

  const submit = (values: ReportValues) => showOrRefresh(values, reports.refetch);

  return (
    <>
      <ReportForm
        merchant={merchant}
        locations={gui.locations}
        fields={FIELDS}
        shown={shown}
        shownKey={key}
        defaults={{ date: today }}
        maxDate={today}
        submitLabel={t.show.zReport}
        onSubmit={submit}
      />
      {params && (
        <ScreenState query={reports} isEmpty={(list) => list.length === 0} emptyText={t.empty.zReport}>
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
                        reportName={t.header.zTitle(report.nr)}
                        downloads={[{ kind: 'zReport', format: 'pdf', params: { zReportId: report.id } }]}
                      />
                    }
                  />
                  <CountersView counters={report.counters} vatGroups={report.vatGroups} />
                </Stack>
              ))}
            </Stack>
          )}
        </ScreenState>
      )}
    </>
  );
}

/** /z-report (spec part 1 §2 Z-report): every settlement of a terminal on a day, in number order, each with its PDF. */
export function ZReportView({ merchant }: { merchant: string }) {
  return (
    <ReportScreen merchant={merchant} title={nb.reports.titles.zReport}>
      {(gui) => <ZReportsBody merchant={merchant} gui={gui} />}
    </ReportScreen>
  );
}
