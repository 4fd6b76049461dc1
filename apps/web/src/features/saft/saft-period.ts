import { addDays, dateLabel, firstDateOfMonth, isWireDate, lastMonths } from '@bakrom/shared/business-day';
import { periodDays, SAFT_MAX_DAYS } from '@bakrom/shared/schemas/saft';

/**
 * The period of a SAF-T export as the screen takes it: dates typed DD.MM.YYYY (the calendar writes them
 * so too), checked with the rules of exportSaftCashRegister's query (@bakrom/shared/schemas/saft): from
 * not after to, and at most a year (SAFT_MAX_DAYS, both ends included).
 */

const SCREEN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A date typed as the screens show one (DD.MM.YYYY, a single-digit day or month accepted) as YYYY-MM-DD; undefined when it is no real date. */
export function parseScreenDate(text: string): string | undefined {
  const match = SCREEN_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isWireDate(date) ? date : undefined;
}

/** The previous calendar month of `today` (YYYY-MM-DD): what the screen offers first. */
export function previousMonth(today: string): { fromDate: string; toDate: string } {
  const [previous, current] = lastMonths(today, 2) as [string, string];
  return { fromDate: firstDateOfMonth(previous), toDate: addDays(firstDateOfMonth(current), -1) };
}

export type PeriodField = 'fromDate' | 'toDate';
export type PeriodProblem = 'fromRequired' | 'toRequired' | 'invalidDate' | 'toBeforeFrom' | 'tooLong';

/** The typed texts of both dates, checked: the wire dates, or the problem of each field that has one. */
export function checkPeriod(
  texts: Record<PeriodField, string>,
): { ok: true; fromDate: string; toDate: string } | { ok: false; problems: Partial<Record<PeriodField, PeriodProblem>> } {
  const problems: Partial<Record<PeriodField, PeriodProblem>> = {};
  const fromDate = parseScreenDate(texts.fromDate);
  const toDate = parseScreenDate(texts.toDate);
  if (!fromDate) problems.fromDate = texts.fromDate.trim() ? 'invalidDate' : 'fromRequired';
  if (!toDate) problems.toDate = texts.toDate.trim() ? 'invalidDate' : 'toRequired';
  if (fromDate && toDate) {
    if (toDate < fromDate) problems.toDate = 'toBeforeFrom';
    else if (periodDays(fromDate, toDate) > SAFT_MAX_DAYS) problems.toDate = 'tooLong';
  }
  return fromDate && toDate && !problems.toDate ? { ok: true, fromDate, toDate } : { ok: false, problems };
}

/** A wire date as the date field shows it. */
export const screenDate = dateLabel;
