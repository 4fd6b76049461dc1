import { useState, type ReactNode } from 'react';
import type { ReportGui } from '@bakrom/shared/schemas/reports';
import { ScreenState, type LoadState } from '@/components/screen-state';
import type { ReportField, ReportValues } from '../report-params';
import { useReportParams } from '../use-report-params';
import { ReportForm } from './report-form';
import { ReportScreen } from './report-screen';

/** A report's query as the screens use it. */
export type ReportQuery<T> = LoadState<T> & { data?: T; refetch: () => unknown };

/** What a report screen shows below its pickers. */
export interface ReportChoice<F extends ReportField, T> {
  gui: ReportGui;
  /** The URL's complete choice, or undefined while a field is missing. */
  params: Record<F, string> | undefined;
  report: ReportQuery<T>;
  /** Changes whenever the report is asked for (another choice, or 'Vis …' again): a message of the last one goes. */
  round: string;
}

interface ReportChoiceScreenProps<F extends ReportField, T> {
  merchant: string;
  title: string;
  fields: readonly F[];
  /** The report's query of the URL's choice, off while a field is missing. */
  useReport: (merchant: string, params: Record<F, string> | undefined) => ReportQuery<T>;
  /** What the pickers start from where the URL names nothing, and the latest day they offer. */
  defaults: ReportValues;
  maxDate?: string;
  submitLabel: string;
  /** The turnover report also offers every terminal at once. */
  withAllTerminals?: boolean;
  /** Above the pickers. */
  intro?: ReactNode;
  children: (choice: ReportChoice<F, T>) => ReactNode;
}

function ReportChoiceBody<F extends ReportField, T>(props: ReportChoiceScreenProps<F, T> & { gui: ReportGui }) {
  const { merchant, gui, fields, useReport, defaults, maxDate, submitLabel, withAllTerminals, intro, children } = props;
  const { shown, key, params, submit: showOrRefresh } = useReportParams(fields);
  const report = useReport(merchant, params);
  const [asked, setAsked] = useState(0);

  const submit = (values: ReportValues) => {
    setAsked((count) => count + 1);
    showOrRefresh(values, report.refetch);
  };

  return (
    <>
      {intro}
      <ReportForm
        merchant={merchant}
        locations={gui.locations}
        fields={fields}
        shown={shown}
        shownKey={key}
        defaults={defaults}
        maxDate={maxDate}
        withAllTerminals={withAllTerminals}
        submitLabel={submitLabel}
        onSubmit={submit}
      />
      {children({ gui, params, report, round: `${key}#${asked}` })}
    </>
  );
}

/**
 * A report screen with pickers (spec part 1 §2): the frame with its title, the pickers whose choice the
 * URL keeps, the report's query of that choice, and below them what the screen makes of it.
 */
export function ReportChoiceScreen<F extends ReportField, T>(props: ReportChoiceScreenProps<F, T>) {
  return (
    <ReportScreen merchant={props.merchant} title={props.title}>
      {(gui) => <ReportChoiceBody {...props} gui={gui} />}
    </ReportScreen>
  );
}

interface ReportResultProps<F extends ReportField, T> {
  choice: ReportChoice<F, T>;
  isEmpty: (report: T) => boolean;
  emptyText: string;
  /** The report once it is there, with the parameters it was asked for (its downloads ask for the same). */
  children: (report: T, params: Record<F, string>) => ReactNode;
}

/** The report of a complete choice: loading, failure, the empty text or the report itself; nothing before a choice. */
export function ReportResult<F extends ReportField, T>({ choice, isEmpty, emptyText, children }: ReportResultProps<F, T>) {
  const { params } = choice;
  if (!params) return null;
  return (
    <ScreenState query={choice.report} isEmpty={isEmpty} emptyText={emptyText}>
      {(data) => children(data, params)}
    </ScreenState>
  );
}
