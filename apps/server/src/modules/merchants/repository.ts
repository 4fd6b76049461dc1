import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantSettings, merchants } from '../../db/schema/index';

interface MerchantRows {
  merchant: typeof merchants.$inferSelect;
  setting: typeof merchantSettings.$inferSelect;
}

/** The merchant and its settings row; a merchant without one gets a row of defaults written. Undefined for no merchant. */
export async function findMerchantWithSetting(db: Db, merchantId: string): Promise<MerchantRows | undefined> {
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
  return { merchant: row.merchant, setting };
}
