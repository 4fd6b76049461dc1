import { describe, expect, it } from 'vitest';
import { priceChanges } from './price-changes';

const pizza = { id: 'p', name: 'Margherita', price: 10_000, priceDineIn: 12_000 };

describe('priceChanges', () => {
  it('lists nothing when no price changed', () => {
    expect(priceChanges('item', pizza, { ...pizza, name: 'Margherita!' })).toEqual([]);
  });

  it('lists each changed price with its old and new value', () => {
    expect(priceChanges('item', pizza, { ...pizza, price: 10_500 })).toEqual([
      { kind: 'item', id: 'p', name: 'Margherita', field: 'price', from: 10_000, to: 10_500 },
    ]);
  });

  it('matches variants by id, and lists added and removed ones', () => {
    const small = { id: 's', name: 'Liten', price: 9_000, priceDineIn: 9_000 };
    const large = { id: 'l', name: 'Stor', price: 14_000, priceDineIn: 15_000 };
    const family = { id: null, name: 'Familie', price: 20_000, priceDineIn: 20_000 };
    const changes = priceChanges('item', pizza, pizza, { before: [small, large], after: [{ ...small, price: 9_500 }, family] });
    expect(changes).toEqual([
      { kind: 'variant', id: 's', name: 'Liten', field: 'price', from: 9_000, to: 9_500 },
      { kind: 'variant', id: null, name: 'Familie', field: 'price', from: null, to: 20_000 },
      { kind: 'variant', id: null, name: 'Familie', field: 'priceDineIn', from: null, to: 20_000 },
      { kind: 'variant', id: 'l', name: 'Stor', field: 'price', from: 14_000, to: null },
      { kind: 'variant', id: 'l', name: 'Stor', field: 'priceDineIn', from: 15_000, to: null },
    ]);
  });
});
