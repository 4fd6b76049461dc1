/** A small shop for the channel API's menu and order tests: a menu of every kind of entry, two locations and their terminals. */
import type { AvailableDay, ItemType, MenuOrderType } from '@bakrom/shared/enums';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/client';
import {
  addOnGroups,
  addOns,
  categories,
  categoryLocations,
  closingDays,
  customActionCategories,
  customActions,
  discountItems,
  discountLocations,
  discounts,
  itemAddOnGroups,
  itemLocations,
  items,
  itemVariants,
  soldOutItems,
  variantAddOnGroups,
  vatRates,
} from '../src/db/schema/index';
import { createTerminalWithKey, type TerminalWithKey } from './channel-factories';
import { buildLocation, buildMerchant } from './factories';

/** Wednesday 25 November 2026, 12:00 in Oslo. */
export const SHOP_NOW = new Date('2026-11-25T11:00:00Z');
export const SHOP_TODAY = '2026-11-25';
export const fixedClock = (now: Date = SHOP_NOW): Clock & { set(instant: Date): void } => {
  let current = now;
  return { now: () => current, set: (instant) => (current = instant) };
};

/** Entries are sorted in the order they are made (ids alone are random). */
let position = 0;

interface CategorySpec {
  name: string;
  itemType?: ItemType;
  orderTypes?: MenuOrderType[];
  days?: AvailableDay[];
  locationIds: string[];
}

interface ItemSpec {
  name: string;
  itemType?: ItemType;
  /** Net øre. */
  price: number;
  priceDineIn?: number;
  orderTypes?: MenuOrderType[];
  days?: AvailableDay[];
  locationIds: string[];
  addOnGroupIds?: string[];
  enableComment?: boolean;
}

export async function addCategory(db: Db, merchantId: string, spec: CategorySpec) {
  const [row] = await db
    .insert(categories)
    .values({
      merchantId,
      name: spec.name,
      itemType: spec.itemType ?? 'DISH',
      availableForOrderTypes: spec.orderTypes ?? ['DINE_IN', 'TAKEAWAY'],
      availableOnDays: spec.days ?? [],
      sortOrder: position++,
    })
    .returning();
  if (spec.locationIds.length)
    await db.insert(categoryLocations).values(spec.locationIds.map((locationId) => ({ categoryId: row!.id, locationId })));
  return row!;
}

export async function addItem(db: Db, merchantId: string, categoryId: string, spec: ItemSpec) {
  const [row] = await db
    .insert(items)
    .values({
      merchantId,
      categoryId,
      name: spec.name,
      itemType: spec.itemType ?? 'DISH',
      price: spec.price,
      priceDineIn: spec.priceDineIn ?? 0,
      availableForOrderTypes: spec.orderTypes ?? ['DINE_IN', 'TAKEAWAY'],
      availableOnDays: spec.days ?? [],
      enableComment: spec.enableComment ?? false,
      sortOrder: position++,
    })
    .returning();
  if (spec.locationIds.length)
    await db.insert(itemLocations).values(spec.locationIds.map((locationId) => ({ itemId: row!.id, locationId })));
  if (spec.addOnGroupIds?.length) {
    await db
      .insert(itemAddOnGroups)
      .values(spec.addOnGroupIds.map((addOnGroupId, position) => ({ itemId: row!.id, addOnGroupId, position })));
  }
  return row!;
}

export async function addVariant(
  db: Db,
  merchantId: string,
  itemId: string,
  spec: { name: string; price: number; addOnGroupIds?: string[] },
) {
  const [row] = await db
    .insert(itemVariants)
    .values({ merchantId, itemId, name: spec.name, price: spec.price, priceDineIn: 0, sortOrder: position++ })
    .returning();
  if (spec.addOnGroupIds?.length) {
    await db
      .insert(variantAddOnGroups)
      .values(spec.addOnGroupIds.map((addOnGroupId, position) => ({ variantId: row!.id, addOnGroupId, position })));
  }
  return row!;
}

export async function addAddOnGroup(
  db: Db,
  merchantId: string,
  spec: { title: string; mandatory?: boolean; minimum?: number; maximum?: number },
) {
  const [row] = await db
    .insert(addOnGroups)
    .values({
      merchantId,
      name: spec.title,
      title: spec.title,
      mandatory: spec.mandatory ?? false,
      minimum: spec.minimum ?? 0,
      maximum: spec.maximum ?? 0,
      sortOrder: position++,
    })
    .returning();
  return row!;
}

export async function addAddOn(
  db: Db,
  merchantId: string,
  addOnGroupId: string,
  spec: { name: string; price: number; priceDineIn?: number; allowMultipleTimes?: boolean; maximum?: number },
) {
  const [row] = await db
    .insert(addOns)
    .values({
      merchantId,
      addOnGroupId,
      name: spec.name,
      price: spec.price,
      priceDineIn: spec.priceDineIn ?? spec.price,
      allowMultipleTimes: spec.allowMultipleTimes ?? false,
      maximum: spec.maximum ?? 100,
      sortOrder: position++,
    })
    .returning();
  return row!;
}

export async function addDiscount(
  db: Db,
  merchantId: string,
  spec: {
    name: string;
    percent: number;
    fromDate: string;
    toDate: string;
    channels: string[];
    itemIds: string[];
    locationIds: string[];
    active?: boolean;
  },
) {
  const [row] = await db
    .insert(discounts)
    .values({
      merchantId,
      name: spec.name,
      percent: spec.percent,
      fromDate: spec.fromDate,
      toDate: spec.toDate,
      validForChannelIds: spec.channels,
      active: spec.active ?? true,
    })
    .returning();
  await db.insert(discountItems).values(spec.itemIds.map((itemId) => ({ discountId: row!.id, itemId })));
  await db.insert(discountLocations).values(spec.locationIds.map((locationId) => ({ discountId: row!.id, locationId })));
  return row!;
}

export async function markSoldOut(db: Db, merchantId: string, itemId: string, locationId: string) {
  await db.insert(soldOutItems).values({ merchantId, itemId, locationId });
}

export async function closeTakeaway(db: Db, merchantId: string, locationId: string, fromDate: string, toDate: string, message: string) {
  await db.insert(closingDays).values({ merchantId, locationId, fromDate, toDate, message });
}

/**
 * A merchant with discounts, the holiday option and its own VAT rates (dine-in 25, takeaway 15,
 * delivery 12); locations Sentrum (with every terminal type) and Torget (a kiosk). Sentrum's menu:
 * - Pizza (dine-in and takeaway): Margherita 130 kr (dine-in 140 kr), Pepperoni with variants Liten
 *   100 kr / Stor 200 kr (Stor adds the group Ekstra), Kebab pizza with the mandatory group Saus (1–2),
 *   Torget's pizza (Torget only), Mandagspizza (Mondays), Helligdagspizza (holidays only)
 * - Øl (dine-in only, DRINK_ALCOHOL): Pils 80 kr dine-in
 * - Levering (DELIVERY_SERVICE): Levering 50 kr
 * - Middag (closed by the dish controls): Lasagne
 * - Dessert (takeaway only): Is 40 kr, sold out
 * - Drikke: Cola 30 kr (DRINK), Bubble tea 50 kr (DRINK_BUBBLE_TEA); Tilbehør: Pommes frites 40 kr (ADD_ON)
 */
export async function buildShop(db: Db) {
  const merchant = await buildMerchant(db, {}, { offerDiscount: true, showAvailableOnDaysHolidayOption: true, offerDeliveryService: true });
  const merchantId = merchant.id;
  const sentrum = await buildLocation(db, merchantId, { name: 'Sentrum', earliestPickupTime: 20 });
  const torget = await buildLocation(db, merchantId, { name: 'Torget' });
  await db.insert(vatRates).values({ merchantId, dineIn: 25, takeOut: 15, delivery: 12 });
  const both = [sentrum.id, torget.id];

  const ekstra = await addAddOnGroup(db, merchantId, { title: 'Ekstra' });
  const ost = await addAddOn(db, merchantId, ekstra.id, {
    name: 'Ekstra ost',
    price: 1_000,
    priceDineIn: 1_200,
    allowMultipleTimes: true,
    maximum: 3,
  });
  const saus = await addAddOnGroup(db, merchantId, { title: 'Saus', mandatory: true, minimum: 1, maximum: 2 });
  const hvitløk = await addAddOn(db, merchantId, saus.id, { name: 'Hvitløksaus', price: 0 });
  const chili = await addAddOn(db, merchantId, saus.id, { name: 'Chilisaus', price: 500 });
  const dressing = await addAddOn(db, merchantId, saus.id, { name: 'Dressing', price: 500 });

  const pizza = await addCategory(db, merchantId, { name: 'Pizza', locationIds: both });
  const margherita = await addItem(db, merchantId, pizza.id, {
    name: 'Margherita',
    price: 13_000,
    priceDineIn: 14_000,
    locationIds: both,
    enableComment: true,
  });
  const pepperoni = await addItem(db, merchantId, pizza.id, { name: 'Pepperoni', price: 0, locationIds: both });
  const liten = await addVariant(db, merchantId, pepperoni.id, { name: 'Liten', price: 10_000 });
  const stor = await addVariant(db, merchantId, pepperoni.id, { name: 'Stor', price: 20_000, addOnGroupIds: [ekstra.id] });
  const kebab = await addItem(db, merchantId, pizza.id, { name: 'Kebabpizza', price: 15_000, locationIds: both, addOnGroupIds: [saus.id] });
  const torgetPizza = await addItem(db, merchantId, pizza.id, { name: 'Torgets pizza', price: 15_000, locationIds: [torget.id] });
  const monday = await addItem(db, merchantId, pizza.id, { name: 'Mandagspizza', price: 9_000, locationIds: both, days: ['MONDAY'] });
  const holiday = await addItem(db, merchantId, pizza.id, { name: 'Helligdagspizza', price: 9_000, locationIds: both, days: ['HOLIDAY'] });

  const beer = await addCategory(db, merchantId, { name: 'Øl', itemType: 'DRINK_ALCOHOL', orderTypes: ['DINE_IN'], locationIds: both });
  const pils = await addItem(db, merchantId, beer.id, {
    name: 'Pils',
    itemType: 'DRINK_ALCOHOL',
    price: 0,
    priceDineIn: 8_000,
    orderTypes: ['DINE_IN'],
    locationIds: both,
  });

  const deliveryCategory = await addCategory(db, merchantId, {
    name: 'Levering',
    itemType: 'DELIVERY_SERVICE',
    orderTypes: ['TAKEAWAY'],
    locationIds: both,
  });
  const delivery = await addItem(db, merchantId, deliveryCategory.id, {
    name: 'Levering',
    itemType: 'DELIVERY_SERVICE',
    price: 5_000,
    orderTypes: ['TAKEAWAY'],
    locationIds: both,
  });

  // Middag is one of Sentrum's dish controls and closed there now (not offered at the location).
  const dinner = await addCategory(db, merchantId, { name: 'Middag', locationIds: [torget.id] });
  const lasagne = await addItem(db, merchantId, dinner.id, { name: 'Lasagne', price: 17_000, locationIds: both });
  const [action] = await db
    .insert(customActions)
    .values({
      merchantId,
      locationId: sentrum.id,
      actionType: 'CLOSE_OPEN_DISHES',
      openName: 'Åpne middag',
      closeName: 'Steng middag',
      closedMessage: 'Middag serveres fra kl. 16.',
    })
    .returning();
  await db.insert(customActionCategories).values({ customActionId: action!.id, categoryId: dinner.id });

  const dessert = await addCategory(db, merchantId, { name: 'Dessert', orderTypes: ['TAKEAWAY'], locationIds: both });
  const iceCream = await addItem(db, merchantId, dessert.id, { name: 'Is', price: 4_000, orderTypes: ['TAKEAWAY'], locationIds: both });
  await markSoldOut(db, merchantId, iceCream.id, sentrum.id);

  const drinks = await addCategory(db, merchantId, { name: 'Drikke', itemType: 'DRINK', locationIds: both });
  const cola = await addItem(db, merchantId, drinks.id, { name: 'Cola', itemType: 'DRINK', price: 3_000, locationIds: both });
  const bubbleTea = await addItem(db, merchantId, drinks.id, {
    name: 'Bubble tea',
    itemType: 'DRINK_BUBBLE_TEA',
    price: 5_000,
    locationIds: both,
  });
  const sides = await addCategory(db, merchantId, { name: 'Tilbehør', itemType: 'ADD_ON', locationIds: both });
  const fries = await addItem(db, merchantId, sides.id, { name: 'Pommes frites', itemType: 'ADD_ON', price: 4_000, locationIds: both });

  const terminal = (locationId: string, terminalType: 'POS' | 'KIOSK' | 'WEBSHOP') =>
    createTerminalWithKey(db, { merchantId, locationId, terminalType });
  const terminals: Record<'webshop' | 'kiosk' | 'pos' | 'torgetKiosk', TerminalWithKey> = {
    webshop: await terminal(sentrum.id, 'WEBSHOP'),
    kiosk: await terminal(sentrum.id, 'KIOSK'),
    pos: await terminal(sentrum.id, 'POS'),
    torgetKiosk: await terminal(torget.id, 'KIOSK'),
  };

  return {
    merchantId,
    sentrum,
    torget,
    groups: { ekstra, saus },
    addOns: { ost, hvitløk, chili, dressing },
    categories: { pizza, beer, deliveryCategory, dinner, dessert, drinks, sides },
    items: { margherita, pepperoni, kebab, torgetPizza, monday, holiday, pils, delivery, lasagne, iceCream, cola, bubbleTea, fries },
    variants: { liten, stor },
    terminals,
  };
}
export type Shop = Awaited<ReturnType<typeof buildShop>>;
