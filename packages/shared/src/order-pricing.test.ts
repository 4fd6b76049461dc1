import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addOnGroupLimit,
  discountChannelOf,
  discountPercents,
  easterSunday,
  lineGross,
  menuOrderTypeOf,
  norwegianPublicHolidays,
  priceOrder,
  quoteOrder,
  salesDayOf,
  toPayOf,
  unavailabilityOf,
  vatRateOf,
  type OrderRequest,
  type SalesContext,
  type SellableAddOn,
  type SellableAddOnGroup,
  type SellableCategory,
  type SellableItem,
  type SellableMenu,
} from './order-pricing';
import { vatOfGross } from './vat';

const VAT = { dineIn: 25, takeOut: 15, delivery: 15 };

const category = (overrides: Partial<SellableCategory> = {}): SellableCategory => ({
  id: 'c1',
  name: 'Pizza',
  orderTypes: ['DINE_IN', 'TAKEAWAY'],
  days: [],
  atLocation: true,
  closedMessage: null,
  ...overrides,
});

const item = (overrides: Partial<SellableItem> = {}): SellableItem => ({
  id: 'i1',
  categoryId: 'c1',
  name: 'Margherita',
  itemType: 'DISH',
  price: 13_000,
  priceDineIn: 14_000,
  orderTypes: ['DINE_IN', 'TAKEAWAY'],
  days: [],
  atLocation: true,
  soldOut: false,
  variants: [],
  addOnGroupIds: [],
  ...overrides,
});

const group = (overrides: Partial<SellableAddOnGroup> = {}): SellableAddOnGroup => ({
  id: 'g1',
  title: 'Ekstra',
  mandatory: false,
  minimum: 0,
  maximum: 0,
  ...overrides,
});

const addOn = (overrides: Partial<SellableAddOn> = {}): SellableAddOn => ({
  id: 'a1',
  addOnGroupId: 'g1',
  name: 'Ost',
  price: 1_000,
  priceDineIn: 1_200,
  allowMultipleTimes: false,
  maximum: 100,
  ...overrides,
});

function menuOf(parts: {
  categories?: SellableCategory[];
  items?: SellableItem[];
  groups?: SellableAddOnGroup[];
  addOns?: SellableAddOn[];
}) {
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((entry) => [entry.id, entry]));
  return {
    categories: byId(parts.categories ?? [category()]),
    items: byId(parts.items ?? [item()]),
    addOnGroups: byId(parts.groups ?? []),
    addOns: byId(parts.addOns ?? []),
  } satisfies SellableMenu;
}

const NOW = new Date('2026-11-25T11:00:00Z'); // Wednesday 12:00 in Oslo

const context = (overrides: Partial<SalesContext> = {}): SalesContext => ({
  now: NOW,
  date: '2026-11-25',
  day: 'WEDNESDAY',
  vat: VAT,
  discounts: new Map(),
  takeawayClosedOn: () => undefined,
  earliestPickupMinutes: 20,
  ...overrides,
});

const request = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
  orderType: 'PICKUP',
  lines: [{ itemId: 'i1', addOns: [], count: 1, comment: '' }],
  tipsAmount: 0,
  usedPoints: 0,
  payments: [{ amount: 14_950 }],
  ...overrides,
});

describe('order type, VAT and channel', () => {
  it('prices pickup and delivery from the takeaway menu, each order type at its own VAT rate', () => {
    expect(menuOrderTypeOf('DINE_IN')).toBe('DINE_IN');
    expect(menuOrderTypeOf('PICKUP')).toBe('TAKEAWAY');
    expect(menuOrderTypeOf('DELIVERY')).toBe('TAKEAWAY');
    expect(vatRateOf('DINE_IN', { dineIn: 25, takeOut: 15, delivery: 12 })).toBe(25);
    expect(vatRateOf('PICKUP', { dineIn: 25, takeOut: 15, delivery: 12 })).toBe(15);
    expect(vatRateOf('DELIVERY', { dineIn: 25, takeOut: 15, delivery: 12 })).toBe(12);
  });

  it('names the discount channel by terminal and, for the webshop, by order type', () => {
    expect(discountChannelOf('WEBSHOP', 'DINE_IN')).toBe('WEB_DINE_IN');
    expect(discountChannelOf('WEBSHOP', 'PICKUP')).toBe('WEB_TAKEAWAY');
    expect(discountChannelOf('WEBSHOP', 'DELIVERY')).toBe('WEB_TAKEAWAY');
    expect(discountChannelOf('KIOSK', 'DINE_IN')).toBe('KIOSK');
    expect(discountChannelOf('POS', 'PICKUP')).toBe('POS');
  });
});

describe('sales days', () => {
  it('finds Easter and the Norwegian public holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(norwegianPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-17',
      '2026-05-24',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('is the weekday, or HOLIDAY on a public holiday when the merchant uses the holiday option', () => {
    expect(salesDayOf('2026-11-25', true)).toBe('WEDNESDAY');
    expect(salesDayOf('2026-12-25', false)).toBe('FRIDAY');
    expect(salesDayOf('2026-12-25', true)).toBe('HOLIDAY');
  });
});

describe('discounts', () => {
  const base = {
    percent: 10,
    fromDate: '2026-11-01',
    toDate: '2026-11-30',
    active: true,
    validForChannelIds: ['KIOSK'],
    itemIds: ['i1', 'i2'],
    locationIds: ['L1'],
  };
  const scope = { channel: 'KIOSK' as const, locationId: 'L1', date: '2026-11-25' };

  it('applies a discount only on its channel, location and dates, while active', () => {
    expect(discountPercents([base], scope).get('i1')).toBe(10);
    expect(discountPercents([base], { ...scope, channel: 'POS' }).size).toBe(0);
    expect(discountPercents([base], { ...scope, locationId: 'L2' }).size).toBe(0);
    expect(discountPercents([base], { ...scope, date: '2026-12-01' }).size).toBe(0);
    expect(discountPercents([base], { ...scope, date: '2026-11-30' }).get('i2')).toBe(10);
    expect(discountPercents([{ ...base, active: false }], scope).size).toBe(0);
  });

  it('gives the largest of overlapping campaigns, never their sum', () => {
    const percents = discountPercents([base, { ...base, percent: 25, itemIds: ['i2'] }], scope);
    expect(percents.get('i1')).toBe(10);
    expect(percents.get('i2')).toBe(25);
  });
});

describe('availability of an item', () => {
  it('needs the category and item at the location, for the order type, on the day, and not sold out', () => {
    expect(unavailabilityOf(item(), category(), 'PICKUP', 'WEDNESDAY')).toBeUndefined();
    expect(unavailabilityOf(item({ atLocation: false }), category(), 'PICKUP', 'WEDNESDAY')).toEqual({ code: 'NOT_AT_LOCATION' });
    expect(unavailabilityOf(item(), category({ atLocation: false }), 'PICKUP', 'WEDNESDAY')).toEqual({ code: 'NOT_AT_LOCATION' });
    expect(unavailabilityOf(item(), category({ atLocation: false, closedMessage: 'Kjøkkenet er stengt' }), 'PICKUP', 'WEDNESDAY')).toEqual({
      code: 'CATEGORY_CLOSED',
      message: 'Kjøkkenet er stengt',
    });
    expect(unavailabilityOf(item({ orderTypes: ['DINE_IN'] }), category(), 'PICKUP', 'WEDNESDAY')).toEqual({ code: 'ORDER_TYPE' });
    expect(unavailabilityOf(item(), category({ orderTypes: ['DINE_IN'] }), 'DELIVERY', 'WEDNESDAY')).toEqual({ code: 'ORDER_TYPE' });
    expect(unavailabilityOf(item({ itemType: 'DELIVERY_SERVICE' }), category(), 'PICKUP', 'WEDNESDAY')).toEqual({ code: 'ORDER_TYPE' });
    expect(unavailabilityOf(item({ itemType: 'DELIVERY_SERVICE' }), category(), 'DELIVERY', 'WEDNESDAY')).toBeUndefined();
    expect(unavailabilityOf(item({ days: ['MONDAY'] }), category(), 'PICKUP', 'WEDNESDAY')).toEqual({ code: 'DAY' });
    expect(unavailabilityOf(item(), category({ days: ['FRIDAY', 'HOLIDAY'] }), 'PICKUP', 'HOLIDAY')).toBeUndefined();
    expect(unavailabilityOf(item({ soldOut: true }), category(), 'PICKUP', 'WEDNESDAY')).toEqual({ code: 'SOLD_OUT' });
  });
});

describe('add-on group limits', () => {
  it('holds a mandatory group between its minimum and maximum; an optional group has none', () => {
    const mandatory = group({ mandatory: true, minimum: 1, maximum: 2 });
    expect(addOnGroupLimit(mandatory, 0)).toBe('BELOW_MINIMUM');
    expect(addOnGroupLimit(mandatory, 1)).toBeUndefined();
    expect(addOnGroupLimit(mandatory, 2)).toBeUndefined();
    expect(addOnGroupLimit(mandatory, 3)).toBe('ABOVE_MAXIMUM');
    expect(addOnGroupLimit(group({ mandatory: false, minimum: 2, maximum: 1 }), 5)).toBeUndefined();
    expect(addOnGroupLimit(group({ mandatory: true, minimum: 0, maximum: 0 }), 9)).toBeUndefined();
  });
});

describe('pricing an order', () => {
  it('prices a takeaway line at the takeaway price and VAT, a dine-in line at the dine-in price and VAT', () => {
    const pickup = priceOrder(menuOf({}), context(), request());
    expect(pickup).toMatchObject({ ok: true, order: { totalAmount: 14_950, totalVat: 1_950, toPayAmount: 14_950 } });
    const dineIn = priceOrder(menuOf({}), context(), request({ orderType: 'DINE_IN', payments: [{ amount: 17_500 }] }));
    expect(dineIn).toMatchObject({ ok: true, order: { totalAmount: 17_500, totalVat: 3_500 } });
  });

  it('prices a variant, add-ons per unit times the count, and the discount on the item only', () => {
    const menu = menuOf({
      items: [
        item({
          variants: [
            { id: 'v1', name: 'Liten', price: 10_000, priceDineIn: 10_000, addOnGroupIds: [] },
            { id: 'v2', name: 'Stor', price: 20_000, priceDineIn: 20_000, addOnGroupIds: ['g1'] },
          ],
        }),
      ],
      groups: [group()],
      addOns: [addOn({ allowMultipleTimes: true, maximum: 3 })],
    });
    const result = priceOrder(
      menu,
      context({ discounts: new Map([['i1', 10]]) }),
      request({
        lines: [{ itemId: 'i1', variantId: 'v2', addOns: [{ id: 'a1', count: 2 }], count: 3, comment: 'Godt stekt' }],
        payments: [{ amount: 62_100 + 6_900 }],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [line] = result.order.lines;
    // 200 kr × 3 + 15 % VAT = 690 kr, less 10 % = 621 kr; add-ons 2 × 3 × 10 kr + 15 % = 69 kr, no discount.
    expect(line).toMatchObject({
      variantName: 'Stor',
      count: 3,
      unitPrice: 20_000,
      discountPercent: 10,
      grossAmount: 62_100,
      comment: 'Godt stekt',
    });
    expect(line!.addOns).toEqual([
      { addOnId: 'a1', name: 'Ost', count: 6, unitPrice: 1_000, vatRate: 15, grossAmount: 6_900, vatAmount: 900 },
    ]);
    expect(result.order.totalAmount).toBe(69_000);
  });

  it('refuses with the reason a kiosk can show', () => {
    const refusal = (result: ReturnType<typeof priceOrder>) => (result.ok ? undefined : result.refusal.code);
    expect(refusal(priceOrder(menuOf({ items: [item({ soldOut: true })] }), context(), request()))).toBe('ITEM_SOLD_OUT');
    expect(refusal(priceOrder(menuOf({ items: [item({ days: ['MONDAY'] })] }), context(), request()))).toBe('ITEM_UNAVAILABLE');
    expect(refusal(priceOrder(menuOf({ categories: [category({ closedMessage: '' })] }), context(), request()))).toBe('CATEGORY_CLOSED');
    expect(refusal(priceOrder(menuOf({}), context({ takeawayClosedOn: () => 'Stengt i dag' }), request()))).toBe('TAKEAWAY_CLOSED');
    expect(
      priceOrder(
        menuOf({}),
        context({ takeawayClosedOn: () => 'Stengt i dag' }),
        request({ orderType: 'DINE_IN', payments: [{ amount: 17_500 }] }),
      ).ok,
    ).toBe(true);
    expect(refusal(priceOrder(menuOf({}), context(), request({ pickupTime: new Date(NOW.getTime() + 10 * 60_000) })))).toBe(
      'PICKUP_TOO_EARLY',
    );
    expect(priceOrder(menuOf({}), context(), request({ pickupTime: new Date(NOW.getTime() + 20 * 60_000) })).ok).toBe(true);
    expect(refusal(priceOrder(menuOf({}), context(), request({ payments: [{ amount: 14_949 }] })))).toBe('PAYMENT_MISMATCH');
    expect(refusal(priceOrder(menuOf({}), context(), request({ usedPoints: 200, payments: [] })))).toBe('PAYMENT_MISMATCH');
    expect(refusal(priceOrder(menuOf({}), context(), request({ lines: [{ itemId: 'x', addOns: [], count: 1, comment: '' }] })))).toBe(
      'NOT_FOUND',
    );
    const withGroup = menuOf({
      items: [item({ addOnGroupIds: ['g1'] })],
      groups: [group({ mandatory: true, minimum: 1, maximum: 1 })],
      addOns: [addOn(), addOn({ id: 'a2', name: 'Skinke' })],
    });
    expect(refusal(priceOrder(withGroup, context(), request()))).toBe('ADD_ON_LIMITS');
    const twoAddOns = request({
      lines: [
        {
          itemId: 'i1',
          addOns: [
            { id: 'a1', count: 1 },
            { id: 'a2', count: 1 },
          ],
          count: 1,
          comment: '',
        },
      ],
    });
    expect(refusal(priceOrder(withGroup, context(), twoAddOns))).toBe('ADD_ON_LIMITS');
    const twice = request({ lines: [{ itemId: 'i1', addOns: [{ id: 'a1', count: 2 }], count: 1, comment: '' }] });
    expect(refusal(priceOrder(withGroup, context(), twice))).toBe('ADD_ON_LIMITS');
    const foreignAddOn = menuOf({ groups: [group()], addOns: [addOn()] });
    const withAddOn = request({ lines: [{ itemId: 'i1', addOns: [{ id: 'a1', count: 1 }], count: 1, comment: '' }] });
    expect(refusal(priceOrder(foreignAddOn, context(), withAddOn))).toBe('ADD_ON_UNAVAILABLE');
    const variants = menuOf({ items: [item({ variants: [{ id: 'v1', name: 'Liten', price: 1, priceDineIn: 1, addOnGroupIds: [] }] })] });
    expect(refusal(priceOrder(variants, context(), request()))).toBe('VARIANT_REQUIRED');
  });

  it('takes points off what is to be paid, one point per krone, tips added', () => {
    expect(toPayOf(14_950, 2_000, 10)).toBe(15_950);
    const result = priceOrder(
      menuOf({}),
      context(),
      request({ tipsAmount: 2_000, usedPoints: 10, payments: [{ amount: 10_000 }, { amount: 5_950 }] }),
    );
    expect(result).toMatchObject({ ok: true, order: { toPayAmount: 15_950, tipsAmount: 2_000, usedPoints: 10 } });
  });

  it('always reconciles: lines and add-ons add up to the total and VAT, and the payments to what is to be paid', () => {
    const arbitraryMenu = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      priceDineIn: fc.integer({ min: 0, max: 100_000 }),
      addOnPrice: fc.integer({ min: 0, max: 5_000 }),
      discount: fc.constantFrom(0, 5, 10, 12.5, 33.33, 100),
      vat: fc.record({
        dineIn: fc.constantFrom(0, 12, 15, 25),
        takeOut: fc.constantFrom(0, 12, 15, 25),
        delivery: fc.constantFrom(0, 15, 25),
      }),
    });
    const arbitraryOrder = fc.record({
      orderType: fc.constantFrom('DINE_IN' as const, 'PICKUP' as const, 'DELIVERY' as const),
      lines: fc.array(fc.record({ count: fc.integer({ min: 1, max: 20 }), addOnCount: fc.integer({ min: 0, max: 3 }) }), {
        minLength: 1,
        maxLength: 8,
      }),
      tips: fc.integer({ min: 0, max: 50_000 }),
      points: fc.integer({ min: 0, max: 50 }),
      split: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(arbitraryMenu, arbitraryOrder, (m, o) => {
        const menu = menuOf({
          items: [item({ price: m.price, priceDineIn: m.priceDineIn, addOnGroupIds: ['g1'] })],
          groups: [group()],
          addOns: [addOn({ price: m.addOnPrice, priceDineIn: m.addOnPrice, allowMultipleTimes: true, maximum: 3 })],
        });
        const ctx = context({ vat: m.vat, discounts: new Map([['i1', m.discount]]) });
        const lines = o.lines.map((line) => ({
          itemId: 'i1',
          addOns: line.addOnCount > 0 ? [{ id: 'a1', count: line.addOnCount }] : [],
          count: line.count,
          comment: '',
        }));
        const quote = quoteOrder(menu, ctx, { orderType: o.orderType, lines, tipsAmount: o.tips, usedPoints: 0 });
        if (!quote.ok) throw new Error(quote.refusal.message);
        const due = quote.order.toPayAmount;
        const points = Math.min(o.points, Math.floor(due / 100));
        const toPay = due - points * 100;
        const payments = Array.from({ length: o.split }, (_, i) => ({
          amount: i < o.split - 1 ? Math.floor(toPay / o.split) : toPay - Math.floor(toPay / o.split) * (o.split - 1),
        }));
        const result = priceOrder(menu, ctx, { orderType: o.orderType, lines, tipsAmount: o.tips, usedPoints: points, payments });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const order = result.order;
        const rate = vatRateOf(o.orderType, m.vat);
        let gross = 0;
        let vat = 0;
        for (const line of order.lines) {
          expect(line.grossAmount).toBe(lineGross(line.unitPrice, line.count, rate, line.discountPercent));
          expect(line.vatAmount).toBe(vatOfGross(line.grossAmount, rate));
          gross += line.grossAmount;
          vat += line.vatAmount;
          for (const a of line.addOns) {
            expect(a.vatAmount).toBe(vatOfGross(a.grossAmount, rate));
            gross += a.grossAmount;
            vat += a.vatAmount;
          }
        }
        expect(order.totalAmount).toBe(gross);
        expect(order.totalVat).toBe(vat);
        expect(order.toPayAmount).toBe(order.totalAmount + order.tipsAmount - order.usedPoints * 100);
        expect(payments.reduce((sum, p) => sum + p.amount, 0)).toBe(order.toPayAmount);
        expect(order.toPayAmount).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
