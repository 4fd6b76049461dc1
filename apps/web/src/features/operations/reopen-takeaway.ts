import { subtractRange, type DateRange } from '@bakrom/shared/business-day';
import type { ClosingDay } from '@bakrom/shared/schemas/operations';
import { closingDaysCovering } from '@/lib/closing-days';

export interface ReopenPlan {
  /** The location's closing days that cover today: reopening takeaway today touches these. */
  closedToday: ClosingDay[];
  /** What stays closed of them after today, by the server's rule (`subtractRange`), in date order. */
  staysClosed: DateRange[];
}

/** What 'Åpne takeaway' does at a location today: which closing days it touches and what stays closed after. */
export function reopenToday(closingDays: readonly ClosingDay[], locationId: string | undefined, today: string): ReopenPlan {
  const closedToday = closingDaysCovering(closingDays, locationId, today);
  const staysClosed = closedToday
    .flatMap((day) => subtractRange(day, { fromDate: today, toDate: today }))
    .filter((piece) => piece.fromDate > today)
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  return { closedToday, staysClosed };
}
