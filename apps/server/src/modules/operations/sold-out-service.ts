import type { SoldOutAdminGui } from '@bakrom/shared/schemas/dashboard';
import type { SoldOutItem } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { loadMenu } from '../catalogue/menu-repository';
import { findLocation } from '../locations/repository';
import { assertOwnLocation, locationNotFound } from '../locations/own-location';
import { presentOperationsCategory, presentSoldOutItem, presentSoldOutPageItem } from './presenter';
import * as repository from './sold-out-repository';

/** The sold-out records of a location with the item's name, oldest first. */
export async function listSoldOutItems(db: Db, merchantId: string, locationId: string): Promise<SoldOutItem[]> {
  return (await repository.selectSoldOutItems(db, merchantId, locationId)).map(presentSoldOutItem);
}

/** The sold-out page of a location: its menu (categories and items by sortOrder) and its sold-out records. */
export async function loadSoldOutPage(db: Db, merchantId: string, locationId: string): Promise<SoldOutAdminGui> {
  const [location, menu, soldOutItems] = await Promise.all([
    findLocation(db, merchantId, locationId),
    loadMenu(db, merchantId),
    listSoldOutItems(db, merchantId, locationId),
  ]);
  if (!location) throw locationNotFound();
  return {
    location,
    categories: menu.categories.map(presentOperationsCategory),
    items: menu.items.map(presentSoldOutPageItem),
    soldOutItems,
  };
}

/**
 * Marks items sold out at a location in one transaction, all of them or none (404 when one is not the
 * merchant's). An item already sold out there keeps its one record; the answer is the records of all
 * the given items.
 */
export async function markSoldOut(db: Db, merchantId: string, locationId: string, itemIds: string[]): Promise<SoldOutItem[]> {
  const wanted = [...new Set(itemIds)];
  const rows = await db.transaction(async (tx) => {
    await assertOwnLocation(tx, merchantId, locationId);
    if ((await repository.countOwnItems(tx, merchantId, wanted)) !== wanted.length) throw notFound('Fant ikke produktet.');
    return repository.insertSoldOutItems(tx, merchantId, locationId, wanted);
  });
  return rows.map(presentSoldOutItem);
}

export async function unmarkSoldOut(db: Db, merchantId: string, soldOutItemId: string): Promise<void> {
  if (!(await repository.deleteSoldOutItem(db, merchantId, soldOutItemId))) throw notFound('Fant ikke utsolgt-merkingen.');
}
