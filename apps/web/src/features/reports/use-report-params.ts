import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readReportParams, reportParamsKey, withReportParams, type ReportField, type ReportValues } from './report-params';

/**
 * The report a screen shows, as its URL names it: `shown` are the checked values of the URL, `show`
 * writes a new choice there ('Vis …'), `key` changes whenever the URL's choice does.
 */
export function useReportParams(fields: readonly ReportField[]) {
  const [params, setParams] = useSearchParams();
  const shown = readReportParams(params, fields);
  const key = reportParamsKey(params, fields);
  const show = useCallback(
    (values: ReportValues) => setParams((current) => withReportParams(current, fields, values), { replace: true }),
    // The fields are a constant of each screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return { shown, key, show };
}
