import type { Functionality } from '@bakrom/shared/enums';
import type { MerchantSetting } from '@bakrom/shared/merchant-settings';
import type { merchantSettings } from '../../db/schema/index';

export function presentSetting(row: typeof merchantSettings.$inferSelect): MerchantSetting {
  return {
    useFunctionality: row.useFunctionality as Functionality,
    useAddOns: row.useAddOns,
    addOnAllowMultipleTimes: row.addOnAllowMultipleTimes,
    websiteShowDineInMenu: row.websiteShowDineInMenu,
    showAvailableOnDays: row.showAvailableOnDays,
    showAvailableOnDaysHolidayOption: row.showAvailableOnDaysHolidayOption,
    enableShowAsDiscount: row.enableShowAsDiscount,
    showSpicyLevelSelections: row.showSpicyLevelSelections,
    userProfilePageName: row.userProfilePageName,
    offerDiscount: row.offerDiscount,
    payForSMS: row.payForSms,
    offerRewardProgram: row.offerRewardProgram,
    offerDeliveryService: row.offerDeliveryService,
    takeawayAutoSmsConfirm: row.takeawayAutoSmsConfirm,
    takeawayAutoSetOrdersAsCompleted: row.takeawayAutoSetOrdersAsCompleted,
    webshopAutoSettleAtTime: row.webshopAutoSettleAtTime as MerchantSetting['webshopAutoSettleAtTime'],
    logoImageFile: row.logoImageFile,
  };
}
