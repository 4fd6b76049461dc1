import { z } from 'zod';
import { FUNCTIONALITIES, WEBSHOP_AUTO_SETTLE_TIMES } from './enums';

/** The merchant settings the screens read (spec part 1 §1, part 2 §3 merchant_setting). */
export const merchantSettingSchema = z.object({
  useFunctionality: z.enum(FUNCTIONALITIES),
  useAddOns: z.boolean(),
  addOnAllowMultipleTimes: z.boolean(),
  websiteShowDineInMenu: z.boolean(),
  showAvailableOnDays: z.boolean(),
  showAvailableOnDaysHolidayOption: z.boolean(),
  enableShowAsDiscount: z.boolean(),
  showSpicyLevelSelections: z.boolean(),
  userProfilePageName: z.string(),
  offerDiscount: z.boolean(),
  payForSMS: z.boolean(),
  offerRewardProgram: z.boolean(),
  offerDeliveryService: z.boolean(),
  takeawayAutoSmsConfirm: z.boolean(),
  takeawayAutoSetOrdersAsCompleted: z.boolean(),
  webshopAutoSettleAtTime: z.enum(WEBSHOP_AUTO_SETTLE_TIMES),
  logoImageFile: z.string().nullable(),
});
export type MerchantSetting = z.infer<typeof merchantSettingSchema>;
