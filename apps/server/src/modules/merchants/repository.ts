import { eq } from 'drizzle-orm';
import type { MerchantSetting } from '@bakrom/shared/merchant-settings';
import type { Functionality } from '@bakrom/shared/enums';
import type { Db } from '../../db/client';
import { merchantSettings, merchants } from '../../db/schema/index';

export interface MerchantContext {
  id: string;
  name: string;
  setting: MerchantSetting;
}

function presentSetting(row: typeof merchantSettings.$inferSelect): MerchantSetting {
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

/** The merchant with its settings (a merchant without a settings row gets the defaults). */
export async function findMerchantContext(db: Db, merchantId: string): Promise<MerchantContext | undefined> {
  const [row] = await db
    .select({ merchant: merchants, setting: merchantSettings })
    .from(merchants)
    .leftJoin(merchantSettings, eq(merchantSettings.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  if (!row) return undefined;
  const setting =
    row.setting ??
    (await db.insert(merchantSettings).values({ merchantId }).onConflictDoNothing().returning())[0] ??
    (await db.select().from(merchantSettings).where(eq(merchantSettings.merchantId, merchantId)))[0]!;
  return { id: row.merchant.id, name: row.merchant.name, setting: presentSetting(setting) };
}
