import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelMenuSchema, type ChannelMenu } from '@bakrom/shared/schemas/channel';
import { revokeTerminalKey, terminalAuth } from '../../../test/channel-factories';
import { addDiscount, buildShop, closeTakeaway, fixedClock, markSoldOut, SHOP_NOW, type Shop } from '../../../test/channel-order-factories';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let shop: Shop;
const clock = fixedClock();

beforeAll(async () => {
  t = await buildTestApp({ clock });
  shop = await buildShop(t.database.db);
});
afterAll(() => t.close());

type Terminal = keyof Shop['terminals'];

const get = (orderType: string, terminal: Terminal = 'webshop', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/channel/menu?orderType=${orderType}`,
    headers: { ...terminalAuth(shop.terminals[terminal].key), ...headers },
  });

async function menu(orderType: string, terminal: Terminal = 'webshop'): Promise<ChannelMenu> {
  const response = await get(orderType, terminal);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(channelMenuSchema).parse(response.json()) as ChannelMenu;
}

const names = (m: ChannelMenu) => Object.fromEntries(m.categories.map((c) => [c.name, c.items.map((i) => i.name)]));
const itemOf = (m: ChannelMenu, name: string) => m.categories.flatMap((c) => c.items).find((i) => i.name === name);

describe('GET /api/channel/menu', () => {
  it('gives the takeaway menu of the location today: offered items only, sold-out items and closed categories flagged', async () => {
    const m = await menu('PICKUP');
    expect(m).toMatchObject({
      locationId: shop.sentrum.id,
      orderType: 'PICKUP',
      date: '2026-11-25',
      day: 'WEDNESDAY',
      vatRate: 15,
      earliestPickupMinutes: 20,
    });
    expect(names(m)).toEqual({
      Pizza: ['Margherita', 'Pepperoni', 'Kebabpizza'],
      Middag: ['Lasagne'],
      Dessert: ['Is'],
      Drikke: ['Cola', 'Bubble tea'],
      Tilbehør: ['Pommes frites'],
    });
    expect(m.categories.find((c) => c.name === 'Middag')).toMatchObject({ closed: true, closedMessage: 'Middag serveres fra kl. 16.' });
    expect(m.categories.find((c) => c.name === 'Pizza')).toMatchObject({ closed: false, closedMessage: null });
    expect(itemOf(m, 'Is')).toMatchObject({ soldOut: true, price: 4_600 });
    expect(itemOf(m, 'Margherita')).toMatchObject({
      soldOut: false,
      price: 14_950,
      discountedPrice: 14_950,
      discountPercent: 0,
      enableComment: true,
    });
    expect(itemOf(m, 'Pepperoni')!.variants).toEqual([
      { id: shop.variants.liten.id, name: 'Liten', price: 11_500, discountedPrice: 11_500, addOnGroupIds: [] },
      { id: shop.variants.stor.id, name: 'Stor', price: 23_000, discountedPrice: 23_000, addOnGroupIds: [shop.groups.ekstra.id] },
    ]);
    expect(
      m.addOnGroups.map((g) => [g.title, g.mandatory, g.minimum, g.maximum, g.addOns.map((a) => [a.name, a.price, a.maximumCount])]),
    ).toEqual([
      ['Ekstra', false, 0, 0, [['Ekstra ost', 1_150, 3]]],
      [
        'Saus',
        true,
        1,
        2,
        [
          ['Hvitløksaus', 0, 1],
          ['Chilisaus', 575, 1],
          ['Dressing', 575, 1],
        ],
      ],
    ]);
    expect(m.takeaway).toEqual({ closedToday: false, message: null });
    expect(m.openingHours).toHaveLength(7);
  });

  it('prices dine-in at the dine-in price and VAT with the dine-in menu, delivery with its service and VAT', async () => {
    const dineIn = await menu('DINE_IN');
    expect(dineIn.vatRate).toBe(25);
    expect(names(dineIn)).toEqual({
      Pizza: ['Margherita', 'Pepperoni', 'Kebabpizza'],
      Øl: ['Pils'],
      Middag: ['Lasagne'],
      Drikke: ['Cola', 'Bubble tea'],
      Tilbehør: ['Pommes frites'],
    });
    expect(itemOf(dineIn, 'Margherita')!.price).toBe(17_500);
    expect(itemOf(dineIn, 'Pils')).toMatchObject({ itemType: 'DRINK_ALCOHOL', price: 10_000 });
    expect(dineIn.addOnGroups.find((g) => g.title === 'Ekstra')!.addOns[0]!.price).toBe(1_500);
    const delivery = await menu('DELIVERY');
    expect(delivery.vatRate).toBe(12);
    expect(itemOf(delivery, 'Levering')).toMatchObject({ itemType: 'DELIVERY_SERVICE', price: 5_600 });
  });

  it('gives another location its own menu, and a public holiday its holiday items', async () => {
    expect(names(await menu('PICKUP', 'torgetKiosk'))).toEqual({
      Pizza: ['Margherita', 'Pepperoni', 'Kebabpizza', 'Torgets pizza'],
      Middag: ['Lasagne'],
      Dessert: ['Is'],
      Drikke: ['Cola', 'Bubble tea'],
      Tilbehør: ['Pommes frites'],
    });
    clock.set(new Date('2026-12-25T11:00:00Z'));
    try {
      const holiday = await menu('PICKUP');
      expect(holiday.day).toBe('HOLIDAY');
      expect(names(holiday).Pizza).toEqual(['Margherita', 'Pepperoni', 'Kebabpizza', 'Helligdagspizza']);
    } finally {
      clock.set(SHOP_NOW);
    }
  });

  it('answers 304 to its ETag until what the terminal sees changes', async () => {
    const first = await get('PICKUP', 'kiosk');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('PICKUP', 'kiosk', { 'if-none-match': etag })).statusCode).toBe(304);
    // Another order type or terminal type has its own answer.
    expect((await get('DINE_IN', 'kiosk')).headers.etag).not.toBe(etag);
    await markSoldOut(t.database.db, shop.merchantId, shop.items.margherita.id, shop.sentrum.id);
    const afterSoldOut = await get('PICKUP', 'kiosk', { 'if-none-match': etag });
    expect(afterSoldOut.statusCode).toBe(200);
    expect(itemOf(strictly(channelMenuSchema).parse(afterSoldOut.json()) as ChannelMenu, 'Margherita')!.soldOut).toBe(true);
    const etag2 = afterSoldOut.headers.etag as string;
    expect(etag2).not.toBe(etag);
    await closeTakeaway(t.database.db, shop.merchantId, shop.sentrum.id, '2026-11-25', '2026-11-25', 'Stengt i dag på grunn av strømbrudd');
    const closed = await get('PICKUP', 'kiosk', { 'if-none-match': etag2 });
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as ChannelMenu).takeaway).toEqual({ closedToday: true, message: 'Stengt i dag på grunn av strømbrudd' });
  });

  it('follows at once every change of what it is built from, whichever table holds it', async () => {
    const db = t.database.db;
    const change = async (terminal: Terminal, statement: ReturnType<typeof sql>, see: (m: ChannelMenu) => unknown, expected: unknown) => {
      const before = see(await menu('PICKUP', terminal)); // the menu as it was, now cached
      expect(before).not.toEqual(expected);
      await db.execute(statement);
      expect(see(await menu('PICKUP', terminal))).toEqual(expected);
    };
    const torget = shop.torget.id;
    await change(
      'torgetKiosk',
      sql`update locations set earliest_pickup_time = 45 where id = ${torget}`,
      (m) => m.earliestPickupMinutes,
      45,
    );
    await db.execute(sql`insert into opening_hours (merchant_id, location_id, weekday, is_open, from_time, to_time, kitchen_closing_time)
      values (${shop.merchantId}, ${torget}, 3, true, '10:00', '22:00', '21:30') on conflict do nothing`);
    const wednesdayOpen = (m: ChannelMenu) => m.openingHours.find((day) => day.weekday === 3)!.isOpen;
    const openBefore = wednesdayOpen(await menu('PICKUP', 'torgetKiosk'));
    await change(
      'torgetKiosk',
      sql`update opening_hours set is_open = not is_open where location_id = ${torget} and weekday = 3`,
      wednesdayOpen,
      !openBefore,
    );
    const discount = await addDiscount(db, shop.merchantId, {
      name: 'Torget 10',
      percent: 10,
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
      channels: ['KIOSK'],
      itemIds: [shop.items.cola.id],
      locationIds: [torget],
    });
    const cola = (m: ChannelMenu) => itemOf(m, 'Cola')!.discountPercent;
    expect(cola(await menu('PICKUP', 'torgetKiosk'))).toBe(10);
    await change('torgetKiosk', sql`delete from discount_items where discount_id = ${discount.id}`, cola, 0);
    await change(
      'torgetKiosk',
      sql`insert into discount_items (discount_id, item_id) values (${discount.id}, ${shop.items.cola.id})`,
      cola,
      10,
    );
    await change('torgetKiosk', sql`delete from discount_locations where discount_id = ${discount.id}`, cola, 0);
    await change(
      'torgetKiosk',
      sql`insert into discount_locations (discount_id, location_id) values (${discount.id}, ${torget})`,
      cola,
      10,
    );
    await change('torgetKiosk', sql`update merchant_settings set offer_discount = false where merchant_id = ${shop.merchantId}`, cola, 0);
    await db.execute(sql`update merchant_settings set offer_discount = true where merchant_id = ${shop.merchantId}`);
    // Sentrum's dish control closes Middag, which Sentrum does not offer otherwise.
    const dinner = (m: ChannelMenu) => m.categories.find((c) => c.name === 'Middag')?.closed ?? 'not offered';
    await change(
      'kiosk',
      sql`delete from custom_action_categories where category_id = ${shop.categories.dinner.id}`,
      dinner,
      'not offered',
    );
    await change(
      'kiosk',
      sql`insert into custom_action_categories (custom_action_id, category_id)
        select a.id, ${shop.categories.dinner.id}::uuid from custom_actions a where a.location_id = ${shop.sentrum.id}`,
      dinner,
      true,
    );
    await change(
      'kiosk',
      sql`update custom_actions set closed_message = 'Stengt' where location_id = ${shop.sentrum.id}`,
      (m) => m.categories.find((c) => c.name === 'Middag')?.closedMessage,
      'Stengt',
    );
  });

  it('shows the discount valid for the channel, location and day', async () => {
    await addDiscount(t.database.db, shop.merchantId, {
      name: 'Kiosk 20',
      percent: 20,
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
      channels: ['KIOSK'],
      itemIds: [shop.items.kebab.id],
      locationIds: [shop.sentrum.id],
    });
    expect(itemOf(await menu('PICKUP', 'kiosk'), 'Kebabpizza')).toMatchObject({
      price: 17_250,
      discountPercent: 20,
      discountedPrice: 13_800,
    });
    expect(itemOf(await menu('PICKUP', 'webshop'), 'Kebabpizza')).toMatchObject({ discountPercent: 0, discountedPrice: 17_250 });
    expect(itemOf(await menu('PICKUP', 'torgetKiosk'), 'Kebabpizza')!.discountPercent).toBe(0);
  });

  it('answers 400 for a missing or unknown order type, 401 without a valid key or with a session', async () => {
    expect((await get('TAKEAWAY')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/channel/menu', headers: terminalAuth(shop.terminals.webshop.key) })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/channel/menu?orderType=PICKUP' })).statusCode).toBe(401);
    const username = `meny.${shop.merchantId}`.toLowerCase();
    await buildUser(t.database.db, { merchantId: shop.merchantId, username });
    const token = await loginAs(t.app, username);
    expect((await t.app.inject({ method: 'GET', url: '/api/channel/menu?orderType=PICKUP', headers: auth(token) })).statusCode).toBe(401);
    await revokeTerminalKey(t.database.db, shop.terminals.pos.terminalId);
    expect((await get('PICKUP', 'pos')).statusCode).toBe(401);
  });
});

describe('the OpenAPI document of the selling calls', () => {
  it('describes the menu and the order with their schemas and an example, behind the terminal key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const menuCall = document.paths['/api/channel/menu']!.get!;
    expect(menuCall).toMatchObject({
      'x-access': 'terminal',
      security: [{ terminal: [] }],
      summary: 'The menu this terminal may sell now',
    });
    expect(JSON.stringify(menuCall.parameters)).toContain('orderType');
    const orderCall = document.paths['/api/channel/orders']!.post!;
    expect(orderCall).toMatchObject({ 'x-access': 'terminal', security: [{ terminal: [] }] });
    expect(JSON.stringify(orderCall.requestBody)).toContain('kiosk-1-000123');
    expect(Object.keys(orderCall.responses as object)).toContain('201');
  });
});
