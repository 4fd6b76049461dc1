/** Test data beyond merchants and users: catalogue, actions, terminals, orders, images. */
import { imageUrlOf } from '@bakrom/shared/catalogue-rules';
import type { Db } from '../src/db/client';
import {
  categories,
  categoryLocations,
  customActionCategories,
  customActions,
  images,
  itemLocations,
  items,
  orders,
  terminals,
} from '../src/db/schema/index';
import { buildLocation, buildMerchant, buildUser } from './factories';

export const UNKNOWN_ID = '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21';

export async function buildCategory(db: Db, merchantId: string, values: { name: string; sortOrder?: number; locationIds?: string[] }) {
  const [category] = await db
    .insert(categories)
    .values({ merchantId, name: values.name, itemType: 'DISH', sortOrder: values.sortOrder ?? -1 })
    .returning();
  if (values.locationIds?.length) {
    await db.insert(categoryLocations).values(values.locationIds.map((locationId) => ({ categoryId: category!.id, locationId })));
  }
  return category!;
}

export async function buildItem(
  db: Db,
  merchantId: string,
  categoryId: string,
  values: { name: string; menuNr?: string; sortOrder?: number; locationIds?: string[] },
) {
  const [item] = await db
    .insert(items)
    .values({
      merchantId,
      categoryId,
      itemType: 'DISH',
      name: values.name,
      menuNr: values.menuNr ?? '',
      description: `${values.name} med tilbehør`,
      sortOrder: values.sortOrder ?? -1,
      price: 15_000,
    })
    .returning();
  if (values.locationIds?.length) {
    await db.insert(itemLocations).values(values.locationIds.map((locationId) => ({ itemId: item!.id, locationId })));
  }
  return item!;
}

export async function buildDishesAction(db: Db, merchantId: string, locationId: string, categoryIds: string[]) {
  const [action] = await db
    .insert(customActions)
    .values({
      merchantId,
      locationId,
      actionType: 'CLOSE_OPEN_DISHES',
      openName: 'Åpne middagsretter',
      closeName: 'Steng middagsretter',
      closedMessage: 'Middagsrettene er stengt.',
    })
    .returning();
  if (categoryIds.length) {
    await db.insert(customActionCategories).values(categoryIds.map((categoryId) => ({ customActionId: action!.id, categoryId })));
  }
  return action!;
}

export async function buildWebshopTerminal(db: Db, merchantId: string, locationId: string) {
  const [terminal] = await db
    .insert(terminals)
    .values({ merchantId, locationId, terminalId: 'WEBSHOP', terminalType: 'WEBSHOP' })
    .returning();
  return terminal!;
}

let nextOrderNumber = 1;

/** An order; amounts in øre, VAT 15 % included. */
export async function buildOrder(
  db: Db,
  values: {
    merchantId: string;
    locationId: string;
    terminalId: string;
    orderedAt: string;
    totalAmount: number;
    orderType?: 'DINE_IN' | 'PICKUP' | 'DELIVERY';
    orderStatus?: 'ORDERED' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED';
    tipsAmount?: number;
    refundedTotalAmount?: number;
    refundedTipsAmount?: number;
  },
) {
  const tips = values.tipsAmount ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      merchantId: values.merchantId,
      locationId: values.locationId,
      terminalId: values.terminalId,
      orderNumber: nextOrderNumber++,
      orderType: values.orderType ?? 'PICKUP',
      orderStatus: values.orderStatus ?? 'COMPLETED',
      channel: 'WEBSHOP',
      totalAmount: values.totalAmount,
      totalVat: Math.round((values.totalAmount / 115) * 15),
      tipsAmount: tips,
      toPayAmount: values.totalAmount + tips,
      refundedTotalAmount: values.refundedTotalAmount ?? 0,
      refundedTipsAmount: values.refundedTipsAmount ?? 0,
      orderedAt: new Date(values.orderedAt),
      modifiedAt: new Date(values.orderedAt),
    })
    .returning();
  return order!;
}

/** A merchant with two locations, an admin user, and another merchant with one location. */
export async function buildTwoMerchants(db: Db, setting: Parameters<typeof buildMerchant>[2] = {}) {
  const merchant = await buildMerchant(db, {}, setting);
  const bryggen = await buildLocation(db, merchant.id, { name: 'Bryggen', earliestPickupTime: 20 });
  const aker = await buildLocation(db, merchant.id, { name: 'Aker brygge' });
  const admin = await buildUser(db, { merchantId: merchant.id });
  const other = await buildMerchant(db, {}, setting);
  const foreignLocation = await buildLocation(db, other.id, { name: 'Fremmed' });
  const otherAdmin = await buildUser(db, { merchantId: other.id });
  return { merchant, bryggen, aker, admin, other, foreignLocation, otherAdmin };
}

/** A stored image of the merchant, as an upload leaves it; answers its URL. */
export async function storedImage(db: Db, merchantId: string): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({ merchantId, contentType: 'image/webp', width: 1, height: 1, bytes: Uint8Array.from([1, 2, 3]), etag: 'test' })
    .returning({ id: images.id });
  return imageUrlOf(row!.id);
}
