import { itemPriceRule, offeredItemTypes, type CatalogueItemType } from '@bakrom/shared/catalogue-rules';
import { WEEKDAYS, type AvailableDay, type ItemType } from '@bakrom/shared/enums';
import type { MerchantSetting } from '@bakrom/shared/merchant-settings';

/** The merchant settings the catalogue forms read. */
export type CatalogueSetting = Pick<
  MerchantSetting,
  | 'useAddOns'
  | 'addOnAllowMultipleTimes'
  | 'showAvailableOnDays'
  | 'showAvailableOnDaysHolidayOption'
  | 'enableShowAsDiscount'
  | 'showSpicyLevelSelections'
  | 'offerDeliveryService'
>;

/** The item types a form offers; an entry that has a type no longer offered keeps it as a choice. */
export function itemTypeChoices(setting: CatalogueSetting, current?: ItemType): CatalogueItemType[] {
  const offered = offeredItemTypes(setting.offerDeliveryService);
  if (current === 'DELIVERY_SERVICE' && !offered.includes('DELIVERY_SERVICE')) return [...offered, 'DELIVERY_SERVICE'];
  return offered;
}

/** The days a form offers, or none when the merchant does not use available-on-days (§9). */
export function dayChoices(setting: CatalogueSetting): AvailableDay[] {
  if (!setting.showAvailableOnDays) return [];
  return setting.showAvailableOnDaysHolidayOption ? [...WEEKDAYS, 'HOLIDAY'] : [...WEEKDAYS];
}

/** Which fields the item form shows for an item type under the merchant's settings (§2.5, §3, §5). */
export interface ItemFormFields {
  days: boolean;
  showAsDiscount: boolean;
  addOns: boolean;
  spicyLevels: boolean;
  zipCodes: boolean;
  /** The price that must be above 0, marked as required. */
  requiredPrice: 'price' | 'priceDineIn' | null;
}

export function itemFormFields(itemType: ItemType, setting: CatalogueSetting): ItemFormFields {
  const rule = itemPriceRule(itemType);
  return {
    days: setting.showAvailableOnDays,
    showAsDiscount: setting.enableShowAsDiscount,
    addOns: setting.useAddOns,
    spicyLevels: setting.showSpicyLevelSelections,
    zipCodes: itemType === 'DELIVERY_SERVICE',
    requiredPrice: rule === 'PRICE_ABOVE_ZERO' ? 'price' : rule === 'DINE_IN_PRICE_ABOVE_ZERO' ? 'priceDineIn' : null,
  };
}
