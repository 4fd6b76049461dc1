import { useState } from 'react';
import { Alert, Group, Stack } from '@mantine/core';
import { terminalInSentence } from '@bakrom/shared/report-labels';
import type { ReportGui, Terminal, XReport } from '@bakrom/shared/schemas/reports';
import { ScreenState } from '@/components/screen-state';
import { nb } from '@/i18n/nb';
import { useCreateZReport } from '../api/create-z-report';
import { useXReport } from '../api/get-x-report';
import { type ReportValues } from '../report-params';
import { useReportParams } from '../use-report-params';
import { CountersView } from './counters-view';
import { DownloadButtons } from './download-buttons';
import { ReportForm } from './report-form';
import { ReportHeader, type HeaderLine } from './report-header';
import { ReportScreen } from './report-screen';
import { SettleAction, type SettleOutcome } from './settle-action';
import { SettleNotice } from './settle-notice';
import { terminalHeaderLines, xPeriodLine } from './terminal-header';

const FIELDS = ['locationId', 'terminalId'] as const;

/** Webshop and self-service kiosk are settled automatically at the end of the day if nobody did it by hand. */
/** Whether the automatic end-of-day settlement takes the terminal's Z-report: webshop and kiosks, tills when the merchant chose so. */
export function settlesAutomatically(terminal: Pick<Terminal, 'terminalType'>, autoSettleTills: boolean): boolean {
  return terminal.terminalType === 'KIOSK' || terminal.terminalType === 'WEBSHOP' || (autoSettleTills && terminal.terminalType === 'POS');
}

interface XReportContentProps {
  merchant: string;
  report: XReport;
  /** The parameters of the PDF download. */
  downloadParams: Record<string, string>;
  download: 'xReport' | 'xReportForDate';
  /** Under the header: the settlement button. */
  action?: React.ReactNode;
  /** The period line of the header, when it is not 'since the last settlement' (one day's figures). */
  periodLine?: HeaderLine;
}

/** An X-report: its header with the PDF button, then the counters. */
export function XReportContent({ merchant, report, downloadParams, download, action, periodLine }: XReportContentProps) {
  const t = nb.reports;
  return (
    <Stack gap="lg" data-testid="x-report">
      <ReportHeader
        title={t.titles.xReport}
        lines={[...terminalHeaderLines(report), periodLine ?? xPeriodLine(report)]}
        actions={
          <DownloadButtons
            merchant={merchant}
            reportName={t.titles.xReport}
            downloads={[{ kind: download, format: 'pdf', params: downloadParams }]}
          />
        }
      />
      {action}
      <CountersView counters={report.counters} vatGroups={report.vatGroups} />
    </Stack>
  );
}

function XReportBody({ merchant, gui }: { merchant: string; gui: ReportGui }) {
  const t = nb.reports;
  const { shown, key, params, submit: showOrRefresh } = useReportParams(FIELDS);
  const report = useXReport(merchant, params);
  const settle = useCreateZReport(merchant);
  const [outcome, setOutcome] = useState<SettleOutcome | null>(null);
  const [outcomeKey, setOutcomeKey] = useState(key);
  // A settlement message belongs to the report it was taken from.
  if (outcomeKey !== key) {
    setOutcomeKey(key);
    setOutcome(null);
  }

  const submit = (values: ReportValues) => {
    setOutcome(null);
    showOrRefresh(values, report.refetch);
  };

  const terminal = report.data?.terminal;
  return (
    <>
      <ReportForm
        merchant={merchant}
        locations={gui.locations}
        fields={FIELDS}
        shown={shown}
        shownKey={key}
        defaults={{}}
        submitLabel={t.show.xReport}
        onSubmit={submit}
      />
      <SettleNotice outcome={outcome} onClose={() => setOutcome(null)} />
      {terminal && settlesAutomatically(terminal, gui.merchant.autoSettleTills) && (
        <Alert color="blue" variant="light" data-testid="automatic-settlement-note">
          {terminal.terminalType === 'POS' ? t.settle.automaticTillNote : t.settle.automaticNote}
        </Alert>
      )}
      {params && (
        <ScreenState query={report} isEmpty={(data) => data.empty} emptyText={t.empty.xReport}>
          {(data) => (
            <XReportContent
              merchant={merchant}
              report={data}
              download="xReport"
              downloadParams={params}
              action={
                <Group>
                  <SettleAction
                    label={t.settle.button(terminalInSentence(data.terminal))}
                    consequence={t.settle.consequence(terminalInSentence(data.terminal))}
                    mutation={settle}
                    variables={params}
                    doneText={t.settle.done}
                    onOutcome={setOutcome}
                  />
                </Group>
              }
            />
          )}
        </ScreenState>
      )}
    </>
  );
}

/** /x-report (spec part 1 §2 X-report): the running counters of a terminal since its last settlement, and taking the settlement. */
export function XReportView({ merchant }: { merchant: string }) {
  return (
    <ReportScreen merchant={merchant} title={nb.reports.titles.xReport}>
      {(gui) => <XReportBody merchant={merchant} gui={gui} />}
    </ReportScreen>
  );
}
