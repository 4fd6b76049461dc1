import { isDateInRange } from '@bakrom/shared/business-day';
import type { ClosingDay } from '@bakrom/shared/schemas/operations';

/** The closing days of a location that cover `today` (both ends included); none without a location. */
export function closingDaysCovering(closingDays: readonly ClosingDay[], locationId: string | undefined, today: string): ClosingDay[] {
  return closingDays.filter((day) => day.locationId === locationId && isDateInRange(today, day.fromDate, day.toDate));
}
