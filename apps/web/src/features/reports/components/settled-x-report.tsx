import { useState, type ReactNode } from 'react';
import { Group } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { terminalLabel } from '@bakrom/shared/report-labels';
import type { XReport, ZReport } from '@bakrom/shared/schemas/reports';
import { texts } from '@/i18n';
import type { ReportField } from '../report-params';
import type { ReportChoice } from './report-choice-screen';
import { ReportResult } from './report-choice-screen';
import type { HeaderLine } from './report-header';
import { SettleAction, type SettleOutcome } from './settle-action';
import { SettleNotice, type SettleLink } from './settle-notice';
import { XReportContent, type XReportContentProps } from './x-report-content';

/** The terminal as named inside a sentence ('Ta dagens oppgjør for nettbutikken'), in the current language. */
function inSentence(terminal: XReport['terminal']): string {
  return terminal.terminalType === 'WEBSHOP' ? texts.labels.report.webshopTerminal.toLowerCase() : terminalLabel(terminal);
}

interface SettledXReportProps<F extends ReportField> {
  merchant: string;
  choice: ReportChoice<F, XReport>;
  /** The files of the figures shown. */
  download: XReportContentProps['download'];
  /** The header's period line, when it is not 'since the last settlement' (one day's figures). */
  periodLine?: (params: Record<F, string>) => HeaderLine;
  /** Takes the Z-report of the choice. */
  settle: UseMutationResult<ZReport, Error, Record<F, string>>;
  /** What taking it does, for the terminal named in a sentence. */
  consequence: (terminal: string, params: Record<F, string>) => string;
  doneText: (nr: number) => string;
  /** The button's label for the terminal named in a sentence; 'Ta dagens oppgjør for …' unless given. */
  settleLabel?: (terminal: string, params: Record<F, string>) => string;
  /**
   * A settlement that is done once per choice (a past day regenerated): after it the message links to
   * the new Z-report and the choice offers no settlement button any more.
   */
  once?: { link: (params: Record<F, string>, nr: number) => SettleLink };
  /** Between the settlement's message and the report. */
  note?: ReactNode;
}

/**
 * The X-report of a choice with its settlement button below the header (/x-report, /xReportRegenerate),
 * and what the last settlement came to above it until another report is asked for.
 */
export function SettledXReport<F extends ReportField>(props: SettledXReportProps<F>) {
  const { merchant, choice, download, periodLine, settle, consequence, doneText, settleLabel, once, note } = props;
  const t = texts.reports;
  const [outcome, setOutcome] = useState<SettleOutcome | null>(null);
  const [outcomeRound, setOutcomeRound] = useState(choice.round);
  // The choices settled once already (by their parameters), which offer no second settlement.
  const [settledChoices, setSettledChoices] = useState<ReadonlySet<string>>(() => new Set());
  // A settlement message belongs to the report it was taken from.
  if (outcomeRound !== choice.round) {
    setOutcomeRound(choice.round);
    setOutcome(null);
  }
  const choiceKey = choice.params ? JSON.stringify(choice.params) : '';
  const settledParams = choice.params;
  const onOutcome = (next: SettleOutcome) => {
    setOutcome(next);
    if (once && next.kind === 'done') setSettledChoices((settled) => new Set(settled).add(choiceKey));
  };
  const doneLink = once && settledParams ? (nr: number) => once.link(settledParams, nr) : undefined;

  return (
    <>
      <SettleNotice outcome={outcome} onClose={() => setOutcome(null)} doneLink={doneLink} />
      {note}
      <ReportResult choice={choice} isEmpty={(data) => data.empty} emptyText={t.empty.xReport}>
        {(data, params) => (
          <XReportContent
            merchant={merchant}
            report={data}
            download={download}
            downloadParams={params}
            periodLine={periodLine?.(params)}
            action={
              settledChoices.has(choiceKey) ? undefined : (
                <Group>
                  <SettleAction
                    label={settleLabel ? settleLabel(inSentence(data.terminal), params) : t.settle.button(inSentence(data.terminal))}
                    consequence={consequence(inSentence(data.terminal), params)}
                    mutation={settle}
                    variables={params}
                    doneText={doneText}
                    onOutcome={onOutcome}
                  />
                </Group>
              )
            }
          />
        )}
      </ReportResult>
    </>
  );
}
