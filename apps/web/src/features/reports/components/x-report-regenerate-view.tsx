import { useState } from 'react';
import { Alert, Group, List } from '@mantine/core';
import { addDays } from '@bakrom/shared/business-day';
import { formatDate, osloDate } from '@bakrom/shared/format';
import { REPORT_HEADER_LABELS, terminalInSentence } from '@bakrom/shared/report-labels';
import type { ReportGui } from '@bakrom/shared/schemas/reports';
import { ScreenState } from '@/components/screen-state';
import { nb } from '@/i18n/nb';
import { useCreateZReportForDate } from '../api/create-z-report-for-date';
import { useXReportForDate } from '../api/get-x-report-for-date';
import { type ReportValues } from '../report-params';
import { useReportParams } from '../use-report-params';
import { ReportForm } from './report-form';
import { ReportScreen } from './report-screen';
import { SettleAction, type SettleOutcome } from './settle-action';
import { SettleNotice } from './settle-notice';
import { XReportContent } from './x-report-view';

const FIELDS = ['locationId', 'terminalId', 'date'] as const;

/** What regenerating does, said before anything is done (spec part 1 §2 Regenerate settlement report). */
function RegenerateWarnings() {
  const t = nb.reports.regenerate;
  return (
    <Alert color="orange" title={t.warningTitle} data-testid="regenerate-warnings">
      <List spacing={4} size="sm">
        <List.Item>{t.backup}</List.Item>
        <List.Item>{t.increments}</List.Item>
        <List.Item>{t.replaces}</List.Item>
        <List.Item>{t.showChangesNothing}</List.Item>
      </List>
    </Alert>
  );
}

function RegenerateBody({ merchant, gui }: { merchant: string; gui: ReportGui }) {
  const t = nb.reports;
  const { shown, key, params, submit: showOrRefresh } = useReportParams(FIELDS);
  const report = useXReportForDate(merchant, params);
  const settle = useCreateZReportForDate(merchant);
  // Only a past day can be settled again: today's settlement is taken on /x-report.
  const yesterday = addDays(osloDate(), -1);
  const [outcome, setOutcome] = useState<SettleOutcome | null>(null);
  const [outcomeKey, setOutcomeKey] = useState(key);
  if (outcomeKey !== key) {
    setOutcomeKey(key);
    setOutcome(null);
  }

  const submit = (values: ReportValues) => {
    setOutcome(null);
    showOrRefresh(values, report.refetch);
  };

  return (
    <>
      <RegenerateWarnings />
      <ReportForm
        merchant={merchant}
        locations={gui.locations}
        fields={FIELDS}
        shown={shown}
        shownKey={key}
        defaults={{ date: yesterday }}
        maxDate={yesterday}
        submitLabel={t.show.xReport}
        onSubmit={submit}
      />
      <SettleNotice outcome={outcome} onClose={() => setOutcome(null)} />
      {params && (
        <ScreenState query={report} isEmpty={(data) => data.empty} emptyText={t.empty.xReport}>
          {(data) => (
            <XReportContent
              merchant={merchant}
              report={data}
              download="xReportForDate"
              downloadParams={params}
              periodLine={{ label: REPORT_HEADER_LABELS.businessDate, value: formatDate(params.date), testId: 'report-day' }}
              action={
                <Group>
                  <SettleAction
                    label={t.settle.button(terminalInSentence(data.terminal))}
                    consequence={t.regenerate.settleFor(terminalInSentence(data.terminal), formatDate(params.date))}
                    mutation={settle}
                    variables={params}
                    doneText={t.regenerate.done}
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

/** /xReportRegenerate (super admin): a past day's figures of a terminal, and settling that day again under the next Z number. */
export function XReportRegenerateView({ merchant }: { merchant: string }) {
  return (
    <ReportScreen merchant={merchant} title={nb.reports.titles.xReportRegenerate}>
      {(gui) => <RegenerateBody merchant={merchant} gui={gui} />}
    </ReportScreen>
  );
}
