import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { completeParams, readReportParams, reportParamsKey, withReportParams, type ReportField, type ReportValues } from './report-params';

/**
 * The report a screen shows, as its URL names it: `shown` are the checked values of the URL, `params`
 * the same once every field has one (what the report's query asks for), `show` writes a new choice there,
 * `key` changes whenever the URL's choice does. `submit` is 'Vis …': the choice already shown is asked
 * for again (`refetch`), another one is written to the URL.
 */
export function useReportParams<F extends ReportField>(fields: readonly F[]) {
  const [search, setSearch] = useSearchParams();
  const shown = readReportParams(search, fields);
  const key = reportParamsKey(search, fields);
  const show = useCallback(
    (values: ReportValues) => setSearch((current) => withReportParams(current, fields, values), { replace: true }),
    // The fields are a constant of each screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearch],
  );
  const submit = (values: ReportValues, refetch: () => unknown) => {
    if (fields.every((field) => values[field] === shown[field])) void refetch();
    else show(values);
  };
  return { shown, key, show, params: completeParams(shown, fields), submit };
}
