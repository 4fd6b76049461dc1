import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantSettings } from '../../db/schema/index';

export type MerchantSettingRow = typeof merchantSettings.$inferSelect;
export type MerchantSettingValues = Pick<
  MerchantSettingRow,
  | 'logoImageFile'
  | 'useFunctionality'
  | 'websiteShowDineInMenu'
  | 'showAvailableOnDays'
  | 'showSpicyLevelSelections'
  | 'takeawayAutoSmsConfirm'
  | 'takeawayAutoSetOrdersAsCompleted'
  | 'webshopAutoSettleAtTime'
  | 'autoSettleTills'
>;

/** Whether the automatic end-of-day settlement takes the tills' Z too (false without a settings row). */
export async function selectAutoSettleTills(db: Db, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({ autoSettleTills: merchantSettings.autoSettleTills })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  return row?.autoSettleTills ?? false;
}

/** The merchant's settings row, locked for the rest of the transaction (the row exists: see merchants/repository). */
export async function lockMerchantSetting(tx: Db, merchantId: string): Promise<MerchantSettingRow | undefined> {
  const [row] = await tx.select().from(merchantSettings).where(eq(merchantSettings.merchantId, merchantId)).for('update');
  return row;
}

/** Writes the fields of the /merchant form; the other settings stay as they are. */
export async function updateMerchantSetting(tx: Db, merchantId: string, values: MerchantSettingValues): Promise<MerchantSettingRow> {
  const [row] = await tx
    .update(merchantSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(merchantSettings.merchantId, merchantId))
    .returning();
  return row!;
}
