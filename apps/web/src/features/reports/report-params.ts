import { firstDateOfMonth, isWireDate } from '@bakrom/shared/business-day';
import { reportYear } from '@bakrom/shared/schemas/goods-type-report';

/**
 * The choices of a report screen (location, terminal, dates, a year), kept in the URL's search parameters so that
 * a shown report is a link and survives a reload, as the orders list keeps its filters.
 */
export type ReportField = 'locationId' | 'terminalId' | 'date' | 'fromDate' | 'toDate' | 'year';
export type ReportValues = Partial<Record<ReportField, string>>;

const DATE_FIELDS: readonly ReportField[] = ['date', 'fromDate', 'toDate'];
const ID = /^[\w-]{1,100}$/;

function isValid(field: ReportField, value: string): boolean {
  if (DATE_FIELDS.includes(field)) return isWireDate(value);
  if (field === 'year') return reportYear.safeParse(value).success;
  return ID.test(value);
}

/** The fields a URL names, each checked: a wire date that exists, a year the server takes (2000–2100), an id of id characters; anything else is left out. */
export function readReportParams(params: URLSearchParams, fields: readonly ReportField[]): ReportValues {
  const values: ReportValues = {};
  for (const field of fields) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    if (isValid(field, value)) values[field] = value;
  }
  if (values.fromDate && values.toDate && values.fromDate > values.toDate) delete values.toDate;
  return values;
}

/** Whether every field is there: the report can be asked for. */
export function isComplete(values: ReportValues, fields: readonly ReportField[]): values is Required<ReportValues> {
  return fields.every((field) => Boolean(values[field]));
}

/** The values as the complete parameters of a call, or undefined while one is missing. */
export function completeParams<F extends ReportField>(values: ReportValues, fields: readonly F[]): Record<F, string> | undefined {
  return isComplete(values, fields) ? (Object.fromEntries(fields.map((field) => [field, values[field]])) as Record<F, string>) : undefined;
}

/** The search parameters with the report's fields set to `values` (a field without a value removed), the others kept. */
export function withReportParams(current: URLSearchParams, fields: readonly ReportField[], values: ReportValues): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of fields) {
    const value = values[field];
    if (value) next.set(field, value);
    else next.delete(field);
  }
  return next;
}

/** The report fields of the search parameters as one comparable text. */
export function reportParamsKey(params: URLSearchParams, fields: readonly ReportField[]): string {
  return fields.map((field) => `${field}=${params.get(field) ?? ''}`).join('&');
}

/** The first day of the month of `today` (YYYY-MM-DD): where a period report starts unless told otherwise. */
export function startOfMonth(today: string): string {
  return firstDateOfMonth(today.slice(0, 7));
}

/** The year of `today` (YYYY-MM-DD) and the nine before it, newest first: the years a yearly report offers. */
export function lastYears(today: string, count = 10): string[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: count }, (_, index) => String(year - index));
}
