import { addDays, isoWeekday } from './business-day';
import type { OrderChannel } from './enums';

/**
 * The pure rules of Salgsanalyse (issue 33, `docs/sales-analytics.md`): the channels a manager tells apart,
 * the comparison period, the relative change and the buckets of the timeline. Server and browser use them.
 */

/** The channels of the analysis: the apps (iOS and Android) are one channel. */
export const SALES_CHANNELS = ['WEBSHOP', 'APP', 'KIOSK', 'POS'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

export const SALES_CHANNEL_LABELS = {
  WEBSHOP: 'Nettbutikk',
  APP: 'App',
  KIOSK: 'Kiosk',
  POS: 'Kasse',
} as const satisfies Record<SalesChannel, string>;

/** The order channels each analysis channel covers. */
export const SALES_CHANNEL_ORDER_CHANNELS = {
  WEBSHOP: ['WEBSHOP'],
  APP: ['APP_IOS', 'APP_ANDROID'],
  KIOSK: ['KIOSK'],
  POS: ['POS'],
} as const satisfies Record<SalesChannel, readonly OrderChannel[]>;

export function salesChannelOf(channel: OrderChannel): SalesChannel {
  return channel === 'APP_IOS' || channel === 'APP_ANDROID' ? 'APP' : channel;
}

export const SALES_COMPARISONS = ['previous', 'lastYear'] as const;
export type SalesComparison = (typeof SALES_COMPARISONS)[number];

/** The longest period one analysis covers is a year: it ends before the same date a year later ('I år' fits). */
export const SALES_ANALYTICS_PERIOD_MESSAGE = 'Perioden kan være høyst ett år';

/** Days from `fromDate` to `toDate`, both included. */
export function daysInPeriod(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The same calendar date `years` years later (earlier when negative); 29 February becomes 28 February. */
function sameDateYearsOn(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) + years).padStart(4, '0');
  const monthDay = date.slice(5);
  return `${year}-${monthDay === '02-29' ? '02-28' : monthDay}`;
}

/** The same calendar date a year earlier; 29 February becomes 28 February. */
export const sameDateLastYear = (date: string) => sameDateYearsOn(date, -1);

/** The same calendar date a year later: a period ends before it, so it never overlaps its comparison a year earlier. */
export const sameDateNextYear = (date: string) => sameDateYearsOn(date, 1);

/**
 * The period compared with: 'previous' is as many days just before it (a week against the week before,
 * a month of 30 days against the 30 days before); 'lastYear' the same calendar dates a year earlier.
 */
export function comparisonPeriod(fromDate: string, toDate: string, compare: 'previous' | 'lastYear'): { fromDate: string; toDate: string } {
  if (compare === 'lastYear') return { fromDate: sameDateLastYear(fromDate), toDate: sameDateLastYear(toDate) };
  const days = daysInPeriod(fromDate, toDate);
  return { fromDate: addDays(fromDate, -days), toDate: addDays(fromDate, -1) };
}

/** The day an hourly view of `date` is compared with. */
export function comparisonDay(date: string, compare: 'previous' | 'lastYear'): string {
  return compare === 'lastYear' ? sameDateLastYear(date) : addDays(date, -1);
}

/** (value − previous) / previous to four decimals; null when there was nothing to compare with. */
export function relativeChange(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 10_000) / 10_000;
}

/** A part of a whole to four decimals (0 of a whole of 0). */
export function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

/** Days up to a month (31) are shown per day, up to half a year (183) per ISO week, longer per month. */
export function timelineBucketOf(fromDate: string, toDate: string): 'day' | 'week' | 'month' {
  const days = daysInPeriod(fromDate, toDate);
  if (days <= 31) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

/** The first date of the bucket a date falls in, clipped to the period's start. */
export function bucketStart(date: string, bucket: 'day' | 'week' | 'month', fromDate: string): string {
  const start = bucket === 'day' ? date : bucket === 'week' ? addDays(date, 1 - isoWeekday(date)) : `${date.slice(0, 8)}01`;
  return start < fromDate ? fromDate : start;
}

/** Every bucket start of the period, in order. */
export function bucketStarts(fromDate: string, toDate: string, bucket: 'day' | 'week' | 'month'): string[] {
  const starts: string[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const start = bucketStart(date, bucket, fromDate);
    if (starts[starts.length - 1] !== start) starts.push(start);
  }
  return starts;
}

/** Where a period's figures are read: days from the daily rollups, whole months from the monthly ones. */
export interface PeriodSegments {
  days: { fromDate: string; toDate: string }[];
  /** First days of the first and the last whole month read from the monthly rollups; null: none. */
  months: { fromMonth: string; toMonth: string } | null;
}

const lastDayOfMonth = (date: string) => addDays(nextMonthStart(date), -1);

function nextMonthStart(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${date.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * A period split for reading: with `useMonths`, the whole calendar months inside it come from the monthly
 * rollups and only the days before and after them from the daily ones; otherwise every day from the daily ones.
 */
export function periodSegments(fromDate: string, toDate: string, useMonths: boolean): PeriodSegments {
  const all = { days: [{ fromDate, toDate }], months: null };
  if (!useMonths) return all;
  const firstMonth = fromDate.endsWith('-01') ? fromDate : nextMonthStart(fromDate);
  const toMonth = `${toDate.slice(0, 8)}01`;
  const lastMonth = lastDayOfMonth(toDate) === toDate ? toMonth : `${addDays(toMonth, -1).slice(0, 8)}01`;
  if (firstMonth > lastMonth) return all;
  const days = [];
  if (fromDate < firstMonth) days.push({ fromDate, toDate: addDays(firstMonth, -1) });
  const afterMonths = nextMonthStart(lastMonth);
  if (afterMonths <= toDate) days.push({ fromDate: afterMonths, toDate });
  return { days, months: { fromMonth: firstMonth, toMonth: lastMonth } };
}
