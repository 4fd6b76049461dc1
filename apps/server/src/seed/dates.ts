import { BUSINESS_TIME_ZONE } from '@bakrom/shared/format';

/** Calendar dates (YYYY-MM-DD) in the business time zone, Europe/Oslo. */

const osloDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function osloDate(instant: Date): string {
  return osloDateFormat.format(instant);
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first date on or after `from` with the given month and day. */
export function nextMonthDay(from: string, month: number, day: number): string {
  const year = Number(from.slice(0, 4));
  const candidate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return candidate >= from ? candidate : `${year + 1}${candidate.slice(4)}`;
}

/** The last date before `from` with the given month and day. */
export function previousMonthDay(from: string, month: number, day: number): string {
  const year = Number(from.slice(0, 4));
  const candidate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return candidate < from ? candidate : `${year - 1}${candidate.slice(4)}`;
}
