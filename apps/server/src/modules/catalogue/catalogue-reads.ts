import { asc, eq } from 'drizzle-orm';
import { DEFAULT_VAT_RATES, type VatRates } from '@bakrom/shared/catalogue-rules';
import type { Allergen } from '@bakrom/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { allergens, merchantSettings, vatRates } from '../../db/schema/index';

/** The merchant's VAT percentages; the Norwegian food rates until the merchant has saved its own. */
export async function loadVatRates(db: Db, merchantId: string): Promise<VatRates> {
  const [row] = await db
    .select({ dineIn: vatRates.dineIn, takeOut: vatRates.takeOut, delivery: vatRates.delivery })
    .from(vatRates)
    .where(eq(vatRates.merchantId, merchantId));
  return row ? { dineIn: Number(row.dineIn), takeOut: Number(row.takeOut), delivery: Number(row.delivery) } : { ...DEFAULT_VAT_RATES };
}

/** The fourteen allergens every merchant chooses from. */
export async function listAllergens(db: Db): Promise<Allergen[]> {
  return db
    .select({ id: allergens.id, name: allergens.name, imageUrl: allergens.imageUrl })
    .from(allergens)
    .orderBy(asc(allergens.sortOrder), asc(allergens.id));
}

/** Whether the merchant offers delivery, which decides whether DELIVERY_SERVICE may be chosen. */
export async function offersDeliveryService(db: Db, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({ offer: merchantSettings.offerDeliveryService })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  return row?.offer ?? false;
}
