import { dateLabel } from '@bakrom/shared/business-day';
import type { TimelineBucket } from '@bakrom/shared/schemas/sales-analytics';
import { texts } from '@/i18n';

/**
 * Salgsanalyse's figures as the screen shows them, Norwegian style: groups with a no-break space, a decimal comma,
 * a minus sign (−) and a no-break space before the per cent sign ('12,3 %'). Money is the shared `formatMoney`.
 */

const NBSP = '\u00a0';
const oneDecimal = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

/** Intl's group separators as a plain no-break space, its minus as the minus sign. */
const normalise = (text: string) => text.replace(/[\u202f\u00a0\s]/g, NBSP).replace(/^-/, '\u2212');

/** A count: '1 234'. */
export function formatCount(count: number): string {
  return normalise(whole.format(count));
}

/** A figure with two decimals: '2,35' (items per order). */
export function formatDecimal(value: number): string {
  return normalise(twoDecimals.format(value));
}

/** A fraction as per cent with one decimal: 0.1234 → '12,3 %'. */
export function formatPercent(fraction: number): string {
  return `${normalise(oneDecimal.format(fraction * 100))}${NBSP}%`;
}

export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

export interface ChangeText {
  direction: ChangeDirection;
  /** '+12,3 %', '−4,0 %', '0,0 %'; 'Ingen sammenligning' without a figure to compare with. */
  text: string;
}

/** A relative change (0.123 = +12,3 %) as shown: its direction by the figure shown, so a change that rounds to 0,0 % is flat. */
export function describeChange(change: number | null): ChangeText {
  if (change === null) return { direction: 'none', text: texts.reports.salesAnalytics.change.none };
  const tenths = Math.round(change * 1000);
  if (tenths === 0) return { direction: 'flat', text: formatPercent(0) };
  return { direction: tenths > 0 ? 'up' : 'down', text: `${tenths > 0 ? '+' : ''}${formatPercent(tenths / 1000)}` };
}

/** An hour of the day as '09', the heading of a column of hours. */
export function hourLabel(hour: number): string {
  return String(hour).padStart(2, '0');
}

/** The ISO week number of a date (YYYY-MM-DD). */
export function isoWeekNumber(date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  // The Thursday of the date's week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** A month as the charts name it, in the current language: 'nov. 2026' (the shared `monthLabel`'s words), 'Nov 2026'. */
function monthText(start: string): string {
  return texts.labels.month(Number(start.slice(5, 7)), start.slice(0, 4));
}

/** A bucket of the timeline in its table: '23.11.2026', 'Uke 48 (fra 23.11.2026)', 'nov. 2026'. */
export function bucketLabel(start: string, bucket: TimelineBucket): string {
  if (bucket === 'day') return dateLabel(start);
  if (bucket === 'week') return texts.reports.salesAnalytics.channels.week(isoWeekNumber(start), dateLabel(start));
  return monthText(start);
}

/** A bucket under its bar, short: '23.11', 'U48', 'nov. 2026'. */
export function bucketAxisLabel(start: string, bucket: TimelineBucket): string {
  if (bucket === 'day') return dateLabel(start).slice(0, 5);
  if (bucket === 'week') return texts.reports.salesAnalytics.channels.weekShort(isoWeekNumber(start));
  return monthText(start);
}

/** Øre as whole kroner on a chart's axis: '12 000 kr'. */
export function formatAxisKroner(ore: number): string {
  return `${formatCount(Math.round(ore / 100))}${NBSP}kr`;
}
