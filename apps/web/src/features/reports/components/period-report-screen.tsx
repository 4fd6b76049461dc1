import type { ReactNode } from 'react';
import { osloDate } from '@bakrom/shared/format';
import type { ReportGui } from '@bakrom/shared/schemas/reports';
import { ScreenState, type LoadState } from '@/components/screen-state';
import { startOfMonth, type ReportField, type ReportValues } from '../report-params';
import { useReportParams } from '../use-report-params';
import { ReportForm } from './report-form';
import { ReportScreen } from './report-screen';

/** The fields of a period report: a location, maybe its terminal, and the period. */
type PeriodField = Exclude<ReportField, 'date'>;

interface PeriodReportProps<F extends PeriodField, T> {
  merchant: string;
  title: string;
  fields: readonly F[];
  /** The report's query of the URL's choice, off while a field is missing. */
  useReport: (merchant: string, params: Record<F, string> | undefined) => LoadState<T> & { refetch: () => unknown };
  submitLabel: string;
  /** The turnover report also offers every terminal at once. */
  withAllTerminals?: boolean;
  isEmpty: (report: T) => boolean;
  emptyText: string;
  /** The report once it is there, with the parameters it was asked for (its downloads ask for the same). */
  children: (report: T, params: Record<F, string>) => ReactNode;
}

function PeriodReportBody<F extends PeriodField, T>(props: PeriodReportProps<F, T> & { gui: ReportGui }) {
  const { merchant, gui, fields, useReport, submitLabel, withAllTerminals, isEmpty, emptyText, children } = props;
  const { shown, key, params, submit: showOrRefresh } = useReportParams(fields);
  const report = useReport(merchant, params);
  const today = osloDate();

  return (
    <>
      <ReportForm
        merchant={merchant}
        locations={gui.locations}
        fields={fields}
        shown={shown}
        shownKey={key}
        defaults={{ fromDate: startOfMonth(today), toDate: today }}
        maxDate={today}
        withAllTerminals={withAllTerminals}
        submitLabel={submitLabel}
        onSubmit={(values: ReportValues) => showOrRefresh(values, report.refetch)}
      />
      {params && (
        <ScreenState query={report} isEmpty={isEmpty} emptyText={emptyText}>
          {(data) => children(data, params)}
        </ScreenState>
      )}
    </>
  );
}

/**
 * A report of a period (spec part 1 §2: turnover, alcohol, SMS): the pickers from the first of this
 * month to today, the choice kept in the URL, and the report or its empty text below them.
 */
export function PeriodReportScreen<F extends PeriodField, T>(props: PeriodReportProps<F, T>) {
  return (
    <ReportScreen merchant={props.merchant} title={props.title}>
      {(gui) => <PeriodReportBody {...props} gui={gui} />}
    </ReportScreen>
  );
}
