import { dateLabel, isWireDate } from '@bakrom/shared/business-day';

/**
 * A date as the screens write it (DD.MM.YYYY) and as a person types it: a one-digit day or month is
 * taken too (5.1.2026), the year always has four digits. Pure, beside the date field that uses it.
 */

const SCREEN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A typed date as YYYY-MM-DD; undefined when it is not written DD.MM.YYYY or is no real day (31.02.2026). */
export function parseScreenDate(text: string): string | undefined {
  const match = SCREEN_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isWireDate(date) ? date : undefined;
}

/** A wire date (YYYY-MM-DD) as the field shows it: DD.MM.YYYY. */
export const screenDate = dateLabel;

/** What is wrong with a typed date: not written as a date, no such day, or outside the dates allowed. */
export type DateTextProblem = 'format' | 'noSuchDay' | 'beforeMin' | 'afterMax';

/**
 * The problem of a typed text, or undefined when it is empty or a date within `minDate`–`maxDate`
 * (both included; YYYY-MM-DD).
 */
export function dateTextProblem(text: string, limits: { minDate?: string; maxDate?: string } = {}): DateTextProblem | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!SCREEN_DATE.test(trimmed)) return 'format';
  const date = parseScreenDate(trimmed);
  if (!date) return 'noSuchDay';
  if (limits.minDate && date < limits.minDate) return 'beforeMin';
  if (limits.maxDate && date > limits.maxDate) return 'afterMax';
  return undefined;
}

/** Whether the text is written as a whole date (DD.MM.YYYY), real or not: what is typed is finished. */
export function isWholeDateText(text: string): boolean {
  return SCREEN_DATE.test(text.trim());
}
