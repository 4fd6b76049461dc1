import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardDataSchema } from '@bakrom/shared/schemas/dashboard';
import type { ChannelOrderInput } from '@bakrom/shared/schemas/channel';
import type { ReportCounters } from '@bakrom/shared/schemas/reports';
import { orderSchema, type Order } from '@bakrom/shared/schemas/orders';
import { journalEntries, orders, signedTransactions } from '../../db/schema/index';
import { checkJournal } from '../journal/service';
import { checkSignatures } from '../saft/signing-service';
import { createLiveListener, type LiveNotification } from '../live/listener';
import { revokeTerminalKey, terminalAuth } from '../../../test/channel-factories';
import {
  addCategory,
  addDiscount,
  addItem,
  buildShop,
  closeTakeaway,
  fixedClock,
  SHOP_NOW,
  type Shop,
} from '../../../test/channel-order-factories';
import { UNKNOWN_ID } from '../../../test/business-factories';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { merchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let shop: Shop;
let token: string;
const clock = fixedClock();
let reference = 0;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  shop = await buildShop(t.database.db);
  await buildUser(t.database.db, { merchantId: shop.merchantId, username: `kanal.${shop.merchantId}`.toLowerCase() });
  token = await loginAs(t.app, `kanal.${shop.merchantId}`.toLowerCase());
});
afterAll(() => t.close());

type Terminal = keyof Shop['terminals'];

function post(
  payload: unknown,
  terminal: Terminal = 'webshop',
  headers: Record<string, string> = terminalAuth(shop.terminals[terminal].key),
) {
  return t.app.inject({ method: 'POST', url: '/api/channel/orders', headers, payload: payload as object });
}

/** An order body with a fresh reference, paid in full by card unless said otherwise. */
function body(overrides: Partial<ChannelOrderInput> & { pay?: number }): ChannelOrderInput {
  const { pay, ...rest } = overrides;
  reference += 1;
  return {
    channelReference: `ref-${reference}`,
    orderType: 'PICKUP',
    lines: [{ itemId: shop.items.margherita.id, count: 1 }],
    payments: pay === undefined ? [] : [{ type: 'CARD', amount: pay, cardType: 'VISA' }],
    ...rest,
  };
}

async function stored(payload: ChannelOrderInput, terminal: Terminal = 'webshop'): Promise<Order> {
  const response = await post(payload, terminal);
  expect(response.statusCode, response.body).toBe(201);
  return strictly(orderSchema).parse(response.json()) as Order;
}

async function refused(payload: ChannelOrderInput, code: string, terminal: Terminal = 'webshop') {
  const response = await post(payload, terminal);
  expect(response.statusCode, response.body).toBe(code === 'NOT_FOUND' ? 404 : 409);
  const error = (response.json() as { error: { code: string; message: string } }).error;
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(5);
  return error;
}

describe('POST /api/channel/orders: pricing from the menu', () => {
  it('prices a takeaway line at the takeaway price with takeaway VAT and answers the order as getOrder does', async () => {
    const order = await stored(body({ pay: 14_950, customer: { name: 'Kari Nordmann', mobile: '+47 912 34 567' } }));
    expect(order).toMatchObject({
      orderType: 'PICKUP',
      orderStatus: 'ORDERED',
      channel: 'WEBSHOP',
      locationId: shop.sentrum.id,
      totalAmount: 14_950,
      totalVat: 1_950,
      toPayAmount: 14_950,
      name: 'Kari Nordmann',
      mobileNumber: '+4791234567',
      pickupTimeOption: 'whenFoodIsReady',
      vats: [{ vatRate: 15, grossAmount: 14_950, vatAmount: 1_950 }],
    });
    expect(order.cartItems).toMatchObject([
      { itemName: 'Margherita', itemType: 'DISH', categoryName: 'Pizza', price: 13_000, vatRate: 15, count: 1, grossAmount: 14_950 },
    ]);
    expect(order.payments).toMatchObject([{ paymentType: 'CARD', cardType: 'VISA', amount: 14_950 }]);
    const fromBackOffice = await t.app.inject({
      method: 'GET',
      url: `/api/order/getOrder?orderDocumentId=${order.id}`,
      headers: auth(token),
    });
    expect(fromBackOffice.json()).toEqual(order);
  });

  it('prices dine-in at the dine-in price and VAT, delivery at the delivery VAT', async () => {
    expect(await stored(body({ orderType: 'DINE_IN', tableName: 'Bord 4', pay: 17_500 }))).toMatchObject({
      totalAmount: 17_500,
      totalVat: 3_500,
      tableName: 'Bord 4',
    });
    const delivery = await stored(
      body({
        orderType: 'DELIVERY',
        lines: [
          { itemId: shop.items.margherita.id, count: 2 },
          { itemId: shop.items.delivery.id, count: 1 },
        ],
        pay: 29_120 + 5_600,
      }),
    );
    expect(delivery).toMatchObject({
      totalAmount: 34_720,
      deliveryTimeOption: 'asSoonAsPossible',
      vats: [{ vatRate: 12, grossAmount: 34_720, vatAmount: 3_720 }],
    });
    expect(delivery.cartItems.map((line) => line.itemType)).toEqual(['DISH', 'DELIVERY_SERVICE']);
  });

  it('prices every item type: a dish, alcohol at the table, a delivery service', async () => {
    const pils = await stored(body({ orderType: 'DINE_IN', lines: [{ itemId: shop.items.pils.id, count: 3 }], pay: 30_000 }));
    expect(pils.cartItems).toMatchObject([
      { itemType: 'DRINK_ALCOHOL', categoryName: 'Øl', price: 8_000, vatRate: 25, count: 3, grossAmount: 30_000 },
    ]);
  });

  it('prices drinks, bubble tea and a side sold as an item like any dish', async () => {
    const { cola, bubbleTea, fries } = shop.items;
    const order = await stored(
      body({
        lines: [
          { itemId: cola.id, count: 2 },
          { itemId: bubbleTea.id, count: 1 },
          { itemId: fries.id, count: 1 },
        ],
        pay: 6_900 + 5_750 + 4_600,
      }),
    );
    expect(order.cartItems.map((line) => [line.itemName, line.itemType, line.categoryName, line.grossAmount])).toEqual([
      ['Cola', 'DRINK', 'Drikke', 6_900],
      ['Bubble tea', 'DRINK_BUBBLE_TEA', 'Drikke', 5_750],
      ['Pommes frites', 'ADD_ON', 'Tilbehør', 4_600],
    ]);
  });

  it('prices a variant and its add-ons: per unit of the line, times its count, without the discount', async () => {
    const order = await stored(
      body({
        lines: [
          {
            itemId: shop.items.pepperoni.id,
            variantId: shop.variants.stor.id,
            addOns: [{ id: shop.addOns.ost.id, count: 2 }],
            count: 2,
            comment: 'Godt stekt',
          },
        ],
        pay: 46_000 + 4_600,
      }),
    );
    expect(order.cartItems).toMatchObject([
      {
        itemName: 'Pepperoni',
        itemSubselection: { name: 'Stor', addOnCartItems: [] },
        price: 20_000,
        count: 2,
        grossAmount: 46_000,
        comment: 'Godt stekt',
        addOnCartItems: [{ addOnId: shop.addOns.ost.id, name: 'Ekstra ost', count: 4, price: 1_000, vatRate: 15, grossAmount: 4_600 }],
      },
    ]);
    expect(order.totalVat).toBe(6_000 + 600);
  });

  it('keeps a mandatory add-on group within its minimum and maximum, and an add-on within its own maximum', async () => {
    const kebab = (addOns: { id: string; count: number }[], pay = 17_250) =>
      body({ lines: [{ itemId: shop.items.kebab.id, addOns, count: 1 }], pay });
    await refused(kebab([]), 'ADD_ON_LIMITS');
    const three = [shop.addOns.hvitløk, shop.addOns.chili, shop.addOns.dressing].map((a) => ({ id: a.id, count: 1 }));
    expect((await refused(kebab(three, 18_400), 'ADD_ON_LIMITS')).message).toBe('Velg høyst 2 i «Saus».');
    await refused(kebab([{ id: shop.addOns.chili.id, count: 2 }], 18_400), 'ADD_ON_LIMITS');
    const two = await stored(
      kebab(
        [
          { id: shop.addOns.hvitløk.id, count: 1 },
          { id: shop.addOns.chili.id, count: 1 },
        ],
        17_250 + 575,
      ),
    );
    expect(two.cartItems[0]!.addOnCartItems.map((a) => [a.name, a.grossAmount]).sort()).toEqual([
      ['Chilisaus', 575],
      ['Hvitløksaus', 0],
    ]);
    const ost = (count: number) =>
      body({
        lines: [
          { itemId: shop.items.pepperoni.id, variantId: shop.variants.stor.id, addOns: [{ id: shop.addOns.ost.id, count }], count: 1 },
        ],
        pay: 23_000 + count * 1_150,
      });
    expect((await refused(ost(4), 'ADD_ON_LIMITS')).message).toBe('«Ekstra ost» kan velges høyst 3 ganger.');
    await stored(ost(3));
  });

  it('refuses an add-on the item or its variant does not offer, and an item with variants without one', async () => {
    await refused(
      body({
        lines: [
          { itemId: shop.items.pepperoni.id, variantId: shop.variants.liten.id, addOns: [{ id: shop.addOns.ost.id, count: 1 }], count: 1 },
        ],
        pay: 12_650,
      }),
      'ADD_ON_UNAVAILABLE',
    );
    await refused(body({ lines: [{ itemId: shop.items.pepperoni.id, count: 1 }], pay: 11_500 }), 'VARIANT_REQUIRED');
  });
});

describe('POST /api/channel/orders: refusals a kiosk can show', () => {
  it('refuses a sold-out item, an item not offered here, today or for the order type, and a closed category', async () => {
    expect((await refused(body({ lines: [{ itemId: shop.items.iceCream.id, count: 1 }], pay: 4_600 }), 'ITEM_SOLD_OUT')).message).toBe(
      '«Is» er utsolgt.',
    );
    await refused(body({ lines: [{ itemId: shop.items.torgetPizza.id, count: 1 }], pay: 17_250 }), 'ITEM_UNAVAILABLE');
    expect((await refused(body({ lines: [{ itemId: shop.items.monday.id, count: 1 }], pay: 10_350 }), 'ITEM_UNAVAILABLE')).message).toBe(
      '«Mandagspizza» kan ikke bestilles i dag.',
    );
    await refused(body({ lines: [{ itemId: shop.items.pils.id, count: 1 }] }), 'ITEM_UNAVAILABLE');
    await refused(body({ lines: [{ itemId: shop.items.delivery.id, count: 1 }], pay: 5_750 }), 'ITEM_UNAVAILABLE');
    expect((await refused(body({ lines: [{ itemId: shop.items.lasagne.id, count: 1 }], pay: 19_550 }), 'CATEGORY_CLOSED')).message).toBe(
      'Middag serveres fra kl. 16.',
    );
    // At Torget the same items sell.
    await stored(
      body({
        lines: [
          { itemId: shop.items.torgetPizza.id, count: 1 },
          { itemId: shop.items.iceCream.id, count: 1 },
          { itemId: shop.items.lasagne.id, count: 1 },
        ],
        pay: 17_250 + 4_600 + 19_550,
      }),
      'torgetKiosk',
    );
  });

  it('sells a holiday item on a public holiday, and not a weekday item', async () => {
    clock.set(new Date('2026-12-25T11:00:00Z'));
    try {
      await stored(body({ lines: [{ itemId: shop.items.holiday.id, count: 1 }], pay: 10_350 }));
      await refused(body({ lines: [{ itemId: shop.items.monday.id, count: 1 }], pay: 10_350 }), 'ITEM_UNAVAILABLE');
    } finally {
      clock.set(SHOP_NOW);
    }
    await refused(body({ lines: [{ itemId: shop.items.holiday.id, count: 1 }], pay: 10_350 }), 'ITEM_UNAVAILABLE');
  });

  it('refuses pickup and delivery on a closing day with its message, and still serves dine-in', async () => {
    await closeTakeaway(t.database.db, shop.merchantId, shop.torget.id, '2026-11-25', '2026-11-26', 'Stengt for varetelling');
    expect((await refused(body({ pay: 14_950 }), 'TAKEAWAY_CLOSED', 'torgetKiosk')).message).toBe('Stengt for varetelling');
    await refused(body({ orderType: 'DELIVERY', pay: 14_560 }), 'TAKEAWAY_CLOSED', 'torgetKiosk');
    await stored(body({ orderType: 'DINE_IN', pay: 17_500 }), 'torgetKiosk');
    // A pickup on a later, open day is taken.
    await stored(body({ pickupTime: '2026-11-27T12:00:00+01:00', pay: 14_950 }), 'torgetKiosk');
  });

  it('refuses a pickup time before the earliest pickup time', async () => {
    const at = (minutes: number) => new Date(SHOP_NOW.getTime() + minutes * 60_000).toISOString();
    expect((await refused(body({ pickupTime: at(10), pay: 14_950 }), 'PICKUP_TOO_EARLY')).message).toBe('Tidligste hentetid er kl. 12:20.');
    const order = await stored(body({ pickupTime: at(20), pay: 14_950 }));
    expect(order.pickupOrDeliveryTime).toBe(at(20));
    expect(order.pickupTimeOption).toBeNull();
  });

  it('refuses payments that do not add up to the total plus tips less the points', async () => {
    await refused(body({ pay: 14_949 }), 'PAYMENT_MISMATCH');
    await refused(body({ pay: 14_950, tipsAmount: 1_000 }), 'PAYMENT_MISMATCH');
    await refused(body({ usedPoints: 150 }), 'PAYMENT_MISMATCH');
    const split = await stored(
      body({
        tipsAmount: 2_000,
        usedPoints: 50,
        payments: [
          { type: 'VIPPS', amount: 10_000, provider: 'NOT_ANY' },
          { type: 'CASH', amount: 1_950 },
        ],
      }),
      'pos',
    );
    expect(split).toMatchObject({
      totalAmount: 14_950,
      tipsAmount: 2_000,
      usedPoints: 50,
      toPayAmount: 11_950,
      orderStatus: 'COMPLETED',
      channel: 'POS',
    });
    expect(split.payments.map((p) => [p.paymentType, p.amount]).sort()).toEqual([
      ['CASH', 1_950],
      ['VIPPS', 10_000],
    ]);
    // Points paying for everything leave nothing to pay.
    expect(await stored(body({ usedPoints: 150, tipsAmount: 50, payments: [] }), 'kiosk')).toMatchObject({ toPayAmount: 0, payments: [] });
  });

  it('answers 404 for ids the merchant does not have: unknown, or another merchant’s', async () => {
    const other = await merchantSession(t);
    const category = await addCategory(t.database.db, other.merchantId, { name: 'Annen', locationIds: other.locationIds });
    const foreign = await addItem(t.database.db, other.merchantId, category.id, {
      name: 'Annens pizza',
      price: 10_000,
      locationIds: other.locationIds,
    });
    await refused(body({ lines: [{ itemId: foreign.id, count: 1 }], pay: 11_500 }), 'NOT_FOUND');
    await refused(body({ lines: [{ itemId: UNKNOWN_ID, count: 1 }], pay: 100 }), 'NOT_FOUND');
    await refused(body({ lines: [{ itemId: shop.items.pepperoni.id, variantId: UNKNOWN_ID, count: 1 }], pay: 100 }), 'NOT_FOUND');
    await refused(
      body({ lines: [{ itemId: shop.items.margherita.id, addOns: [{ id: UNKNOWN_ID, count: 1 }], count: 1 }], pay: 100 }),
      'NOT_FOUND',
    );
  });

  it('answers 400 naming the field for a malformed order', async () => {
    const bad = async (payload: unknown, field: string) => {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys((response.json() as { error: { fields: Record<string, string> } }).error.fields)).toContain(field);
    };
    await bad({ ...body({}), lines: [] }, 'lines');
    await bad({ ...body({}), orderType: 'TAKEAWAY' }, 'orderType');
    await bad({ ...body({}), tipsAmount: -1 }, 'tipsAmount');
    await bad({ ...body({}), tipsAmount: 1.5 }, 'tipsAmount');
    await bad({ ...body({}), lines: [{ itemId: 'pizza', count: 1 }] }, 'lines.0.itemId');
    await bad({ ...body({}), lines: [{ itemId: shop.items.margherita.id, count: 0 }] }, 'lines.0.count');
    await bad({ ...body({}), payments: [{ type: 'GOLD', amount: 100 }] }, 'payments.0.type');
    await bad({ ...body({}), payments: [{ type: 'CASH', amount: 0 }] }, 'payments.0.amount');
    await bad({ ...body({}), pickupTime: 'i morgen' }, 'pickupTime');
    await bad({ ...body({}), channelReference: '' }, 'channelReference');
  });
});

describe('POST /api/channel/orders: one order per channel reference', () => {
  it('answers a repeat with the first result, and another order under the same reference with 409', async () => {
    const payload = body({ pay: 14_950 });
    const first = await post(payload);
    const again = await post(payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await post({
      ...payload,
      lines: [{ itemId: shop.items.margherita.id, count: 2 }],
      payments: [{ type: 'CARD', amount: 29_900 }],
    });
    expect(other.statusCode).toBe(409);
    expect((other.json() as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_CONFLICT');
    // The reference is the terminal's own: another terminal may use it.
    expect((await post(payload, 'kiosk')).statusCode).toBe(201);
  });

  it('stores one order for 20 parallel posts of it, every answer the same', async () => {
    const payload = body({ pay: 14_950 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const first = answers[0]!.json() as Order;
    for (const answer of answers) expect(answer.json()).toEqual(first);
    const rows = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.channelReference, payload.channelReference));
    expect(rows).toHaveLength(1);
  });

  it('numbers parallel orders of the merchant one after the other, without gaps', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(body({ pay: 14_950 }), (['webshop', 'kiosk', 'pos'] as const)[i % 3])),
    );
    const numbers = answers.map((a) => (a.json() as Order).orderId).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => numbers[0]! + i));
    const all = await t.database.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.merchantId, shop.merchantId));
    const sorted = all.map((r) => r.n).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: sorted.length }, (_, i) => i + 1));
  });

  it('signs every sale on its terminal’s chain and journals it (13012), the parallel ones included', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body({ pay: 14_950 }), 'kiosk')));
    const ids = answers.map((a) => (a.json() as Order).id);
    const db = t.database.db;
    const signed = (await db.select().from(signedTransactions).where(eq(signedTransactions.merchantId, shop.merchantId))).filter((row) =>
      ids.includes(row.orderId),
    );
    expect(signed).toHaveLength(20);
    expect(signed.every((row) => row.kind === 'SALE' && row.amountWithVat === 14_950 && row.amountWithoutVat < 14_950)).toBe(true);
    expect(await checkSignatures(db, shop.merchantId)).toMatchObject({ ok: true, firstBroken: null });
    const journal = (await db.select().from(journalEntries).where(eq(journalEntries.merchantId, shop.merchantId))).filter(
      (entry) => entry.eventCode === 13012 && ids.includes(JSON.parse(entry.payload).orderId),
    );
    expect(journal).toHaveLength(20);
    expect((await checkJournal(db, shop.merchantId)).ok).toBe(true);
  });
});

describe('POST /api/channel/orders: keys and the back office', () => {
  it('answers 401 without a key, with a session token, or with a revoked key', async () => {
    expect((await post(body({ pay: 14_950 }), 'webshop', {})).statusCode).toBe(401);
    expect((await post(body({ pay: 14_950 }), 'webshop', auth(token))).statusCode).toBe(401);
    expect((await post(body({ pay: 14_950 }), 'webshop', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    const pos = shop.terminals.pos;
    await revokeTerminalKey(t.database.db, pos.terminalId);
    expect((await post(body({ pay: 14_950 }), 'pos')).statusCode).toBe(401);
  });

  it('announces a stored order to the back office’s live stream once it commits, and never a refused one', async () => {
    const listener = createLiveListener(t.database);
    const events: LiveNotification[] = [];
    const leave = await listener.subscribe(shop.merchantId, { onEvent: (event) => events.push(event), onGap: () => undefined });
    try {
      await refused(body({ pay: 1 }), 'PAYMENT_MISMATCH', 'kiosk');
      const order = await stored(body({ pay: 14_950 }), 'kiosk');
      const deadline = Date.now() + 5_000;
      while (!events.some((event) => event.orderId === order.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(events.map(({ kind, orderId, locationId }) => ({ kind, orderId, locationId }))).toEqual([
        { kind: 'order.created', orderId: order.id, locationId: shop.sentrum.id },
      ]);
    } finally {
      leave();
      await listener.close();
    }
  });

  it('raises the overview’s total of today', async () => {
    const today = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/getDashboardData', headers: auth(token) });
      expect(response.statusCode, response.body).toBe(200);
      return dashboardDataSchema.parse(response.json()).totalSalesToday;
    };
    const before = await today();
    await stored(body({ pay: 14_950 + 500, tipsAmount: 500 }), 'kiosk');
    expect(await today()).toBeCloseTo(before + 149.5, 2);
  });
});

describe('POST /api/channel/orders: a stored order always reconciles', () => {
  it('lines and add-ons add up to the total and VAT, payments to what is to be paid', async () => {
    const { items, variants, addOns } = shop;
    const lineKinds = [
      { itemId: items.margherita.id },
      { itemId: items.pepperoni.id, variantId: variants.liten.id },
      { itemId: items.pepperoni.id, variantId: variants.stor.id, addOns: [{ id: addOns.ost.id, count: 2 }] },
      {
        itemId: items.kebab.id,
        addOns: [
          { id: addOns.chili.id, count: 1 },
          { id: addOns.hvitløk.id, count: 1 },
        ],
      },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ kind: fc.integer({ min: 0, max: 3 }), count: fc.integer({ min: 1, max: 9 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom('DINE_IN' as const, 'PICKUP' as const),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 3 }),
        async (lines, orderType, tips, split) => {
          const payload = body({
            orderType,
            tipsAmount: tips,
            lines: lines.map((line) => ({ ...lineKinds[line.kind]!, count: line.count })),
          });
          // Ask for the amount due: a payment of 1 øre is refused with it in the message.
          const quote = await post({ ...payload, payments: [{ type: 'CASH', amount: 1 }] }, 'kiosk');
          expect(quote.statusCode).toBe(409);
          const due = Number(
            /\(([\d\s\u00a0]+),(\d\d)\s*kr\)\.$/
              .exec((quote.json() as { error: { message: string } }).error.message)!
              .slice(1, 3)
              .join('')
              .replace(/\D/g, ''),
          );
          const parts = Array.from({ length: split }, (_, i) =>
            i < split - 1 ? Math.floor(due / split) : due - Math.floor(due / split) * (split - 1),
          ).filter((a) => a > 0);
          const order = await stored({ ...payload, payments: parts.map((amount) => ({ type: 'CARD' as const, amount })) }, 'kiosk');
          const lineSum = order.cartItems.reduce(
            (sum, line) => sum + line.grossAmount + line.addOnCartItems.reduce((s, a) => s + a.grossAmount, 0),
            0,
          );
          expect(order.totalAmount).toBe(lineSum);
          expect(order.vats.reduce((sum, v) => sum + v.vatAmount, 0)).toBe(order.totalVat);
          expect(order.vats.reduce((sum, v) => sum + v.grossAmount, 0)).toBe(order.totalAmount);
          expect(order.toPayAmount).toBe(order.totalAmount + order.tipsAmount - order.usedPoints * 100);
          expect(order.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(order.toPayAmount);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('POST /api/channel/orders: discounts by channel and date', () => {
  it('applies the largest discount valid for the channel, location and date to the item, not to others', async () => {
    const { merchantId, sentrum, items } = shop;
    await addDiscount(t.database.db, merchantId, {
      name: 'Nett 10',
      percent: 10,
      fromDate: '2026-11-20',
      toDate: '2026-11-30',
      channels: ['WEB_TAKEAWAY'],
      itemIds: [items.margherita.id],
      locationIds: [sentrum.id],
    });
    await addDiscount(t.database.db, merchantId, {
      name: 'Nett 20',
      percent: 20,
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
      channels: ['WEB_TAKEAWAY', 'KIOSK'],
      itemIds: [items.kebab.id],
      locationIds: [sentrum.id],
    });
    await addDiscount(t.database.db, merchantId, {
      name: 'Av',
      percent: 50,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      channels: ['WEB_TAKEAWAY'],
      itemIds: [items.margherita.id],
      locationIds: [sentrum.id],
      active: false,
    });
    await addDiscount(t.database.db, merchantId, {
      name: 'Torget',
      percent: 50,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      channels: ['WEB_TAKEAWAY'],
      itemIds: [items.margherita.id],
      locationIds: [shop.torget.id],
    });

    const web = await stored(body({ pay: 13_455 }));
    expect(web.cartItems[0]).toMatchObject({ discountPercent: 10, grossAmount: 13_455, price: 13_000 });
    // The kiosk and the webshop's dine-in are other channels; add-ons are never discounted.
    expect((await stored(body({ pay: 14_950 }), 'kiosk')).cartItems[0]!.discountPercent).toBe(0);
    expect((await stored(body({ orderType: 'DINE_IN', pay: 17_500 }))).cartItems[0]!.discountPercent).toBe(0);
    const kebab = await stored(
      body({ lines: [{ itemId: items.kebab.id, addOns: [{ id: shop.addOns.chili.id, count: 1 }], count: 1 }], pay: 13_800 + 575 }),
      'kiosk',
    );
    expect(kebab.cartItems[0]).toMatchObject({ discountPercent: 20, grossAmount: 13_800, addOnCartItems: [{ grossAmount: 575 }] });

    clock.set(new Date('2026-12-01T11:00:00Z'));
    try {
      expect((await stored(body({ pay: 14_950 }))).cartItems[0]!.discountPercent).toBe(0);
    } finally {
      clock.set(SHOP_NOW);
    }
  });
});

describe('POST /api/channel/orders/:id/status: a signed sale is never undone, its cancellation is a return', () => {
  const setStatus = (orderId: string, status: string, terminal: Terminal = 'kiosk') =>
    t.app.inject({
      method: 'POST',
      url: `/api/channel/orders/${orderId}/status`,
      headers: terminalAuth(shop.terminals[terminal].key),
      payload: { status },
    });

  async function xCounters(terminal: Terminal): Promise<ReportCounters> {
    const query = `locationId=${shop.sentrum.id}&terminalId=${shop.terminals[terminal].terminalId}`;
    const response = await t.app.inject({ method: 'GET', url: `/api/report/getXReport?${query}`, headers: auth(token) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { counters: ReportCounters }).counters;
  }

  it('a kiosk sale paid by card and cancelled stays a sale in the X-report, its return counts under returns, the grand total never falls', async () => {
    const sale = await stored(body({ lines: [{ itemId: shop.items.margherita.id, count: 2 }], pay: 29_900 }), 'kiosk');
    const before = await xCounters('kiosk');
    const cancelled = await setStatus(sale.id, 'CANCELLED');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(strictly(orderSchema).parse(cancelled.json())).toMatchObject({ orderStatus: 'CANCELLED', refundedTotalAmount: 29_900 });
    const after = await xCounters('kiosk');
    expect(after.saleReceiptsCount).toBe(before.saleReceiptsCount);
    expect(after.refundReceiptsCount).toBe(before.refundReceiptsCount + 1);
    expect(after.refundReceiptsTotalAmount).toBe(before.refundReceiptsTotalAmount + 29_900);
    expect(after.grandTotalSales).toBeGreaterThanOrEqual(before.grandTotalSales);
    expect(after.grandTotalRefund).toBe(before.grandTotalRefund + 29_900);

    const db = t.database.db;
    const signed = await db.select().from(signedTransactions).where(eq(signedTransactions.orderId, sale.id));
    expect(signed.map((row) => [row.kind, row.terminalId, row.amountWithVat]).sort()).toEqual([
      ['RETURN', shop.terminals.kiosk.terminalId, -29_900],
      ['SALE', shop.terminals.kiosk.terminalId, 29_900],
    ]);
    expect(await checkSignatures(db, shop.merchantId)).toMatchObject({ ok: true, firstBroken: null });
    const journal = (await db.select().from(journalEntries).where(eq(journalEntries.merchantId, shop.merchantId))).filter(
      (entry) => entry.eventCode === 13013 && JSON.parse(entry.payload).orderId === sale.id,
    );
    expect(journal.map((entry) => entry.description)).toEqual([`Retur ved kansellering av ordre nr. ${sale.orderId}`]);
    expect((await checkJournal(db, shop.merchantId)).ok).toBe(true);
  });

  it('a repeated cancellation changes nothing: one return, one signature', async () => {
    const sale = await stored(body({ pay: 14_950 }), 'kiosk');
    const answers = await Promise.all([setStatus(sale.id, 'CANCELLED'), setStatus(sale.id, 'CANCELLED', 'webshop')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await setStatus(sale.id, 'CANCELLED')).statusCode).toBe(200);
    const returns = (await t.database.db.select().from(signedTransactions).where(eq(signedTransactions.orderId, sale.id))).filter(
      (row) => row.kind === 'RETURN',
    );
    expect(returns).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, sale.id));
    expect(row).toMatchObject({ orderStatus: 'CANCELLED', refundedTotalAmount: 14_950 });
    // A cancelled order is final: completing it now is refused.
    expect((await setStatus(sale.id, 'COMPLETED')).statusCode).toBe(409);
  });
});
