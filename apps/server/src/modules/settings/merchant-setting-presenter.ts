import type { MerchantSetting } from '@bakrom/shared/merchant-settings';
import type { MerchantSettingDocument } from '@bakrom/shared/schemas/settings-company';
import type { merchantSettings } from '../../db/schema/index';

export function presentMerchantSettingDocument(
  merchantId: string,
  setting: MerchantSetting,
  autoSettleTills: boolean,
): MerchantSettingDocument {
  return { ...setting, autoSettleTills, merchant: merchantId, id: merchantId };
}

/** The fields of the /merchant form, as the audit trail compares them. */
export function merchantSettingAuditView(row: typeof merchantSettings.$inferSelect): Record<string, unknown> {
  return {
    logoImageFile: row.logoImageFile,
    useFunctionality: row.useFunctionality,
    websiteShowDineInMenu: row.websiteShowDineInMenu,
    showAvailableOnDays: row.showAvailableOnDays,
    showSpicyLevelSelections: row.showSpicyLevelSelections,
    takeawayAutoSmsConfirm: row.takeawayAutoSmsConfirm,
    takeawayAutoSetOrdersAsCompleted: row.takeawayAutoSetOrdersAsCompleted,
    webshopAutoSettleAtTime: row.webshopAutoSettleAtTime,
    autoSettleTills: row.autoSettleTills,
  };
}
