import type { SoldOutAdminGui } from '@bakrom/shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { loadMenu } from '../catalogue/menu-repository';
import { findLocation } from '../locations/repository';
import { locationNotFound } from './own-location';
import { presentOperationsCategory, presentSoldOutPageItem } from './presenter';
import { listSoldOutItems } from './sold-out-repository';

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
