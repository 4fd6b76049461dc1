import type { ReactNode } from 'react';
import { osloDate } from '@bakrom/shared/format';
import type { ReportField } from '../report-params';
import { ReportChoiceScreen, ReportResult, type ReportQuery } from './report-choice-screen';
import { startOfMonth } from '../report-params';

/** The fields of a period report: a location, maybe its terminal, and the period. */
type PeriodField = Exclude<ReportField, 'date' | 'year'>;

interface PeriodReportProps<F extends PeriodField, T> {
  merchant: string;
  title: string;
  fields: readonly F[];
  useReport: (merchant: string, params: Record<F, string> | undefined) => ReportQuery<T>;
  submitLabel: string;
  withAllTerminals?: boolean;
  isEmpty: (report: T) => boolean;
  emptyText: string;
  children: (report: T, params: Record<F, string>) => ReactNode;
}

/**
 * A report of a period (spec part 1 §2: turnover, alcohol, SMS): the pickers from the first of this
 * month to today, and the report or its empty text below them.
 */
export function PeriodReportScreen<F extends PeriodField, T>({ isEmpty, emptyText, children, ...screen }: PeriodReportProps<F, T>) {
  const today = osloDate();
  return (
    <ReportChoiceScreen {...screen} defaults={{ fromDate: startOfMonth(today), toDate: today }} maxDate={today}>
      {(choice) => (
        <ReportResult choice={choice} isEmpty={isEmpty} emptyText={emptyText}>
          {children}
        </ReportResult>
      )}
    </ReportChoiceScreen>
  );
}
