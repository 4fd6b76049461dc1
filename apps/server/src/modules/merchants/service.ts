import type { MerchantSetting } from '@bakrom/shared/merchant-settings';
import type { Db } from '../../db/client';
import { presentSetting } from './presenter';
import { findMerchantWithSetting } from './repository';

export interface MerchantContext {
  id: string;
  name: string;
  setting: MerchantSetting;
}

/** The merchant with its settings (a merchant without a settings row gets the defaults); undefined for no merchant. */
export async function findMerchantContext(db: Db, merchantId: string): Promise<MerchantContext | undefined> {
  const rows = await findMerchantWithSetting(db, merchantId);
  return rows && { id: rows.merchant.id, name: rows.merchant.name, setting: presentSetting(rows.setting) };
}
