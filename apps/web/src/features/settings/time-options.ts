import { minutesOfDay, timeOptions } from '@bakrom/shared/business-day';
import {
  DEFAULT_DELIVERY_TIME,
  DEFAULT_OPENING_TIME,
  DELIVERY_STEP_MINUTES,
  OPENING_HOURS_STEP_MINUTES,
} from '@bakrom/shared/schemas/settings';

/** 24-hour times of the opening-hours pickers: every 15 minutes, 00:00 to 23:45. */
export const OPENING_TIME_OPTIONS = timeOptions(OPENING_HOURS_STEP_MINUTES);

/** 24-hour times of the delivery pickers: every 30 minutes, 00:00 to 23:30. */
export const DELIVERY_TIME_OPTIONS = timeOptions(DELIVERY_STEP_MINUTES);

/** A stored time to show in a picker: the picker's default when there is none. */
export function timeOrDefault(value: string | null | undefined, fallback: string): string {
  return value && /^\d{2}:\d{2}$/.test(value) ? value : fallback;
}

export const openingTimeOrDefault = (value: string | null | undefined) => timeOrDefault(value, DEFAULT_OPENING_TIME);
export const deliveryTimeOrDefault = (value: string | null | undefined) => timeOrDefault(value, DEFAULT_DELIVERY_TIME);

/** The picker's options, with a stored time off the step kept as its own choice so it is not lost. */
export function optionsWith(options: readonly string[], value: string): string[] {
  return options.includes(value) ? [...options] : [...options, value].sort();
}

/** An opening longer than this asks before it is saved (a reversed from and to, most likely). */
export const LONG_OPENING_MINUTES = 16 * 60;

/** Whether a day closes after midnight: the closing time before the opening time ('00:00' is midnight itself). */
export function closesNextDay(fromTime: string, toTime: string): boolean {
  return toTime !== '00:00' && minutesOfDay(toTime) < minutesOfDay(fromTime);
}

/** Minutes from opening to closing, read forward past midnight (22:00–02:00 is 240). */
export function openingMinutes(fromTime: string, toTime: string): number {
  return (minutesOfDay(toTime) - minutesOfDay(fromTime) + 24 * 60) % (24 * 60);
}
