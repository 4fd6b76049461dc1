import type { Db } from '../../db/client';
import { loadVatRates } from './references-repository';
import { loadMenu, menuVersion } from './menu-repository';
import type { CachedBody, VersionedBodyCache } from '../../lib/versioned-body-cache';

/** The products page: the whole menu and the VAT rates, in a fixed number of queries run together. */
async function productsPageData(db: Db, merchantId: string) {
  const [menu, vat] = await Promise.all([loadMenu(db, merchantId), loadVatRates(db, merchantId)]);
  return { ...menu, vat };
}

/**
 * The products page serialised and compressed: the whole menu is megabytes at scale, so it is built
 * once per menu version (read from the database, so never stale) and kept in `cache`.
 */
export async function productsPageBody(db: Db, cache: VersionedBodyCache, merchantId: string): Promise<CachedBody> {
  const version = await menuVersion(db, merchantId);
  return cache.body(merchantId, version, () => productsPageData(db, merchantId));
}
