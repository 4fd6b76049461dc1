import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { items, itemLocations } from '../../db/schema/index';
import { P, merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';

/** Makes the variants' write fail once when asked, to show that the rest of the save is rolled back. */
const failures = vi.hoisted(() => ({ next: false }));
vi.mock('./item-repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('./item-repository')>();
  return {
    ...original,
    replaceVariants: async (...args: Parameters<typeof original.replaceVariants>) => {
      if (failures.next) {
        failures.next = false;
        throw new Error('simulated failure while writing the variants');
      }
      return original.replaceVariants(...args);
    },
  };
});

let t: TestContext;
let me: MerchantSession;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  me = await merchantSession(t);
  categoryId = (await me.post(P('createCategory'), { name: 'Pizza', itemType: 'DISH' })).json().id;
});
afterAll(() => t.close());

describe('a write that fails half-way', () => {
  it('createItem leaves no item and no links behind', async () => {
    failures.next = true;
    const response = await me.post(P('createItem'), {
      categoryId,
      name: 'Halvferdig',
      itemType: 'DISH',
      availableAtLocationIds: me.locationIds,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
    expect(await t.database.db.select().from(items).where(eq(items.name, 'Halvferdig'))).toEqual([]);
  });

  it('editItem keeps the item exactly as it was', async () => {
    const item = (
      await me.post(P('createItem'), {
        categoryId,
        name: 'Original',
        itemType: 'DISH',
        price: 100,
        availableAtLocationIds: [me.locationIds[0]],
        subselections: [
          { name: 'Liten', price: 90 },
          { name: 'Stor', price: 120 },
        ],
      })
    ).json();
    failures.next = true;
    const response = await me.post(P('editItem'), {
      ...item,
      name: 'Endret',
      price: 200,
      availableAtLocationIds: me.locationIds,
      subselections: [],
    });
    expect(response.statusCode).toBe(500);
    expect((await me.get(P(`getItem?itemId=${item.id}`))).json()).toEqual(item);
    expect(await t.database.db.select().from(itemLocations).where(eq(itemLocations.itemId, item.id))).toHaveLength(1);
  });
});
