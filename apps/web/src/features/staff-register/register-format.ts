import { osloDateOf } from '@bakrom/shared/business-day';
import { formatDate, osloParts } from '@bakrom/shared/format';

/** The Oslo wall-clock time of an instant: HH:mm. */
export function clockTime(instant: string): string {
  const parts = osloParts(new Date(instant));
  return `${parts.hour}:${parts.minute}`;
}

/** HH:mm of an instant on the register's day, with its date (DD.MM.YYYY) when it falls on another one (a shift past midnight). */
export function timeOnDay(instant: string, date: string, withDate: (time: string, date: string) => string): string {
  const day = osloDateOf(new Date(instant));
  return day === date ? clockTime(instant) : withDate(clockTime(instant), formatDate(day));
}

/**
 * A typed time of day as the API takes it (HH:mm): `7:45`, `07.45` and `0745` become `07:45`. Anything
 * else is handed on as typed (trimmed), for the schema to refuse with its message.
 */
export function normaliseTime(typed: string): string {
  const trimmed = typed.trim();
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(trimmed);
  if (!match) return trimmed;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}
