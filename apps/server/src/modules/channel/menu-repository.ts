import type { DateRange } from '@bakrom/shared/business-day';
import type { Location } from '@bakrom/shared/schemas/location';
import type { Db } from '../../db/client';
import { menuVersion } from '../catalogue/menu-repository';
import { findLocation } from '../locations/repository';
import { selectDiscounts, type DiscountRow } from '../loyalty/discount-repository';
import { findMerchantWithSetting } from '../merchants/repository';
import { selectOverlapping } from '../operations/closing-days-repository';
import { selectSoldOutItems } from '../operations/sold-out-repository';
import { selectOpeningHours } from '../settings/opening-hours-repository';
import type { openingHours } from '../../db/schema/index';

/**
 * What a terminal's location looks like now, besides the catalogue: everything the channel menu and
 * order pricing need that the menu version does not cover. Each part is read by the module that owns
 * it (sold out and closing days by operations, the location with its dish controls by locations,
 * opening hours by settings, discounts by loyalty), all at once.
 */
export interface SalesRows {
  /** The merchant's menu version: the catalogue and VAT rates as of now. */
  menuVersion: number;
  location: Location | undefined;
  soldOutItemIds: string[];
  /** The location's closing days meeting the range asked for. */
  closingDays: (DateRange & { message: string })[];
  openingHours: (typeof openingHours.$inferSelect)[];
  discounts: DiscountRow[];
  holidayOption: boolean;
  offerDiscount: boolean;
}

export async function loadSalesRows(db: Db, merchantId: string, locationId: string, closingRange: DateRange): Promise<SalesRows> {
  const [version, location, soldOut, closingDays, hours, discounts, merchant] = await Promise.all([
    menuVersion(db, merchantId),
    findLocation(db, merchantId, locationId),
    selectSoldOutItems(db, merchantId, locationId),
    selectOverlapping(db, merchantId, locationId, closingRange),
    selectOpeningHours(db, merchantId, locationId),
    selectDiscounts(db, merchantId),
    findMerchantWithSetting(db, merchantId),
  ]);
  return {
    menuVersion: version,
    location,
    soldOutItemIds: soldOut.map((row) => row.itemId),
    closingDays: closingDays.map(({ fromDate, toDate, message }) => ({ fromDate, toDate, message })),
    openingHours: hours,
    discounts,
    holidayOption: merchant?.setting.showAvailableOnDaysHolidayOption ?? false,
    offerDiscount: merchant?.setting.offerDiscount ?? false,
  };
}
