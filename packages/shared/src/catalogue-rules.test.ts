import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ITEM_TYPES } from './enums';
import {
  CATALOGUE_ITEM_TYPES,
  CATALOGUE_MESSAGES,
  SPICY_LEVELS,
  addOnGroupProblems,
  addOnPriceWithTakeawayVat,
  addOnProblems,
  compareMenuOrder,
  dineInPrice,
  imageIdOfUrl,
  imageUrlOf,
  inMenuOrder,
  itemPriceProblems,
  itemPriceRule,
  offeredItemTypes,
  orderTypesForItemType,
  pricePairFromGross,
  pricePairFromNet,
  variantCountProblems,
  variantProblems,
} from './catalogue-rules';

const rates = fc.constantFrom(0, 12, 15, 25);
/** Kroner with at most two decimals, as the forms store them. */
const kroner = fc.integer({ min: 0, max: 10_000_000 }).map((ore) => ore / 100);
const itemTypes = fc.constantFrom(...CATALOGUE_ITEM_TYPES);

describe('price sync of the forms (spec part 2 §5)', () => {
  it('typing without VAT gives a whole-kroner price with VAT within half a krone of the exact one', () => {
    fc.assert(
      fc.property(kroner, rates, (net, rate) => {
        const pair = pricePairFromNet(net, rate);
        expect(pair.withoutVat).toBe(net);
        expect(Number.isInteger(pair.withVat)).toBe(true);
        expect(Math.abs(pair.withVat - net * (1 + rate / 100))).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('typing a whole-kroner price with VAT survives the round trip through the stored net price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), rates, (gross, rate) => {
        const pair = pricePairFromGross(gross, rate);
        expect(Math.round(pair.withoutVat * 100) / 100).toBe(pair.withoutVat);
        expect(pricePairFromNet(pair.withoutVat, rate).withVat).toBe(gross);
      }),
    );
  });

  it('syncing is stable: from a synced pair, recomputing either side changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), rates, (gross, rate) => {
        const once = pricePairFromGross(gross, rate);
        const again = pricePairFromGross(pricePairFromNet(once.withoutVat, rate).withVat, rate);
        expect(again).toEqual(once);
      }),
    );
  });

  it('matches the examples of the specification', () => {
    expect(pricePairFromNet(164.35, 15)).toEqual({ withoutVat: 164.35, withVat: 189 });
    expect(pricePairFromGross(189, 15)).toEqual({ withoutVat: 164.35, withVat: 189 });
    expect(addOnPriceWithTakeawayVat({ price: 8.7 }, { dineIn: 25, takeOut: 15, delivery: 15 })).toBe(10);
  });
});

describe('item price rules per item type', () => {
  it('dishes and bubble tea need no price, alcohol a dine-in price, every other type a takeaway price', () => {
    expect(itemPriceRule('DISH')).toBe('NONE');
    expect(itemPriceRule('DRINK_BUBBLE_TEA')).toBe('NONE');
    expect(itemPriceRule('DRINK_ALCOHOL')).toBe('DINE_IN_PRICE_ABOVE_ZERO');
    for (const type of ['DRINK', 'ADD_ON', 'DELIVERY_SERVICE', 'ADD_ON_OF_ADD_ON_GROUP'] as const) {
      expect(itemPriceRule(type)).toBe('PRICE_ABOVE_ZERO');
    }
  });

  it('reports a problem exactly when the price the type needs is not above 0, naming that field', () => {
    fc.assert(
      fc.property(itemTypes, kroner, kroner, (itemType, price, priceDineIn) => {
        const problems = itemPriceProblems({ itemType, price, priceDineIn });
        const rule = itemPriceRule(itemType);
        if (rule === 'NONE') expect(problems).toEqual([]);
        if (rule === 'DINE_IN_PRICE_ABOVE_ZERO') {
          expect(problems).toEqual(priceDineIn > 0 ? [] : [{ path: ['priceDineIn'], message: CATALOGUE_MESSAGES.dineInPriceAboveZero }]);
        }
        if (rule === 'PRICE_ABOVE_ZERO') {
          expect(problems).toEqual(price > 0 ? [] : [{ path: ['price'], message: CATALOGUE_MESSAGES.priceAboveZero }]);
        }
      }),
    );
  });

  it('covers every item type of the enumeration', () => {
    for (const type of ITEM_TYPES) expect(['NONE', 'DINE_IN_PRICE_ABOVE_ZERO', 'PRICE_ABOVE_ZERO']).toContain(itemPriceRule(type));
  });
});

describe('variants', () => {
  it('are none or at least two', () => {
    fc.assert(
      fc.property(fc.nat(20), (count) => {
        expect(variantCountProblems(count).length > 0).toBe(count === 1);
      }),
    );
  });

  it('need a name and a takeaway or dine-in price above 0', () => {
    expect(variantProblems({ name: 'Stor', price: 0, priceDineIn: 12 })).toEqual([]);
    expect(variantProblems({ name: 'Stor', price: 12, priceDineIn: 0 })).toEqual([]);
    expect(variantProblems({ name: '  ', price: 0, priceDineIn: 0 }).map((p) => p.path[0])).toEqual(['name', 'price']);
    fc.assert(
      fc.property(fc.string(), kroner, kroner, (name, price, priceDineIn) => {
        const fields = variantProblems({ name, price, priceDineIn }).map((p) => p.path[0]);
        expect(fields.includes('name')).toBe(name.trim() === '');
        expect(fields.includes('price')).toBe(price === 0 && priceDineIn === 0);
      }),
    );
  });
});

describe('add-on groups and add-ons', () => {
  it('minimum ≤ maximum is required only of a mandatory group', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(50), fc.nat(50), (mandatory, minimum, maximum) => {
        const problems = addOnGroupProblems({ mandatory, minimum, maximum });
        expect(problems.length > 0).toBe(mandatory && minimum > maximum);
        if (problems.length) expect(problems[0]!.path).toEqual(['minimum']);
      }),
    );
  });

  it('an add-on chosen several times has a maximum of 2 to 100', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: -5, max: 200 }), (allowMultipleTimes, maximum) => {
        const problems = addOnProblems({ allowMultipleTimes, maximum });
        expect(problems.length > 0).toBe(allowMultipleTimes && (maximum < 2 || maximum > 100));
      }),
    );
  });
});

describe('item types and order types', () => {
  it('offers DELIVERY_SERVICE only when the merchant offers delivery', () => {
    expect(offeredItemTypes(false)).toEqual(['DISH', 'DRINK_BUBBLE_TEA', 'DRINK', 'DRINK_ALCOHOL', 'ADD_ON']);
    expect(offeredItemTypes(true)).toEqual([...offeredItemTypes(false), 'DELIVERY_SERVICE']);
  });

  it('resets the order types to dine-in only for alcohol, to both otherwise', () => {
    fc.assert(
      fc.property(itemTypes, (itemType) => {
        expect(orderTypesForItemType(itemType)).toEqual(itemType === 'DRINK_ALCOHOL' ? ['DINE_IN'] : ['DINE_IN', 'TAKEAWAY']);
      }),
    );
  });

  it('has the spicy levels as Norwegian names', () => {
    expect(SPICY_LEVELS).toEqual(['Mild', 'Medium', 'Sterk', 'Ekstra sterk']);
  });
});

describe('image URLs', () => {
  it('round-trips an image id and refuses anything else', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(imageIdOfUrl(imageUrlOf(id))).toBe(id.toLowerCase());
      }),
    );
    expect(imageIdOfUrl('https://evil.example/x.png')).toBeUndefined();
    expect(imageIdOfUrl('/api/media/images/../../etc/passwd')).toBeUndefined();
  });
});

describe('menu order', () => {
  const entry = (id: string, sortOrder: number) => ({ id, sortOrder });

  it('puts new entries (sortOrder -1) after the sorted ones, oldest first, and sorted ones by sortOrder', () => {
    const ordered = inMenuOrder([entry('0190-c', -1), entry('0190-b', 1), entry('0190-a', -1), entry('0190-d', 0), entry('0190-e', 1)]);
    expect(ordered.map((e) => e.id)).toEqual(['0190-d', '0190-b', '0190-e', '0190-a', '0190-c']);
  });

  it('is a total order: antisymmetric, and the same whatever the input order', () => {
    const entries = fc.array(fc.record({ id: fc.uuid(), sortOrder: fc.integer({ min: -1, max: 20 }) }), { maxLength: 30 });
    fc.assert(
      fc.property(entries, (list) => {
        const once = inMenuOrder(list);
        expect(inMenuOrder([...list].reverse())).toEqual(once);
        for (const a of list) for (const b of list) expect(Math.sign(compareMenuOrder(a, b))).toBe(-Math.sign(compareMenuOrder(b, a)) || 0);
        const firstNew = once.findIndex((e) => e.sortOrder === -1);
        if (firstNew >= 0) expect(once.slice(firstNew).every((e) => e.sortOrder === -1)).toBe(true);
      }),
    );
  });
});

describe('dine-in price', () => {
  it('falls back to the takeaway price when dine-in is offered and none was entered', () => {
    expect(dineInPrice({ price: 129.57, priceDineIn: 0 }, true)).toBe(129.57);
    expect(dineInPrice({ price: 129.57, priceDineIn: 119.2 }, true)).toBe(119.2);
    expect(dineInPrice({ price: 129.57, priceDineIn: 0 }, false)).toBe(0);
    expect(dineInPrice({ price: 0, priceDineIn: 89 }, true)).toBe(89);
  });
});
