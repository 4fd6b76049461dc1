import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { itemSchema, type Item } from '@bakrom/shared/schemas/catalogue';
import { items, itemVariants } from '../../db/schema/index';
import { P, merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';

let t: TestContext;
let me: MerchantSession;
let categoryId: string;

const item = (overrides: Record<string, unknown>) => ({
  categoryId,
  itemType: 'DRINK',
  name: 'Cola',
  availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
  price: 30,
  ...overrides,
});

async function save(path: 'createItem' | 'editItem', body: Record<string, unknown>): Promise<Item> {
  const response = await me.post(P(path), body);
  expect(response.statusCode, response.body).toBe(200);
  return itemSchema.parse(response.json());
}

async function fromProducts(itemId: string): Promise<Item> {
  const products = (await me.get(P('getProducts'))).json() as { items: Item[] };
  return products.items.find((entry) => entry.id === itemId)!;
}

beforeAll(async () => {
  t = await buildTestApp();
  me = await merchantSession(t);
  categoryId = (await me.post(P('createCategory'), { name: 'Drikke', itemType: 'DRINK' })).json().id;
});
afterAll(() => t.close());

describe('dine-in price: without one of its own, dine-in sells at the takeaway price (docs/DECISIONS.md)', () => {
  it('answers the takeaway price as the dine-in price of an item and its variants offered for dine-in', async () => {
    const cola = await save(
      'createItem',
      item({
        subselections: [
          { name: '0,33 l', price: 30 },
          { name: '0,5 l', price: 38, priceDineIn: 42 },
        ],
      }),
    );
    for (const answer of [cola, await fromProducts(cola.id), itemSchema.parse((await me.get(P(`getItem?itemId=${cola.id}`))).json())]) {
      expect(answer.priceDineIn).toBe(30);
      expect(answer.subselections.map((variant) => [variant.name, variant.price, variant.priceDineIn])).toEqual([
        ['0,33 l', 30, 30],
        ['0,5 l', 38, 42],
      ]);
    }
    // What was entered is kept: no dine-in price, so dine-in follows a later takeaway price.
    const [row] = await t.database.db.select({ priceDineIn: items.priceDineIn }).from(items).where(eq(items.id, cola.id));
    expect(Number(row!.priceDineIn)).toBe(0);
    const variants = await t.database.db
      .select({ priceDineIn: itemVariants.priceDineIn })
      .from(itemVariants)
      .where(eq(itemVariants.itemId, cola.id));
    expect(variants.map((variant) => Number(variant.priceDineIn)).sort()).toEqual([0, 4200]);
    const dearer = await save('editItem', { ...item({ price: 35 }), itemId: cola.id });
    expect([dearer.price, dearer.priceDineIn]).toEqual([35, 35]);
  });

  it('keeps a dine-in price of its own, and answers 0 for an item not offered for dine-in', async () => {
    const own = await save('createItem', item({ name: 'Fanta', priceDineIn: 28 }));
    expect((await fromProducts(own.id)).priceDineIn).toBe(28);
    const takeawayOnly = await save('createItem', item({ name: 'Sprite', availableForOrderTypes: ['TAKEAWAY'] }));
    expect((await fromProducts(takeawayOnly.id)).priceDineIn).toBe(0);
  });
});
