import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { itemSchema } from '@bakrom/shared/schemas/catalogue';
import { imageIdOfUrl } from '@bakrom/shared/catalogue-rules';
import { images, items, journalEntries } from '../../db/schema/index';
import { P, fieldsOf, merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { storedImage } from '../../../test/business-factories';

let t: TestContext;
let me: MerchantSession;
let other: MerchantSession;
let categoryId: string;
let drinksCategoryId: string;
let groupIds: string[];
let foreign: { categoryId: string; itemId: string; groupId: string };

const newItem = (overrides: Record<string, unknown> = {}) => ({
  merchant: me.merchantId,
  type: 'item',
  categoryId,
  itemType: 'DISH',
  name: 'Margherita',
  menuNr: '12',
  availableAtLocationIds: [me.locationIds[0]],
  availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
  availableOnDays: [],
  showAsDiscount: false,
  imageUrl: null,
  description: 'Tomat og mozzarella',
  ingredientsText: 'Hvetemel, tomat, ost',
  subselections: [],
  price: 164.35,
  priceDineIn: 151.2,
  addOnGroupIds: [],
  includedToppingsCount: 2,
  spicyLevelSelections: ['Mild', 'Sterk'],
  enableComment: true,
  allergens: ['GLUTEN', { id: 'MILK', name: 'Melk', imageUrl: null }],
  zipCodes: '',
  sortOrder: -1,
  ...overrides,
});

/** The journal entries about the item. */
const journalOf = async (itemId: string) =>
  (await t.database.db.select().from(journalEntries).where(eq(journalEntries.merchantId, me.merchantId))).filter(
    (entry) => JSON.parse(entry.payload).itemId === itemId,
  );

async function create(overrides: Record<string, unknown> = {}) {
  const response = await me.post(P('createItem'), newItem(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return itemSchema.parse(response.json());
}

beforeAll(async () => {
  t = await buildTestApp();
  me = await merchantSession(t);
  other = await merchantSession(t, { offerDeliveryService: true });
  categoryId = (await me.post(P('createCategory'), { name: 'Pizza', itemType: 'DISH' })).json().id;
  drinksCategoryId = (await me.post(P('createCategory'), { name: 'Drikke', itemType: 'DRINK' })).json().id;
  groupIds = [];
  for (const name of ['Saus', 'Topping']) {
    groupIds.push((await me.post(P('createAddOnGroup'), { name, title: `Velg ${name.toLowerCase()}` })).json().id);
  }
  const foreignCategoryId = (await other.post(P('createCategory'), { name: 'Fremmed', itemType: 'DISH' })).json().id;
  foreign = {
    categoryId: foreignCategoryId,
    itemId: (await other.post(P('createItem'), { categoryId: foreignCategoryId, name: 'Fremmed', itemType: 'DISH' })).json().id,
    groupId: (await other.post(P('createAddOnGroup'), { name: 'Fremmed', title: 'Fremmed' })).json().id,
  };
});
afterAll(() => t.close());

describe('createItem and getItem', () => {
  it('saves every field and answers the saved entity with prices in kroner', async () => {
    const item = await create({
      addOnGroupIds: [groupIds[1], groupIds[0]],
      subselections: [
        { id: 'ny-1', name: 'Liten', price: 130, priceDineIn: 120, addOnGroupIds: [groupIds[0]] },
        { id: 'ny-2', name: 'Stor', price: 170.5, priceDineIn: 0, addOnGroupIds: [] },
      ],
    });
    expect(item).toMatchObject({
      type: 'item',
      merchant: me.merchantId,
      categoryId,
      name: 'Margherita',
      menuNr: '12',
      price: 164.35,
      priceDineIn: 151.2,
      includedToppingsCount: 2,
      spicyLevelSelections: ['Mild', 'Sterk'],
      enableComment: true,
      sortOrder: -1,
      availableAtLocationIds: [me.locationIds[0]],
      addOnGroupIds: [groupIds[1], groupIds[0]],
    });
    expect(item.allergens.map((a) => a.id)).toEqual(['GLUTEN', 'MILK']);
    expect(item.subselections.map((s) => [s.name, s.price, s.priceDineIn, s.addOnGroupIds])).toEqual([
      ['Liten', 130, 120, [groupIds[0]]],
      // No dine-in price of its own: dine-in sells at the takeaway price (dine-in-price.test.ts).
      ['Stor', 170.5, 170.5, []],
    ]);
    expect(item.subselections[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select({ price: items.price }).from(items).where(eq(items.id, item.id));
    expect(Number(row!.price)).toBe(16435);
    expect((await me.get(P(`getItem?itemId=${item.id}&merchant=${me.merchantId}`))).json()).toEqual(item);
  });

  it('saves zip codes of a delivery service for a merchant that offers delivery', async () => {
    const deliveryCategory = (await other.post(P('createCategory'), { name: 'Levering', itemType: 'DELIVERY_SERVICE' })).json().id;
    const response = await other.post(P('createItem'), {
      categoryId: deliveryCategory,
      itemType: 'DELIVERY_SERVICE',
      name: 'Levering',
      price: 59,
      zipCodes: '2010,2040',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().zipCodes).toBe('2010,2040');
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['alcohol without a dine-in price', { itemType: 'DRINK_ALCOHOL', priceDineIn: 0, price: 90 }, 'priceDineIn'],
    ['a drink without a takeaway price', { itemType: 'DRINK', price: 0 }, 'price'],
    ['an add-on without a takeaway price', { itemType: 'ADD_ON', price: 0 }, 'price'],
    ['a price with three decimals', { price: 10.005 }, 'price'],
    ['a negative price', { priceDineIn: -5 }, 'priceDineIn'],
    ['a price as text', { price: '10' }, 'price'],
    ['one variant', { subselections: [{ name: 'Liten', price: 100 }] }, 'subselections'],
    [
      'a variant without a name',
      {
        subselections: [
          { name: '', price: 100 },
          { name: 'Stor', price: 120 },
        ],
      },
      'subselections.0.name',
    ],
    [
      'a variant without a price',
      {
        subselections: [
          { name: 'Liten', price: 0 },
          { name: 'Stor', price: 120 },
        ],
      },
      'subselections.0.price',
    ],
    ['an unknown spicy level', { spicyLevelSelections: ['Vulkan'] }, 'spicyLevelSelections.0'],
    ['no category', { categoryId: undefined }, 'categoryId'],
    ['a negative toppings count', { includedToppingsCount: -1 }, 'includedToppingsCount'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const response = await me.post(P('createItem'), newItem(overrides));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toHaveProperty([field]);
    expect(response.json().error.message).toMatch(/^Sjekk feltet «[a-zæøå ()0-9]+»: /);
  });

  it('accepts dishes and bubble tea without prices and alcohol with a dine-in price only', async () => {
    expect((await create({ itemType: 'DISH', price: 0, priceDineIn: 0 })).price).toBe(0);
    expect((await create({ itemType: 'DRINK_BUBBLE_TEA', price: 0, priceDineIn: 0 })).itemType).toBe('DRINK_BUBBLE_TEA');
    expect((await create({ itemType: 'DRINK_ALCOHOL', price: 0, priceDineIn: 89 })).priceDineIn).toBe(89);
  });

  it('refuses DELIVERY_SERVICE when the merchant does not offer delivery', async () => {
    const response = await me.post(P('createItem'), newItem({ itemType: 'DELIVERY_SERVICE', price: 49 }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toHaveProperty('itemType');
  });

  it.each([
    ['category', () => ({ categoryId: foreign.categoryId })],
    ['location', () => ({ availableAtLocationIds: [other.locationIds[0]] })],
    ['add-on group', () => ({ addOnGroupIds: [foreign.groupId] })],
    [
      'add-on group of a variant',
      () => ({
        subselections: [
          { name: 'Liten', price: 100, addOnGroupIds: [foreign.groupId] },
          { name: 'Stor', price: 120 },
        ],
      }),
    ],
    ['allergen', () => ({ allergens: ['PINEAPPLE'] })],
  ])("answers 404 for another merchant's %s and writes nothing", async (_case, overrides) => {
    const before = await t.database.db.select({ id: items.id }).from(items).where(eq(items.merchantId, me.merchantId));
    const response = await me.post(P('createItem'), newItem(overrides()));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    const after = await t.database.db.select({ id: items.id }).from(items).where(eq(items.merchantId, me.merchantId));
    expect(after).toHaveLength(before.length);
  });

  it("answers 404 for another merchant's image", async () => {
    const response = await me.post(P('createItem'), newItem({ imageUrl: await storedImage(t.database.db, other.merchantId) }));
    expect(response.statusCode).toBe(404);
  });
});

describe('editItem', () => {
  it('saves the changes, keeps the ids of the variants it still has and replaces the links', async () => {
    const item = await create({
      addOnGroupIds: [groupIds[0]],
      subselections: [
        { name: 'Liten', price: 130 },
        { name: 'Stor', price: 170 },
      ],
    });
    const [small] = item.subselections;
    const response = await me.post(P('editItem'), {
      ...item,
      itemId: item.id,
      name: 'Margherita spesial',
      price: 175,
      addOnGroupIds: [groupIds[1]],
      allergens: [],
      availableAtLocationIds: me.locationIds,
      subselections: [
        { ...small, name: 'Liten', price: 135, addOnGroupIds: [groupIds[1]] },
        { name: 'Familie', price: 250 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = itemSchema.parse(response.json());
    expect(saved).toMatchObject({ id: item.id, name: 'Margherita spesial', price: 175, addOnGroupIds: [groupIds[1]], allergens: [] });
    expect(saved.subselections.map((s) => [s.name, s.price])).toEqual([
      ['Liten', 135],
      ['Familie', 250],
    ]);
    expect(saved.subselections[0]!.id).toBe(small!.id);
    expect(saved.subselections[0]!.addOnGroupIds).toEqual([groupIds[1]]);
    expect(saved.availableAtLocationIds.length).toBe(2);

    // The journal has the price changes (13021): what, old and new price (net øre), by whom.
    const [entry, ...more] = await journalOf(item.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ eventCode: 13021, description: 'Prisendring: Margherita spesial', userName: 'Kari Nordmann' });
    expect(JSON.parse(entry!.payload).changes).toEqual([
      { kind: 'item', id: item.id, name: 'Margherita spesial', field: 'price', from: 16_435, to: 17_500 },
      { kind: 'variant', id: small!.id, name: 'Liten', field: 'price', from: 13_000, to: 13_500 },
      // The answer showed the dine-in price as the takeaway price (none was set), and the edit saved it.
      { kind: 'variant', id: small!.id, name: 'Liten', field: 'priceDineIn', from: 0, to: 13_000 },
      { kind: 'variant', id: null, name: 'Familie', field: 'price', from: null, to: 25_000 },
      { kind: 'variant', id: null, name: 'Familie', field: 'priceDineIn', from: null, to: 0 },
      { kind: 'variant', id: item.subselections[1]!.id, name: 'Stor', field: 'price', from: 17_000, to: null },
      { kind: 'variant', id: item.subselections[1]!.id, name: 'Stor', field: 'priceDineIn', from: 0, to: null },
    ]);

    // An edit that changes no price journals nothing (the first one saves the dine-in prices it was shown).
    const shown = itemSchema.parse((await me.post(P('editItem'), { ...saved, itemId: saved.id })).json());
    const entries = (await journalOf(item.id)).length;
    const again = await me.post(P('editItem'), { ...shown, itemId: shown.id, description: 'Ny beskrivelse' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await journalOf(item.id)).toHaveLength(entries);
  });

  it('answers 400 naming the list when a variant id is repeated, and changes nothing', async () => {
    const item = await create({
      subselections: [
        { name: 'Liten', price: 130 },
        { name: 'Stor', price: 170 },
      ],
    });
    const [small] = item.subselections;
    const response = await me.post(P('editItem'), {
      ...item,
      subselections: [
        { ...small, name: 'Liten' },
        { ...small, name: 'Stor' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Sjekk feltet «varianter»: Listen inneholder samme id flere ganger',
      fields: { subselections: 'Listen inneholder samme id flere ganger' },
    });
    expect((await me.get(P(`getItem?itemId=${item.id}`))).json().subselections).toEqual(item.subselections);
  });

  it('moves an item to another category of the merchant, last there', async () => {
    const item = await create();
    await me.post(P('editItems'), [{ id: item.id, sortOrder: 0 }]);
    const moved = await me.post(P('editItem'), { ...item, categoryId: drinksCategoryId });
    expect(moved.json()).toMatchObject({ categoryId: drinksCategoryId, sortOrder: -1 });
  });

  it("answers 404 for another merchant's item or category and changes nothing", async () => {
    const item = await create();
    expect((await me.post(P('editItem'), newItem({ itemId: foreign.itemId }))).statusCode).toBe(404);
    expect((await me.post(P('editItem'), { ...item, categoryId: foreign.categoryId, name: 'Flyttet' })).statusCode).toBe(404);
    expect((await me.get(P(`getItem?itemId=${item.id}`))).json().name).toBe('Margherita');
    const [foreignRow] = await t.database.db.select().from(items).where(eq(items.id, foreign.itemId));
    expect(foreignRow!.name).toBe('Fremmed');
  });

  it('deletes a replaced picture', async () => {
    const first = await storedImage(t.database.db, me.merchantId);
    const item = await create({ imageUrl: first });
    const saved = await me.post(P('editItem'), { ...item, imageUrl: null });
    expect(saved.json().imageUrl).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(images)
        .where(eq(images.id, imageIdOfUrl(first)!)),
    ).toEqual([]);
  });
});

describe("an item's own SAF-T article group (varegruppe)", () => {
  it("sells in its category's group (null) unless it has an override, which an edit sets, keeps or clears", async () => {
    const plain = await create();
    expect(plain.articleGroup).toBeNull();
    const wine = await create({ name: 'Husets rødvin', itemType: 'DRINK_ALCOHOL', price: 0, priceDineIn: 95, articleGroup: '04008' });
    expect(wine.articleGroup).toBe('04008');
    const [row] = await t.database.db.select({ articleGroup: items.articleGroup }).from(items).where(eq(items.id, wine.id));
    expect(row!.articleGroup).toBe('04008');

    const changed = await me.post(P('editItem'), { ...wine, articleGroup: '04010' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().articleGroup).toBe('04010');
    const { articleGroup: _group, ...withoutGroup } = itemSchema.parse(changed.json());
    const kept = await me.post(P('editItem'), { ...withoutGroup, name: 'Sider' });
    expect(kept.json()).toMatchObject({ name: 'Sider', articleGroup: '04010' });
    const cleared = await me.post(P('editItem'), { ...wine, articleGroup: null });
    expect(cleared.json().articleGroup).toBeNull();
  });

  it('answers 400 with the reason for a code outside the list, and changes nothing', async () => {
    const item = await create({ articleGroup: '04006' });
    for (const articleGroup of ['04999', 'Mat', 4006]) {
      const response = await me.post(P('editItem'), { ...item, articleGroup });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response).articleGroup).toBe('Ukjent varegruppe: velg en av varegruppene i SAF-T (04006–04014)');
    }
    expect((await me.get(P(`getItem?itemId=${item.id}`))).json().articleGroup).toBe('04006');
  });
});

describe('reading and sorting items', () => {
  it('getItems, getItemsOfCategory and editItems answer in sort order, new ones last', async () => {
    const fresh = await merchantSession(t);
    const category = (await fresh.post(P('createCategory'), { name: 'Burger', itemType: 'DISH' })).json().id;
    const otherCategory = (await fresh.post(P('createCategory'), { name: 'Dessert', itemType: 'DISH' })).json().id;
    const ids: string[] = [];
    for (const name of ['Ost', 'Bacon', 'Vegansk']) {
      ids.push((await fresh.post(P('createItem'), { categoryId: category, name, itemType: 'DISH' })).json().id);
    }
    await fresh.post(P('createItem'), { categoryId: otherCategory, name: 'Is', itemType: 'DISH' });
    const sorted = await fresh.post(P('editItems'), [
      { id: ids[1], sortOrder: 0 },
      { id: ids[2], sortOrder: 1 },
    ]);
    expect(sorted.body).toBe('SUCCEEDED');
    const ofCategory = (await fresh.get(P(`getItemsOfCategory?merchant=${fresh.merchantId}&categoryId=${category}`))).json();
    expect(ofCategory.map((i: { name: string }) => i.name)).toEqual(['Bacon', 'Vegansk', 'Ost']);
    const all = (await fresh.get(P(`getItems?merchant=${fresh.merchantId}`))).json();
    expect(all).toHaveLength(4);
    expect((await fresh.get(P(`getItemsOfCategory?categoryId=${foreign.categoryId}`))).statusCode).toBe(404);
  });

  it("sorts nothing when the list names another merchant's item", async () => {
    const item = await create();
    const response = await me.post(P('editItems'), [
      { id: item.id, sortOrder: 0 },
      { id: foreign.itemId, sortOrder: 1 },
    ]);
    expect(response.statusCode).toBe(404);
    expect((await me.get(P(`getItem?itemId=${item.id}`))).json().sortOrder).toBe(-1);
  });

  it('getDataForItemAdminGui answers everything the form needs', async () => {
    const item = await create();
    const data = (await me.get(P(`getDataForItemAdminGui?merchant=${me.merchantId}&categoryId=${categoryId}&itemId=${item.id}`))).json();
    expect(data.category.id).toBe(categoryId);
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual(['Pizza', 'Drikke']);
    expect(data.addOnGroups.map((g: { id: string }) => g.id)).toEqual(groupIds);
    expect(data.spicyLevels).toEqual(['Mild', 'Medium', 'Sterk', 'Ekstra sterk']);
    expect(data.allergens).toHaveLength(14);
    expect(data.allergens[0]).toEqual({ id: 'GLUTEN', name: 'Gluten', imageUrl: null });
    expect(data.vat).toEqual({ dineIn: 25, takeOut: 15, delivery: 15 });
    expect(data.locations).toHaveLength(2);
    expect(data.item).toEqual(item);
    const forCreate = (await me.get(P(`getDataForItemAdminGui?categoryId=${categoryId}`))).json();
    expect(forCreate.item).toBeNull();
    expect((await me.get(P(`getDataForItemAdminGui?categoryId=${foreign.categoryId}`))).statusCode).toBe(404);
    expect((await me.get(P(`getDataForItemAdminGui?categoryId=${categoryId}&itemId=${foreign.itemId}`))).statusCode).toBe(404);
  });

  it("answers 404 for another merchant's item", async () => {
    expect((await me.get(P(`getItem?itemId=${foreign.itemId}`))).statusCode).toBe(404);
  });
});

describe('deleteItem', () => {
  it('deletes the item and its image', async () => {
    const imageUrl = await storedImage(t.database.db, me.merchantId);
    const item = await create({
      imageUrl,
      subselections: [
        { name: 'A', price: 1 },
        { name: 'B', price: 2 },
      ],
    });
    const response = await me.post(P('deleteItem'), { merchant: me.merchantId, itemId: item.id, imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');
    expect((await me.get(P(`getItem?itemId=${item.id}`))).statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(images)
        .where(eq(images.id, imageIdOfUrl(imageUrl)!)),
    ).toEqual([]);
  });

  it("answers 404 for another merchant's item and leaves it", async () => {
    expect((await me.post(P('deleteItem'), { merchant: me.merchantId, itemId: foreign.itemId, imageUrl: null })).statusCode).toBe(404);
    expect(await t.database.db.select().from(items).where(eq(items.id, foreign.itemId))).toHaveLength(1);
  });
});
