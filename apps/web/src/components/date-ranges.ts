import { addDays, firstDateOfMonth, isoWeekday, lastMonths } from '@bakrom/shared/business-day';

/**
 * The periods a report or a list offers with one click (issue 29): I dag, I går, Denne uken, Forrige uke,
 * Denne måneden, Forrige måned, I år. Computed from today's Oslo date (YYYY-MM-DD; the caller gives it:
 * `osloDateOf(new Date())`), weeks from Monday; a period that is still running ends today, never later.
 */

export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DatePeriod {
  fromDate: string;
  toDate: string;
}

/** Monday of the week of a date. */
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The period of a preset on `today`: both ends included. */
export function presetPeriod(preset: DatePreset, today: string): DatePeriod {
  switch (preset) {
    case 'today':
      return { fromDate: today, toDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { fromDate: yesterday, toDate: yesterday };
    }
    case 'thisWeek':
      return { fromDate: mondayOf(today), toDate: today };
    case 'lastWeek': {
      const monday = addDays(mondayOf(today), -7);
      return { fromDate: monday, toDate: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { fromDate: firstDateOfMonth(today.slice(0, 7)), toDate: today };
    case 'lastMonth': {
      const [previous] = lastMonths(today, 2) as [string, string];
      return { fromDate: firstDateOfMonth(previous), toDate: addDays(firstDateOfMonth(today.slice(0, 7)), -1) };
    }
    case 'thisYear':
      return { fromDate: `${today.slice(0, 4)}-01-01`, toDate: today };
  }
}
