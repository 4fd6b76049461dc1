import { Alert } from '@mantine/core';
import type { Terminal } from '@bakrom/shared/schemas/reports';
import { texts } from '@/i18n';
import { useCreateZReport } from '../api/create-z-report';
import { useXReport } from '../api/get-x-report';
import { ReportChoiceScreen } from './report-choice-screen';
import { SettledXReport } from './settled-x-report';

const FIELDS = ['locationId', 'terminalId'] as const;

/** Whether the automatic end-of-day settlement takes the terminal's Z-report: webshop and kiosks, tills when the merchant chose so. */
export function settlesAutomatically(terminal: Pick<Terminal, 'terminalType'>, autoSettleTills: boolean): boolean {
  return terminal.terminalType === 'KIOSK' || terminal.terminalType === 'WEBSHOP' || (autoSettleTills && terminal.terminalType === 'POS');
}

/** /x-report (spec part 1 §2 X-report): the running counters of a terminal since its last settlement, and taking the settlement. */
export function XReportView({ merchant }: { merchant: string }) {
  const t = texts.reports;
  const settle = useCreateZReport(merchant);
  return (
    <ReportChoiceScreen
      merchant={merchant}
      title={t.titles.xReport}
      fields={FIELDS}
      useReport={useXReport}
      defaults={{}}
      submitLabel={t.show.xReport}
    >
      {(choice) => {
        const terminal = choice.report.data?.terminal;
        return (
          <SettledXReport
            merchant={merchant}
            choice={choice}
            download="xReport"
            settle={settle}
            consequence={(inSentence) => t.settle.consequence(inSentence)}
            doneText={t.settle.done}
            note={
              terminal &&
              settlesAutomatically(terminal, choice.gui.merchant.autoSettleTills) && (
                <Alert color="blue" variant="light" data-testid="automatic-settlement-note">
                  {terminal.terminalType === 'POS' ? t.settle.automaticTillNote : t.settle.automaticNote}
                </Alert>
              )
            }
          />
        );
      }}
    </ReportChoiceScreen>
  );
}
