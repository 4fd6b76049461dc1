import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categorySchema } from '@bakrom/shared/schemas/catalogue';
import { imageIdOfUrl } from '@bakrom/shared/catalogue-rules';
import { categories, images, items } from '../../db/schema/index';
import { P, fieldsOf, merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { storedImage } from '../../../test/business-factories';

let t: TestContext;
let me: MerchantSession;
let other: MerchantSession;
let foreignCategoryId: string;

const newCategory = (overrides: Record<string, unknown> = {}) => ({
  merchant: me.merchantId,
  type: 'category',
  name: 'Pizza',
  description: 'Steinovnsbakt',
  itemType: 'DISH',
  availableAtLocationIds: me.locationIds,
  availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
  availableOnDays: ['FRIDAY', 'SATURDAY'],
  imageUrl: null,
  showItemsCount: true,
  sortOrder: -1,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await me.post(P('createCategory'), newCategory(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return categorySchema.parse(response.json());
}

beforeAll(async () => {
  t = await buildTestApp();
  me = await merchantSession(t);
  other = await merchantSession(t, { offerDeliveryService: true });
  const foreign = await other.post(P('createCategory'), { name: 'Fremmed', itemType: 'DISH' });
  foreignCategoryId = foreign.json().id;
});
afterAll(() => t.close());

describe('createCategory and getCategory', () => {
  it('saves the category and answers the saved entity, new ones last (sortOrder -1)', async () => {
    const category = await create();
    expect(category).toMatchObject({
      type: 'category',
      merchant: me.merchantId,
      name: 'Pizza',
      itemType: 'DISH',
      sortOrder: -1,
      availableOnDays: ['FRIDAY', 'SATURDAY'],
    });
    expect([...category.availableAtLocationIds].sort()).toEqual([...me.locationIds].sort());
    const read = await me.get(P(`getCategory?categoryId=${category.id}&merchant=${me.merchantId}`));
    expect(read.json()).toEqual(category);
  });

  it('takes an image the merchant uploaded', async () => {
    const imageUrl = await storedImage(t.database.db, me.merchantId);
    expect((await create({ imageUrl })).imageUrl).toBe(imageUrl);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['no item type', { itemType: undefined }, 'itemType'],
    ['an unknown item type', { itemType: 'FOOD' }, 'itemType'],
    ['an unknown order type', { availableForOrderTypes: ['DELIVERY'] }, 'availableForOrderTypes.0'],
    ['a malformed location id', { availableAtLocationIds: ['1'] }, 'availableAtLocationIds.0'],
    ['a foreign image URL', { imageUrl: 'https://example.com/x.png' }, 'imageUrl'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const response = await me.post(P('createCategory'), newCategory(overrides));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toHaveProperty([field]);
  });

  it('offers DELIVERY_SERVICE only to a merchant that offers delivery', async () => {
    const refused = await me.post(P('createCategory'), newCategory({ itemType: 'DELIVERY_SERVICE' }));
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused).itemType).toMatch(/levering/i);
    const accepted = await other.post(P('createCategory'), { name: 'Levering', itemType: 'DELIVERY_SERVICE' });
    expect(accepted.statusCode).toBe(200);
  });

  it("answers 404 for another merchant's location or image and writes nothing", async () => {
    const before = await t.database.db.select().from(categories).where(eq(categories.merchantId, me.merchantId));
    const location = await me.post(P('createCategory'), newCategory({ availableAtLocationIds: [me.locationIds[0], other.locationIds[0]] }));
    expect(location.statusCode).toBe(404);
    const image = await me.post(P('createCategory'), newCategory({ imageUrl: await storedImage(t.database.db, other.merchantId) }));
    expect(image.statusCode).toBe(404);
    const after = await t.database.db.select().from(categories).where(eq(categories.merchantId, me.merchantId));
    expect(after).toHaveLength(before.length);
  });

  it("answers 404 for another merchant's category and 403 for another merchant parameter", async () => {
    expect((await me.get(P(`getCategory?categoryId=${foreignCategoryId}`))).statusCode).toBe(404);
    expect((await me.post(P('createCategory'), newCategory({ merchant: other.merchantId }))).statusCode).toBe(403);
    expect((await me.get(P(`getCategories?merchant=${other.merchantId}`))).statusCode).toBe(403);
  });
});

describe('editCategory', () => {
  it('saves the changes by categoryId (or id), keeps the sort order and replaces the locations', async () => {
    const category = await create({ name: 'Før' });
    await me.post(P('editCategories'), [{ id: category.id, sortOrder: 0 }]);
    const response = await me.post(P('editCategory'), {
      ...category,
      categoryId: category.id,
      name: 'Etter',
      itemType: 'DRINK_ALCOHOL',
      availableForOrderTypes: ['DINE_IN'],
      availableAtLocationIds: [me.locationIds[1]],
      sortOrder: -1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: category.id,
      name: 'Etter',
      itemType: 'DRINK_ALCOHOL',
      sortOrder: 0,
      availableForOrderTypes: ['DINE_IN'],
    });
    expect(response.json().availableAtLocationIds).toEqual([me.locationIds[1]]);
    const byId = await me.post(P('editCategory'), { ...category, name: 'Med id' });
    expect(byId.json().name).toBe('Med id');
  });

  it('deletes the replaced picture with the save', async () => {
    const oldImage = await storedImage(t.database.db, me.merchantId);
    const newImage = await storedImage(t.database.db, me.merchantId);
    const category = await create({ imageUrl: oldImage });
    const response = await me.post(P('editCategory'), { ...category, imageUrl: newImage });
    expect(response.json().imageUrl).toBe(newImage);
    const remaining = await t.database.db.select({ id: images.id }).from(images).where(eq(images.merchantId, me.merchantId));
    expect(remaining.map((r) => r.id)).not.toContain(imageIdOfUrl(oldImage));
    expect(remaining.map((r) => r.id)).toContain(imageIdOfUrl(newImage));
  });

  it("answers 404 for another merchant's category and changes nothing there", async () => {
    const response = await me.post(P('editCategory'), newCategory({ categoryId: foreignCategoryId, name: 'Kapret' }));
    expect(response.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, foreignCategoryId));
    expect(row!.name).toBe('Fremmed');
  });

  it('answers 400 without an id and for an empty name', async () => {
    expect(fieldsOf(await me.post(P('editCategory'), newCategory()))).toHaveProperty('categoryId');
    const category = await create();
    expect(fieldsOf(await me.post(P('editCategory'), { ...category, name: '' }))).toHaveProperty('name');
  });
});

describe('the SAF-T article group (varegruppe) of a category', () => {
  it("starts from the item type's group when none is sent, and saves the one chosen", async () => {
    expect((await create()).articleGroup).toBe('04006');
    expect((await create({ name: 'Brus', itemType: 'DRINK' })).articleGroup).toBe('04011');
    expect((await create({ name: 'Øl', itemType: 'DRINK_ALCOHOL' })).articleGroup).toBe('04007');
    const wine = await create({ name: 'Vin', itemType: 'DRINK_ALCOHOL', articleGroup: '04008' });
    expect(wine.articleGroup).toBe('04008');
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, wine.id));
    expect(row!.articleGroup).toBe('04008');
  });

  it('changes the group on an edit, and keeps it when an edit does not send one', async () => {
    const category = await create({ name: 'Drikke', itemType: 'DRINK_ALCOHOL' });
    const changed = await me.post(P('editCategory'), { ...category, articleGroup: '04009' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().articleGroup).toBe('04009');
    const { articleGroup: _group, ...withoutGroup } = category;
    const kept = await me.post(P('editCategory'), { ...withoutGroup, name: 'Brennevin' });
    expect(kept.json()).toMatchObject({ name: 'Brennevin', articleGroup: '04009' });
  });

  it.each(['04999', '04003', '4006', ''])('answers 400 with the reason for the code %j, and writes nothing', async (articleGroup) => {
    const before = await t.database.db.select().from(categories).where(eq(categories.merchantId, me.merchantId));
    const response = await me.post(P('createCategory'), newCategory({ articleGroup }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).articleGroup).toBe('Ukjent varegruppe: velg en av varegruppene i SAF-T (04006–04014)');
    const after = await t.database.db.select().from(categories).where(eq(categories.merchantId, me.merchantId));
    expect(after).toHaveLength(before.length);
  });
});

describe('getCategories, getDataForCategoryAdminGui and editCategories', () => {
  it('lists the categories in sort order, new ones last, and writes list positions', async () => {
    const fresh = await merchantSession(t);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) {
      ids.push((await fresh.post(P('createCategory'), { name, itemType: 'DISH' })).json().id);
    }
    const sorted = await fresh.post(P('editCategories'), [
      { id: ids[2], sortOrder: 0 },
      { id: ids[0], sortOrder: 1 },
    ]);
    expect(sorted.statusCode).toBe(200);
    expect(sorted.headers['content-type']).toMatch(/^text\/plain/);
    expect(sorted.body).toBe('SUCCEEDED');
    const list = (await fresh.get(P('getCategories'))).json() as { name: string; sortOrder: number }[];
    expect(list.map((c) => [c.name, c.sortOrder])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', -1],
    ]);
  });

  it("writes nothing and answers 404 when the list names another merchant's category", async () => {
    const fresh = await merchantSession(t);
    const id = (await fresh.post(P('createCategory'), { name: 'A', itemType: 'DISH' })).json().id;
    const response = await fresh.post(P('editCategories'), [
      { id, sortOrder: 0 },
      { id: foreignCategoryId, sortOrder: 1 },
    ]);
    expect(response.statusCode).toBe(404);
    expect((await fresh.get(P(`getCategory?categoryId=${id}`))).json().sortOrder).toBe(-1);
    expect(
      (
        await fresh.post(P('editCategories'), [
          { id, sortOrder: 0 },
          { id, sortOrder: 1 },
        ])
      ).statusCode,
    ).toBe(400);
  });

  it('answers the locations and the category, or null when creating', async () => {
    const category = await create();
    const edit = (await me.get(P(`getDataForCategoryAdminGui?merchant=${me.merchantId}&categoryId=${category.id}`))).json();
    expect(edit.category).toEqual(category);
    expect(edit.locations.map((l: { id: string }) => l.id).sort()).toEqual([...me.locationIds].sort());
    const createData = (await me.get(P(`getDataForCategoryAdminGui?merchant=${me.merchantId}`))).json();
    expect(createData.category).toBeNull();
    expect((await me.get(P(`getDataForCategoryAdminGui?categoryId=${foreignCategoryId}`))).statusCode).toBe(404);
  });
});

describe('deleteCategory', () => {
  it('deletes the category, its items and their images in one go', async () => {
    const db = t.database.db;
    const categoryImage = await storedImage(db, me.merchantId);
    const itemImage = await storedImage(db, me.merchantId);
    const keptImage = await storedImage(db, me.merchantId);
    const category = await create({ imageUrl: categoryImage });
    const item = await me.post(P('createItem'), { categoryId: category.id, name: 'Margherita', itemType: 'DISH', imageUrl: itemImage });
    expect(item.statusCode, item.body).toBe(200);
    // The same picture shown elsewhere survives.
    const shared = await me.post(P('createItem'), { categoryId: category.id, name: 'Delt', itemType: 'DISH', imageUrl: keptImage });
    const elsewhere = await create({ imageUrl: keptImage });
    expect(shared.statusCode).toBe(200);

    const response = await me.post(P('deleteCategory'), { merchant: me.merchantId, categoryId: category.id, imageUrl: categoryImage });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');
    expect(await db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
    expect(await db.select().from(items).where(eq(items.categoryId, category.id))).toEqual([]);
    const imageIds = (await db.select({ id: images.id }).from(images)).map((r) => r.id);
    expect(imageIds).not.toContain(imageIdOfUrl(categoryImage));
    expect(imageIds).not.toContain(imageIdOfUrl(itemImage));
    expect(imageIds).toContain(imageIdOfUrl(keptImage));
    expect(elsewhere.imageUrl).toBe(keptImage);
  });

  it("answers 404 for another merchant's category and leaves it", async () => {
    const response = await me.post(P('deleteCategory'), { merchant: me.merchantId, categoryId: foreignCategoryId, imageUrl: null });
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.select().from(categories).where(eq(categories.id, foreignCategoryId))).toHaveLength(1);
  });

  it('answers 400 for a malformed id', async () => {
    expect(fieldsOf(await me.post(P('deleteCategory'), { categoryId: 'x' }))).toHaveProperty('categoryId');
  });
});
