import type { Functionality } from '@bakrom/shared/enums';
import type { MerchantSetting } from '@bakrom/shared/merchant-settings';
import type { Db } from '../../db/client';
import { presentSetting } from './presenter';
import { conflict } from '../../http/errors';
import * as repository from './repository';

export interface MerchantContext {
  id: string;
  name: string;
  setting: MerchantSetting;
}

/** The merchant with its settings (a merchant without a settings row gets the defaults); undefined for no merchant. */
export async function findMerchantContext(db: Db, merchantId: string): Promise<MerchantContext | undefined> {
  const rows = await repository.findMerchantWithSetting(db, merchantId);
  return rows && { id: rows.merchant.id, name: rows.merchant.name, setting: presentSetting(rows.setting) };
}

/** Whether the merchant exists. */
export async function merchantExists(db: Db, merchantId: string): Promise<boolean> {
  return repository.merchantExists(db, merchantId);
}

/**
 * A new merchant (`npm run cli -- create-merchant`) with its settings (the mode), company (name and
 * organisation number) and the standard VAT rates, in one transaction; 409 when the id is taken.
 */
export async function createMerchant(
  db: Db,
  input: { id: string; name: string; functionality: Functionality; organisationNumber: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await repository.insertMerchant(tx, {
      id: input.id,
      name: input.name,
      useFunctionality: input.functionality,
      vatNumber: input.organisationNumber,
    });
    if (!created) throw conflict(`Merchanten «${input.id}» finnes allerede.`);
  });
}
