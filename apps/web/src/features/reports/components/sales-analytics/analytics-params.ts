import { isWireDate } from '@bakrom/shared/business-day';
import { SALES_CHANNELS, SALES_COMPARISONS, type SalesChannel, type SalesComparison } from '@bakrom/shared/sales-analytics';
import { getSalesAnalyticsQuery } from '@bakrom/shared/schemas/sales-analytics';
import { presetPeriod } from '@/components/date-ranges';
import type { SalesAnalyticsParams } from '@/features/reports/api/query-keys';

/**
 * Salgsanalyse's choice as its link keeps it, so that a reload or a link shows the same analysis:
 * `locationId` and `channel` (left out for all), `fromDate` and `toDate` (YYYY-MM-DD), `compare`
 * (previous | lastYear) and `day`, the day of 'Salg per time'. What the link leaves out or names wrongly is
 * the default: this week (Monday to today) against the previous period, every location and channel.
 */
export interface AnalyticsChoice {
  locationId?: string;
  channel?: SalesChannel;
  fromDate: string;
  toDate: string;
  compare: SalesComparison;
}

const ID = /^[\w-]{1,100}$/;

const isChannel = (value: string | null): value is SalesChannel => SALES_CHANNELS.includes(value as SalesChannel);
const isComparison = (value: string | null): value is SalesComparison => SALES_COMPARISONS.includes(value as SalesComparison);

/** The choice a link names, each part checked; a period needs both dates, in order. */
export function readAnalyticsChoice(search: URLSearchParams, today: string): AnalyticsChoice {
  const locationId = search.get('locationId')?.trim();
  const channel = search.get('channel');
  const compare = search.get('compare');
  const fromDate = search.get('fromDate') ?? '';
  const toDate = search.get('toDate') ?? '';
  const period = isWireDate(fromDate) && isWireDate(toDate) && fromDate <= toDate ? { fromDate, toDate } : presetPeriod('thisWeek', today);
  return {
    ...(locationId && ID.test(locationId) ? { locationId } : {}),
    ...(isChannel(channel) ? { channel } : {}),
    ...period,
    compare: isComparison(compare) ? compare : 'previous',
  };
}

/** The day of 'Salg per time': the link's `day` when it lies in the period, else the period's last day. */
export function readHourDay(search: URLSearchParams, choice: AnalyticsChoice): string {
  const day = search.get('day') ?? '';
  return isWireDate(day) && day >= choice.fromDate && day <= choice.toDate ? day : choice.toDate;
}

/** The link's search parameters with the choice written in (a `day` outside the new period dropped), the others kept. */
export function withAnalyticsChoice(current: URLSearchParams, choice: AnalyticsChoice): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('locationId', choice.locationId);
  set('channel', choice.channel);
  set('fromDate', choice.fromDate);
  set('toDate', choice.toDate);
  set('compare', choice.compare);
  const day = next.get('day');
  if (day !== null && (day < choice.fromDate || day > choice.toDate)) next.delete('day');
  return next;
}

/** One end of the period moved: the other follows when it would be passed, so the period is never upside down. */
export function withPeriodEnd(choice: AnalyticsChoice, end: 'fromDate' | 'toDate', date: string): AnalyticsChoice {
  if (end === 'fromDate') return { ...choice, fromDate: date, toDate: date > choice.toDate ? date : choice.toDate };
  return { ...choice, toDate: date, fromDate: date < choice.fromDate ? date : choice.fromDate };
}

/** Longer than one analysis covers (a year, the contract's rule): nothing is asked for, the to-date says why. */
export function isTooLong(choice: AnalyticsChoice): boolean {
  return !getSalesAnalyticsQuery.safeParse(choice).success;
}

/** The choice as getSalesAnalytics and the downloads ask for it: location and channel only when chosen. */
export function analyticsQuery(choice: AnalyticsChoice): SalesAnalyticsParams {
  return {
    ...(choice.locationId ? { locationId: choice.locationId } : {}),
    ...(choice.channel ? { channel: choice.channel } : {}),
    fromDate: choice.fromDate,
    toDate: choice.toDate,
    compare: choice.compare,
  };
}
