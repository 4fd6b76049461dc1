/**
 * Business days of Bakrom: every day the product reasons about (today's sales, the 30-day and monthly
 * charts, closing days, opening hours) is a calendar day in Europe/Oslo, daylight saving included.
 * Calendar dates travel as YYYY-MM-DD text; arithmetic on them is done in UTC, where every day has
 * 24 hours, so the daylight-saving changes cannot shift a date.
 */
import { BUSINESS_TIME_ZONE, osloParts } from './format';

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

const osloDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Oslo calendar date (YYYY-MM-DD) of an instant. */
export function osloDateOf(instant: Date): string {
  return osloDateFormat.format(instant);
}

/** Whether a text is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isWireDate(value: string): boolean {
  const match = WIRE_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

function toUtcMidnight(date: string): number {
  if (!isWireDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** The date `days` calendar days after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  return new Date(toUtcMidnight(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whether a date lies in the range from–to, both ends included. */
export function isDateInRange(date: string, fromDate: string, toDate: string): boolean {
  return fromDate <= date && date <= toDate;
}

/** A range of calendar dates, both ends included (closing days). */
export interface DateRange {
  fromDate: string;
  toDate: string;
}

/** Whether two date ranges share at least one date. */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.fromDate <= b.toDate && b.fromDate <= a.toDate;
}

/**
 * What is left of a range when the dates of `removed` are taken out of it: the range itself when they
 * do not meet, nothing when `removed` covers it, one range when it is trimmed at one end, and two when
 * `removed` lies inside it (reopening one day of a closing period splits the period).
 */
export function subtractRange(range: DateRange, removed: DateRange): DateRange[] {
  if (!rangesOverlap(range, removed)) return [{ fromDate: range.fromDate, toDate: range.toDate }];
  const left: DateRange[] = range.fromDate < removed.fromDate ? [{ fromDate: range.fromDate, toDate: addDays(removed.fromDate, -1) }] : [];
  const right: DateRange[] = removed.toDate < range.toDate ? [{ fromDate: addDays(removed.toDate, 1), toDate: range.toDate }] : [];
  return [...left, ...right];
}

/** A date range as the screens show it: '24.11.2026', or '23.11.2026–24.11.2026'. */
export function dateRangeLabel(range: DateRange): string {
  return range.fromDate === range.toDate ? dateLabel(range.fromDate) : `${dateLabel(range.fromDate)}–${dateLabel(range.toDate)}`;
}

/** The `count` dates ending with `today`, oldest first. */
export function lastDates(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** The `count` Oslo calendar dates ending with the Oslo day of `now`, oldest first. */
export function lastOsloDates(now: Date, count: number): string[] {
  return lastDates(osloDateOf(now), count);
}

/** The `count` months (YYYY-MM) ending with the month of `today`, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + month - (count - 1 - index);
    const y = Math.floor(total / 12);
    const m = total - y * 12 + 1;
    return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
  });
}

/** The first date of a month (YYYY-MM). */
export function firstDateOfMonth(month: string): string {
  return `${month}-01`;
}

/** A date as the screens show it: DD.MM.YYYY. */
export function dateLabel(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

const SHORT_MONTHS = ['jan.', 'feb.', 'mars', 'apr.', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'];

/** A month (YYYY-MM) as the monthly chart shows it, in Norwegian: 'nov. 2026', 'mai 2026'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-');
  return `${SHORT_MONTHS[Number(monthNumber) - 1]} ${year}`;
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toUtcMidnight(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Minutes Oslo is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function osloOffsetMinutes(instant: Date): number {
  const parts = osloParts(instant);
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60000) * 60000) / 60000);
}

/** The instant an Oslo calendar day begins (00:00 Oslo time). */
export function osloDayStart(date: string): Date {
  const utcMidnight = toUtcMidnight(date);
  // Midnight is never inside a daylight-saving gap in Oslo (the changes happen at 02:00/03:00).
  const guess = new Date(utcMidnight - osloOffsetMinutes(new Date(utcMidnight)) * 60000);
  return new Date(utcMidnight - osloOffsetMinutes(guess) * 60000);
}

/**
 * The instant of an Oslo date and HH:mm time. A time the spring change skips (02:00–02:59) is read as the
 * same clock time an hour later in summer time; the autumn change's repeated hour is its second (winter) one.
 */
export function osloInstantOf(date: string, time: string): Date {
  const asUtc = toUtcMidnight(date) + minutesOfDay(time) * 60000;
  const guess = new Date(asUtc - osloOffsetMinutes(new Date(asUtc)) * 60000);
  return new Date(asUtc - osloOffsetMinutes(guess) * 60000);
}

/** Hours in an Oslo calendar day: 24, or 23 and 25 on the daylight-saving changes. */
export function osloDayHours(date: string): number {
  return (osloDayStart(addDays(date, 1)).getTime() - osloDayStart(date).getTime()) / 3_600_000;
}

/** Whether a text is a 24-hour time of day written HH:mm. */
export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

/** Minutes since midnight of an HH:mm time. */
export function minutesOfDay(value: string): number {
  const match = TIME_OF_DAY.exec(value);
  if (!match) throw new RangeError(`Not an HH:mm time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const MINUTES_PER_DAY = 24 * 60;

/** Minutes from `start` forward to `time` on the clock face, 0–1439 (past midnight counts on). */
function minutesAfter(start: string, time: string): number {
  return (minutesOfDay(time) - minutesOfDay(start) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/**
 * Whether a delivery window (or any window that must end the same day) ends after it starts.
 * '00:00' as the end means midnight, the end of the day.
 */
export function endsAfterStart(fromTime: string, toTime: string): boolean {
  const end = toTime === '00:00' ? MINUTES_PER_DAY : minutesOfDay(toTime);
  return minutesOfDay(fromTime) < end;
}

/**
 * Whether the kitchen closes while the place is open: after opening and no later than closing.
 * Opening hours may run past midnight (22:00–02:00), so the times are read forward from opening.
 */
export function closesWithinOpening(fromTime: string, toTime: string, kitchenClosingTime: string): boolean {
  const kitchen = minutesAfter(fromTime, kitchenClosingTime);
  const closing = minutesAfter(fromTime, toTime);
  return kitchen > 0 && kitchen <= closing;
}

/** Whether an HH:mm time lies on a picker step (15 or 30 minutes) counted from midnight. */
export function isTimeOnStep(value: string, stepMinutes: number): boolean {
  return isTimeOfDay(value) && minutesOfDay(value) % stepMinutes === 0;
}

/** Every time a picker with the given step offers, 00:00 first. */
export function timeOptions(stepMinutes: number): string[] {
  return Array.from({ length: Math.floor((24 * 60) / stepMinutes) }, (_, index) => {
    const minutes = index * stepMinutes;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}
