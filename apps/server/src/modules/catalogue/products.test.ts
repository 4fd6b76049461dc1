import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  addOnGroups,
  addOns,
  categories,
  categoryLocations,
  itemAddOnGroups,
  itemAllergens,
  itemLocations,
  items,
  itemVariants,
  variantAddOnGroups,
  vatRates,
} from '../../db/schema/index';
import type { Db } from '../../db/client';
import { P, merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { productsPageSchema } from '@bakrom/shared/schemas/catalogue-pages';

let t: TestContext;
let me: MerchantSession;

/** Adds a menu of the given size to the merchant, a few statements whatever the size. */
async function addMenu(
  db: Db,
  merchantId: string,
  locationId: string,
  size: { categories: number; itemsPerCategory: number; groups: number },
) {
  const categoryRows = await db
    .insert(categories)
    .values(Array.from({ length: size.categories }, (_, i) => ({ merchantId, name: `Kategori ${i}`, itemType: 'DISH', sortOrder: i })))
    .returning({ id: categories.id });
  await db.insert(categoryLocations).values(categoryRows.map((c) => ({ categoryId: c.id, locationId })));
  const groupRows = await db
    .insert(addOnGroups)
    .values(Array.from({ length: size.groups }, (_, i) => ({ merchantId, name: `Gruppe ${i}`, title: `Velg ${i}`, sortOrder: i })))
    .returning({ id: addOnGroups.id });
  await db
    .insert(addOns)
    .values(groupRows.flatMap((g) => [1, 2, 3].map((n) => ({ merchantId, addOnGroupId: g.id, name: `Valg ${n}`, price: n * 500 }))));
  const itemRows = await db
    .insert(items)
    .values(
      categoryRows.flatMap((c) =>
        Array.from({ length: size.itemsPerCategory }, (_, i) => ({
          merchantId,
          categoryId: c.id,
          itemType: 'DISH',
          name: `Rett ${i}`,
          price: 10000 + i,
          sortOrder: i,
        })),
      ),
    )
    .returning({ id: items.id });
  await db.insert(itemLocations).values(itemRows.map((i) => ({ itemId: i.id, locationId })));
  await db.insert(itemAllergens).values(itemRows.map((i) => ({ itemId: i.id, allergenId: 'GLUTEN' })));
  await db.insert(itemAddOnGroups).values(itemRows.map((i, n) => ({ itemId: i.id, addOnGroupId: groupRows[n % groupRows.length]!.id })));
  const variantRows = await db
    .insert(itemVariants)
    .values(
      itemRows.flatMap((i) =>
        [0, 1].map((v) => ({ merchantId, itemId: i.id, name: v ? 'Stor' : 'Liten', price: 9000 + v, priceDineIn: 8000, sortOrder: v })),
      ),
    )
    .returning({ id: itemVariants.id });
  await db
    .insert(variantAddOnGroups)
    .values(variantRows.map((v, n) => ({ variantId: v.id, addOnGroupId: groupRows[n % groupRows.length]!.id })));
}

/** Counts the statements the database client runs while `action` runs (the same spy on PGlite and pg). */
async function countQueries(action: () => Promise<unknown>): Promise<number> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await action();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  me = await merchantSession(t);
});
afterAll(() => t.close());

describe('GET /api/product/getProducts', () => {
  it('answers categories, items, VAT, add-on groups and add-ons (addOnLists) of the merchant only', async () => {
    await t.database.db.insert(vatRates).values({ merchantId: me.merchantId, dineIn: 25, takeOut: 15, delivery: 12 });
    const categoryId = (
      await me.post(P('createCategory'), { name: 'Pizza', itemType: 'DISH', availableAtLocationIds: me.locationIds })
    ).json().id;
    const groupId = (await me.post(P('createAddOnGroup'), { name: 'Saus', title: 'Velg saus' })).json().id;
    await me.post(P('createAddOn'), { addOnGroupId: groupId, name: 'Hvitløk', price: 8.7 });
    await me.post(P('createItem'), { categoryId, name: 'Margherita', itemType: 'DISH', price: 164.35, addOnGroupIds: [groupId] });
    const stranger = await merchantSession(t);
    await stranger.post(P('createCategory'), { name: 'Fremmed', itemType: 'DISH' });

    const response = await me.get(P(`getProducts?merchant=${me.merchantId}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = productsPageSchema.parse(response.json());
    expect(page.categories.map((c) => c.name)).toEqual(['Pizza']);
    expect(page.items).toEqual([expect.objectContaining({ name: 'Margherita', price: 164.35, addOnGroupIds: [groupId] })]);
    expect(page.vat).toEqual({ dineIn: 25, takeOut: 15, delivery: 12 });
    expect(page.addOnGroups.map((g) => g.name)).toEqual(['Saus']);
    expect(page.addOnLists).toEqual([expect.objectContaining({ name: 'Hvitløk', price: 8.7, addOnGroupId: groupId })]);
    expect((await me.get(P(`getProducts?merchant=${stranger.merchantId}`))).statusCode).toBe(403);
  });

  it('runs the same number of queries for a menu ten times the size', async () => {
    const small = await merchantSession(t);
    const large = await merchantSession(t);
    await addMenu(t.database.db, small.merchantId, small.locationIds[0]!, { categories: 2, itemsPerCategory: 3, groups: 2 });
    await addMenu(t.database.db, large.merchantId, large.locationIds[0]!, { categories: 20, itemsPerCategory: 30, groups: 20 });

    let smallPage: unknown;
    let largePage: unknown;
    const smallCount = await countQueries(async () => (smallPage = (await small.get(P('getProducts'))).json()));
    const largeCount = await countQueries(async () => (largePage = (await large.get(P('getProducts'))).json()));
    expect(productsPageSchema.parse(smallPage).items).toHaveLength(6);
    const parsedLarge = productsPageSchema.parse(largePage);
    expect(parsedLarge.items).toHaveLength(600);
    expect(parsedLarge.addOnLists).toHaveLength(60);
    expect(parsedLarge.items[0]!.subselections).toHaveLength(2);
    expect(largeCount).toBe(smallCount);
    // The session look-up, the menu version, the ten menu queries and the VAT rates.
    expect(largeCount).toBeGreaterThanOrEqual(12);
    expect(largeCount).toBeLessThanOrEqual(13);
    // Unchanged menu: the session and the version only.
    expect(await countQueries(() => large.get(P('getProducts')))).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/product/getProducts caching by menu version', () => {
  it('answers the same body with an ETag, 304 on revalidation and gzip when the browser accepts it', async () => {
    const owner = await merchantSession(t);
    await addMenu(t.database.db, owner.merchantId, owner.locationIds[0]!, { categories: 2, itemsPerCategory: 3, groups: 1 });
    const first = await owner.get(P('getProducts'));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"menu-/);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: P('getProducts'),
      headers: { authorization: `Basic ${owner.token}`, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    const compressed = await t.app.inject({
      method: 'GET',
      url: P('getProducts'),
      headers: { authorization: `Basic ${owner.token}`, 'accept-encoding': 'gzip, deflate' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(first.json());
  });

  it.each([
    [
      'a category is renamed',
      (db: Db, merchantId: string) => db.update(categories).set({ name: 'Nytt navn' }).where(eq(categories.merchantId, merchantId)),
    ],
    [
      'a location is taken off every category',
      (db: Db, merchantId: string) =>
        db
          .delete(categoryLocations)
          .where(
            inArray(
              categoryLocations.categoryId,
              db.select({ id: categories.id }).from(categories).where(eq(categories.merchantId, merchantId)),
            ),
          ),
    ],
    [
      'an add-on price changes',
      (db: Db, merchantId: string) => db.update(addOns).set({ price: 1234 }).where(eq(addOns.merchantId, merchantId)),
    ],
    [
      'the VAT rates change',
      (db: Db, merchantId: string) =>
        db
          .insert(vatRates)
          .values({ merchantId, dineIn: 25, takeOut: 12, delivery: 12 })
          .onConflictDoUpdate({ target: vatRates.merchantId, set: { takeOut: 12 } }),
    ],
  ])('answers fresh data once %s, whoever writes it', async (_case, change) => {
    const owner = await merchantSession(t);
    await addMenu(t.database.db, owner.merchantId, owner.locationIds[0]!, { categories: 2, itemsPerCategory: 2, groups: 1 });
    const before = await owner.get(P('getProducts'));
    await change(t.database.db, owner.merchantId);
    const after = await owner.get(P('getProducts'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).not.toEqual(before.json());
  });
});
