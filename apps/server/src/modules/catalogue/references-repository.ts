import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_VAT_RATES, type VatRates } from '@bakrom/shared/catalogue-rules';
import type { Allergen } from '@bakrom/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { addOnGroups, allergens, categories, images, locations, merchantSettings, vatRates } from '../../db/schema/index';

/** What catalogue entries refer to and choose from: the merchant's own rows, allergens, VAT rates, the delivery offer. */

const OWNED = { locations, categories, addOnGroups, images };

/** The merchant's tables a catalogue entry refers to. */
export type OwnedList = keyof typeof OWNED;

/**
 * How many of these (distinct) ids are rows of the merchant. Inside the write's transaction the rows
 * found are key-share locked, so they cannot be deleted between the check and the write.
 */
export async function countOwned(tx: Db, list: OwnedList, merchantId: string, ids: readonly string[]): Promise<number> {
  const table = OWNED[list];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.merchantId, merchantId), inArray(table.id, [...ids])))
    .for('key share');
  return found.length;
}

/** How many of these (distinct) ids are allergens. */
export async function countAllergens(tx: Db, ids: readonly string[]): Promise<number> {
  const found = await tx
    .select({ id: allergens.id })
    .from(allergens)
    .where(inArray(allergens.id, [...ids]));
  return found.length;
}

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
