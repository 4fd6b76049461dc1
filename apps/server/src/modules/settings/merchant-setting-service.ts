import type { EditMerchantSettingBody, MerchantSettingDocument } from '@bakrom/shared/schemas/settings-company';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { notFound } from '../../http/errors';
import { auditChanges } from '../../lib/audit-changes';
import { assertOwnImage } from '../catalogue/references-service';
import { deleteUnreferencedImages } from '../media/service';
import { findMerchantContext } from '../merchants/service';
import { recordAudit } from '../system/audit-service';
import * as repository from './merchant-setting-repository';
import { merchantSettingAuditView, presentMerchantSettingDocument } from './merchant-setting-presenter';

/**
 * The merchant's settings as they are now. Every logged-in user reads them: the web app refreshes the
 * settings it stored at login with this answer, so a change shows on the next page load.
 */
export async function getMerchantSetting(db: Db, merchantId: string): Promise<MerchantSettingDocument> {
  const merchant = await findMerchantContext(db, merchantId);
  if (!merchant) throw notFound();
  return presentMerchantSettingDocument(merchantId, merchant.setting, await repository.selectAutoSettleTills(db, merchantId));
}

/**
 * Saves the fields of the /merchant form with the audit record in one transaction; a replaced logo's
 * image is removed unless something else still shows it. Answers the settings' id (the merchant's).
 * Nothing of the settings is kept in sessions: every request reads them anew (`merchants/service.ts`).
 */
export async function editMerchantSetting(db: Db, session: SessionContext, input: EditMerchantSettingBody): Promise<string> {
  const { merchantId } = session;
  // Writes the row of defaults when the merchant has none yet, so there is always one to lock.
  if (!(await findMerchantContext(db, merchantId))) throw notFound();
  await db.transaction(async (tx) => {
    const before = await repository.lockMerchantSetting(tx, merchantId);
    if (!before) throw notFound();
    if (input.logoImageFile !== before.logoImageFile) await assertOwnImage(tx, merchantId, input.logoImageFile);
    const after = await repository.updateMerchantSetting(tx, merchantId, {
      logoImageFile: input.logoImageFile,
      useFunctionality: input.useFunctionality,
      websiteShowDineInMenu: input.websiteShowDineInMenu,
      showAvailableOnDays: input.showAvailableOnDays,
      showSpicyLevelSelections: input.showSpicyLevelSelections,
      takeawayAutoSmsConfirm: input.takeawayAutoSmsConfirm,
      takeawayAutoSetOrdersAsCompleted: input.takeawayAutoSetOrdersAsCompleted,
      webshopAutoSettleAtTime: input.webshopAutoSettleAtTime,
      autoSettleTills: input.autoSettleTills,
    });
    if (before.logoImageFile !== after.logoImageFile) await deleteUnreferencedImages(tx, merchantId, [before.logoImageFile]);
    await recordAudit(tx, {
      merchantId,
      userId: session.userId,
      action: 'merchantSetting.edit',
      entityType: 'merchantSetting',
      entityId: merchantId,
      details: { changes: auditChanges(merchantSettingAuditView(before), merchantSettingAuditView(after)) },
    });
  });
  return merchantId;
}
