import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, merchantSettings, merchants, vatRates } from '../../db/schema/index';

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

/** Whether the merchant exists. */
export async function merchantExists(db: Db, merchantId: string): Promise<boolean> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
  return row !== undefined;
}

export interface NewMerchantColumns {
  id: string;
  name: string;
  useFunctionality: string;
  vatNumber: string;
}

/** A new merchant with its settings, company and the standard VAT rates; false when the id is taken (nothing written). */
export async function insertMerchant(tx: Db, values: NewMerchantColumns): Promise<boolean> {
  const inserted = await tx.insert(merchants).values({ id: values.id, name: values.name }).onConflictDoNothing().returning();
  if (inserted.length === 0) return false;
  await tx.insert(merchantSettings).values({ merchantId: values.id, useFunctionality: values.useFunctionality });
  await tx.insert(companies).values({ merchantId: values.id, name: values.name, vatNumber: values.vatNumber });
  await tx.insert(vatRates).values({ merchantId: values.id, dineIn: 25, takeOut: 15, delivery: 15 });
  return true;
}
