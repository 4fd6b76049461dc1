import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dinteroRefundItems,
  refundButtonState,
  refundTotal,
  refundUnits,
  refundableBalance,
  sameRefundItems,
  splitLineAmount,
  swedbankPayRefundItems,
  type RefundableAddOn,
  type RefundableCartItem,
  type RefundableOrder,
} from './refunds';
import { vatOfGross } from './vat';

const addOn = (over: Partial<RefundableAddOn> = {}): RefundableAddOn => ({
  id: 'a1',
  addOnId: 'addon-1',
  name: 'Ekstra ost',
  count: 2,
  refundedCount: 0,
  grossAmount: 3000,
  vatRate: 15,
  ...over,
});

const cartItem = (over: Partial<RefundableCartItem> = {}): RefundableCartItem => ({
  id: 'c1',
  itemName: 'Margherita',
  itemType: 'DISH',
  count: 2,
  refundedCount: 0,
  grossAmount: 25001,
  discountPercent: 0,
  vatRate: 15,
  addOnCartItems: [],
  ...over,
});

const order = (over: Partial<RefundableOrder> = {}): RefundableOrder => ({
  channel: 'WEBSHOP',
  settled: false,
  payments: [{ paymentType: 'CARD', onlinePaymentProvider: 'DINTERO', amount: 100_000 }],
  usedPoints: 0,
  tipsAmount: 0,
  refundedTipsAmount: 0,
  refundedTotalAmount: 0,
  cartItems: [cartItem()],
  ...over,
});

describe('refund button (§5)', () => {
  it('shows for a paid, unsettled webshop order in the refund modes, with the flow of its payment', () => {
    expect(refundButtonState(order(), 'TAKEAWAY')).toEqual({ showButton: true, info: null, flow: 'CARD' });
    expect(refundButtonState(order(), 'KIOSK_TAKEAWAY').showButton).toBe(true);
    expect(refundButtonState(order(), 'ALL').showButton).toBe(true);
    const swedbank = order({ payments: [{ paymentType: 'CARD', onlinePaymentProvider: 'SWEDBANK_PAY', amount: 100 }] });
    expect(refundButtonState(swedbank, 'ALL').flow).toBe('CARD');
    const softpay = order({ payments: [{ paymentType: 'CARD', onlinePaymentProvider: 'SOFTPAY', amount: 100 }] });
    expect(refundButtonState(softpay, 'ALL').flow).toBe('SOFTPAY');
    const cash = order({
      payments: [
        { paymentType: 'CASH', onlinePaymentProvider: 'NOT_ANY', amount: 100 },
        { paymentType: 'CASH', onlinePaymentProvider: 'NOT_ANY', amount: 50 },
      ],
    });
    expect(refundButtonState(cash, 'ALL').flow).toBe('CASH');
  });

  it('hides in other modes, channels, unpaid, settled, refunded or points orders', () => {
    expect(refundButtonState(order(), 'WEBSITE').showButton).toBe(false);
    expect(refundButtonState(order(), 'POS').showButton).toBe(false);
    expect(refundButtonState(order({ channel: 'POS' }), 'ALL').showButton).toBe(false);
    expect(refundButtonState(order({ payments: [] }), 'ALL').showButton).toBe(false);
    expect(refundButtonState(order({ settled: true }), 'ALL').showButton).toBe(false);
    expect(refundButtonState(order({ refundedTotalAmount: 100 }), 'ALL').showButton).toBe(false);
    expect(refundButtonState(order({ tipsAmount: 500, refundedTipsAmount: 500 }), 'ALL').showButton).toBe(false);
    expect(refundButtonState(order({ cartItems: [cartItem({ refundedCount: 1 })] }), 'ALL').showButton).toBe(false);
    expect(refundButtonState(order({ cartItems: [cartItem({ addOnCartItems: [addOn({ refundedCount: 1 })] })] }), 'ALL').showButton).toBe(
      false,
    );
    expect(refundButtonState(order({ usedPoints: 10 }), 'ALL').showButton).toBe(false);
  });

  it('hides when no flow can refund the payments (card at the till, split across types)', () => {
    const till = order({ payments: [{ paymentType: 'CARD', onlinePaymentProvider: 'NOT_ANY', amount: 100 }] });
    expect(refundButtonState(till, 'ALL')).toEqual({ showButton: false, info: null, flow: null });
    const split = order({
      payments: [
        { paymentType: 'CASH', onlinePaymentProvider: 'NOT_ANY', amount: 100 },
        { paymentType: 'CARD', onlinePaymentProvider: 'DINTERO', amount: 100 },
      ],
    });
    expect(refundButtonState(split, 'ALL').showButton).toBe(false);
  });

  it('tells why a settled or points order cannot be refunded', () => {
    expect(refundButtonState(order({ settled: true }), 'ALL').info).toBe('SETTLED');
    expect(refundButtonState(order({ settled: true, refundedTotalAmount: 5 }), 'ALL').info).toBe(null);
    expect(refundButtonState(order({ settled: true, payments: [] }), 'ALL').info).toBe(null);
    expect(refundButtonState(order({ settled: true, channel: 'KIOSK' }), 'ALL').info).toBe(null);
    expect(refundButtonState(order({ usedPoints: 3 }), 'ALL').info).toBe('POINTS_USED');
    expect(refundButtonState(order({ usedPoints: 3, settled: true }), 'ALL').info).toBe('SETTLED');
  });
});

describe('refund units (§3)', () => {
  it('splits every line into single units with ids, add-ons with a price as their own units', () => {
    const units = refundUnits(
      order({
        cartItems: [
          cartItem({
            addOnCartItems: [addOn(), addOn({ id: 'a0', addOnId: 'free', grossAmount: 0 })],
            itemSubselection: { name: 'Meny', addOnCartItems: [addOn({ id: 'a2', count: 1, grossAmount: 1000, name: 'Cola' })] },
          }),
        ],
      }),
    );
    expect(units.map((u) => [u.id, u.type, u.amount])).toEqual([
      ['c1-1', 'DISH', 12501],
      ['c1-2', 'DISH', 12500],
      ['c1-a1-1', 'ADD_ON_OF_ADD_ON_GROUP', 1500],
      ['c1-a1-2', 'ADD_ON_OF_ADD_ON_GROUP', 1500],
      ['c1-a2-1', 'ADD_ON_OF_ADD_ON_GROUP', 1000],
    ]);
    expect(units[0]!.vatAmount).toBe(vatOfGross(12501, 15));
  });

  it('leaves out the units refunded before', () => {
    const units = refundUnits(order({ cartItems: [cartItem({ count: 3, refundedCount: 2, grossAmount: 10 })] }));
    expect(units.map((u) => [u.id, u.amount])).toEqual([['c1-3', 3]]);
  });
});

describe('refund total', () => {
  it('adds up the chosen units and the whole tips', () => {
    const o = order({ tipsAmount: 2000, payments: [{ paymentType: 'CARD', onlinePaymentProvider: 'DINTERO', amount: 27001 }] });
    const result = refundTotal(o, ['c1-2'], true);
    expect(result).toMatchObject({ ok: true, tipsAmount: 2000, amount: 14500, vatAmount: vatOfGross(12500, 15) });
    if (!result.ok) throw new Error('expected a refund');
    expect(dinteroRefundItems(result)).toEqual([
      { id: 'c1', line_id: 'c1', description: 'Margherita', quantity: 1, amount: 12500, vat_amount: vatOfGross(12500, 15), vat: 15 },
      { id: 'tips', line_id: 'tips', description: 'Tips', quantity: 1, amount: 2000, vat_amount: 0, vat: 0 },
    ]);
    expect(sameRefundItems([...swedbankPayRefundItems(result)].reverse(), swedbankPayRefundItems(result))).toBe(true);
  });

  it('refuses unknown, repeated, empty, tips-less and over-paid selections', () => {
    expect(refundTotal(order(), ['x-1'], false)).toEqual({ ok: false, error: { code: 'UNKNOWN_UNIT', unitId: 'x-1' } });
    expect(refundTotal(order(), ['c1-1', 'c1-1'], false)).toEqual({ ok: false, error: { code: 'DUPLICATE_UNIT', unitId: 'c1-1' } });
    expect(refundTotal(order(), [], false)).toEqual({ ok: false, error: { code: 'EMPTY' } });
    const free = order({ cartItems: [cartItem({ id: 'c9', count: 1, grossAmount: 0 })] });
    expect(refundTotal(free, ['c9-1'], false)).toEqual({ ok: false, error: { code: 'EMPTY' } });
    expect(refundTotal(order(), ['c1-1'], true)).toEqual({ ok: false, error: { code: 'NO_TIPS' } });
    const discounted = order({ payments: [{ paymentType: 'CARD', onlinePaymentProvider: 'DINTERO', amount: 20000 }] });
    expect(refundTotal(discounted, ['c1-1', 'c1-2'], false)).toMatchObject({ ok: false, error: { code: 'EXCEEDS_PAID' } });
    const refunded = order({ cartItems: [cartItem({ refundedCount: 1 })], refundedTotalAmount: 12501 });
    expect(refundTotal(refunded, ['c1-1'], false)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_UNIT' } });
  });
});

// ---- Properties --------------------------------------------------------------------------------

const rate = fc.constantFrom(0, 12, 15, 25);
const arbAddOn = (index: number) =>
  fc
    .record({ count: fc.integer({ min: 1, max: 6 }), unit: fc.integer({ min: 0, max: 5000 }), vatRate: rate, refunded: fc.nat() })
    .map(({ count, unit, vatRate, refunded }) =>
      addOn({ id: `a${index}`, addOnId: `add-${index}`, count, grossAmount: unit * count, refundedCount: refunded % (count + 1), vatRate }),
    );
const arbItem = (index: number) =>
  fc
    .record({
      count: fc.integer({ min: 1, max: 8 }),
      gross: fc.integer({ min: 0, max: 200_000 }),
      vatRate: rate,
      refunded: fc.nat(),
      addOns: fc.array(fc.nat({ max: 100 }), { maxLength: 3 }).chain((keys) => fc.tuple(...keys.map((k) => arbAddOn(index * 1000 + k)))),
    })
    .map(({ count, gross, vatRate, refunded, addOns }) => {
      const seen = new Set<string>();
      return cartItem({
        id: `c${index}`,
        count,
        grossAmount: gross,
        vatRate,
        refundedCount: refunded % (count + 1),
        addOnCartItems: addOns.filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true))),
      });
    });
const arbOrder = fc
  .record({
    items: fc.integer({ min: 0, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbItem(i)))),
    tips: fc.integer({ min: 0, max: 10_000 }),
    tipsRefunded: fc.boolean(),
    paidExtra: fc.integer({ min: -50_000, max: 50_000 }),
  })
  .map(({ items, tips, tipsRefunded, paidExtra }) => {
    const o = order({ cartItems: items, tipsAmount: tips, refundedTipsAmount: tipsRefunded ? tips : 0 });
    const refundedLines = items.reduce(
      (sum, item) =>
        sum +
        splitLineAmount(item.grossAmount, item.count)
          .slice(0, item.refundedCount)
          .reduce((a, b) => a + b, 0) +
        item.addOnCartItems.reduce(
          (s, a) =>
            s +
            (a.grossAmount > 0
              ? splitLineAmount(a.grossAmount, a.count)
                  .slice(0, a.refundedCount)
                  .reduce((x, y) => x + y, 0)
              : 0),
          0,
        ),
      0,
    );
    const total =
      items.reduce((sum, item) => sum + item.grossAmount + item.addOnCartItems.reduce((s, a) => s + a.grossAmount, 0), 0) + tips;
    const paid = Math.max(1, total + paidExtra);
    return {
      ...o,
      refundedTotalAmount: refundedLines + o.refundedTipsAmount,
      payments: [{ paymentType: 'CARD' as const, onlinePaymentProvider: 'DINTERO' as const, amount: paid }],
    };
  });

describe('refund properties', () => {
  it('split units always add up to the line total and differ by at most one øre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (total, count) => {
        const parts = splitLineAmount(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('units have unique ids and add up to the refundable total of the lines', () => {
    fc.assert(
      fc.property(arbOrder, (o) => {
        const units = refundUnits(o);
        expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
        const lineTotal = o.cartItems.reduce(
          (sum, item) => sum + item.grossAmount + item.addOnCartItems.reduce((s, a) => s + a.grossAmount, 0),
          0,
        );
        const unitTotal = units.reduce((sum, u) => sum + u.amount, 0);
        expect(unitTotal).toBe(lineTotal - (o.refundedTotalAmount - o.refundedTipsAmount));
        for (const u of units) expect(u.vatAmount).toBe(vatOfGross(u.amount, u.vatRate));
      }),
    );
  });

  it('a refund never exceeds what was paid minus what was refunded, and tips come whole or not at all', () => {
    fc.assert(
      fc.property(arbOrder, fc.array(fc.nat()), fc.boolean(), (o, picks, includeTips) => {
        const units = refundUnits(o);
        const ids = units.length === 0 ? [] : [...new Set(picks.map((p) => units[p % units.length]!.id))];
        const result = refundTotal(o, ids, includeTips);
        if (!result.ok) return;
        expect(result.amount).toBeLessThanOrEqual(refundableBalance(o));
        expect(result.amount).toBeGreaterThan(0);
        expect([0, o.tipsAmount]).toContain(result.tipsAmount);
        expect(result.tipsAmount === 0 || includeTips).toBe(true);
        expect(result.amount).toBe(result.lines.reduce((s, l) => s + l.amount, 0) + result.tipsAmount);
        expect(dinteroRefundItems(result).reduce((s, i) => s + i.amount, 0)).toBe(result.amount);
      }),
    );
  });
});
