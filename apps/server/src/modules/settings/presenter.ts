import { WEEKDAYS } from '@bakrom/shared/enums';
import { oreToKroner } from '@bakrom/shared/money';
import {
  DEFAULT_DELIVERY_TIME,
  DEFAULT_OPENING_TIME,
  type DeliveryDay,
  type DeliveryDocument,
  type OpeningHours,
  type OpeningHoursDay,
} from '@bakrom/shared/schemas/settings';
import type { deliveryDays, openingHours } from '../../db/schema/index';

/** PostgreSQL answers `time` as HH:mm:ss; the wire carries HH:mm. */
const hhmm = (value: string) => value.slice(0, 5);

/** All seven days in order; a weekday without a row gets the defaults. */
function week<Row extends { weekday: number }, Day>(rows: Row[], present: (row: Row) => Day, fallback: (weekday: number) => Day): Day[] {
  const byWeekday = new Map(rows.map((row) => [row.weekday, row]));
  return WEEKDAYS.map((_, index) => {
    const row = byWeekday.get(index + 1);
    return row ? present(row) : fallback(index + 1);
  });
}

/** The seven days of a location's opening hours, a weekday without a row closed. */
export function presentOpeningHoursWeek(rows: (typeof openingHours.$inferSelect)[]): OpeningHoursDay[] {
  return week<typeof openingHours.$inferSelect, OpeningHoursDay>(
    rows,
    (row) => ({
      day: WEEKDAYS[row.weekday - 1]!,
      weekday: row.weekday,
      isOpen: row.isOpen,
      fromTime: hhmm(row.fromTime),
      toTime: hhmm(row.toTime),
      kitchenClosingTime: hhmm(row.kitchenClosingTime),
    }),
    (weekday) => ({
      day: WEEKDAYS[weekday - 1]!,
      weekday,
      isOpen: false,
      fromTime: DEFAULT_OPENING_TIME,
      toTime: DEFAULT_OPENING_TIME,
      kitchenClosingTime: DEFAULT_OPENING_TIME,
    }),
  );
}

export function presentOpeningHours(merchantId: string, locationId: string, rows: (typeof openingHours.$inferSelect)[]): OpeningHours {
  return { type: 'openinghours', merchant: merchantId, locationId, openingHours: presentOpeningHoursWeek(rows) };
}

export function presentDeliveryDocument(
  merchantId: string,
  locationId: string,
  minimumOrderOre: number,
  rows: (typeof deliveryDays.$inferSelect)[],
): DeliveryDocument {
  const days = week<typeof deliveryDays.$inferSelect, DeliveryDay>(
    rows,
    (row) => ({
      day: WEEKDAYS[row.weekday - 1]!,
      weekday: row.weekday,
      offered: row.offered,
      fromTime: hhmm(row.fromTime),
      toTime: hhmm(row.toTime),
    }),
    (weekday) => ({ day: WEEKDAYS[weekday - 1]!, weekday, offered: false, fromTime: DEFAULT_DELIVERY_TIME, toTime: DEFAULT_DELIVERY_TIME }),
  );
  return {
    type: 'delivery',
    merchant: merchantId,
    locationId,
    minimumOrder: oreToKroner(minimumOrderOre),
    availableOnDays: days.filter((day) => day.offered).map((day) => day.day),
    deliveryDays: days,
  };
}
