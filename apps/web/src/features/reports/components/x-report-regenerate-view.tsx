import { Alert, List } from '@mantine/core';
import { addDays } from '@bakrom/shared/business-day';
import { formatDate, osloDate } from '@bakrom/shared/format';
import { texts } from '@/i18n';
import { useCreateZReportForDate } from '../api/create-z-report-for-date';
import { useXReportForDate } from '../api/get-x-report-for-date';
import { ReportChoiceScreen } from './report-choice-screen';
import { SettledXReport } from './settled-x-report';

const FIELDS = ['locationId', 'terminalId', 'date'] as const;

/** The Z-reports of the regenerated day, the new one among them. */
const zReportPath = (params: Record<(typeof FIELDS)[number], string>) => `/z-report?${new URLSearchParams(params).toString()}`;

/** What regenerating does, said before anything is done (spec part 1 §2 Regenerate settlement report). */
function RegenerateWarnings() {
  const t = texts.reports.regenerate;
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

/** /xReportRegenerate (super admin): a past day's figures of a terminal, and settling that day again under the next Z number. */
export function XReportRegenerateView({ merchant }: { merchant: string }) {
  const t = texts.reports;
  const settle = useCreateZReportForDate(merchant);
  // Only a past day can be settled again: today's settlement is taken on /x-report.
  const yesterday = addDays(osloDate(), -1);
  return (
    <ReportChoiceScreen
      merchant={merchant}
      title={t.titles.xReportRegenerate}
      fields={FIELDS}
      useReport={useXReportForDate}
      defaults={{ date: yesterday }}
      maxDate={yesterday}
      submitLabel={t.show.xReport}
      intro={<RegenerateWarnings />}
    >
      {(choice) => (
        <SettledXReport
          merchant={merchant}
          choice={choice}
          download="xReportForDate"
          periodLine={(params) => ({
            label: texts.labels.report.headers.businessDate,
            value: formatDate(params.date),
            testId: 'report-day',
          })}
          settle={settle}
          consequence={(inSentence, params) => t.regenerate.settleFor(inSentence, formatDate(params.date))}
          doneText={t.regenerate.done}
          settleLabel={(inSentence, params) => t.regenerate.button(inSentence, formatDate(params.date))}
          once={{ link: (params, nr) => ({ to: zReportPath(params), label: t.regenerate.showZReport(nr) }) }}
        />
      )}
    </ReportChoiceScreen>
  );
}
