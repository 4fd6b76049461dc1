import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMenuOrder } from '@bakrom/shared/catalogue-rules';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, loginAs } from '../../../test/factories';
import { buildCategory, buildItem, buildTwoMerchants } from '../../../test/business-factories';

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
const expected: { categories: { id: string; sortOrder: number }[]; items: { id: string; sortOrder: number; categoryId: string }[] } = {
  categories: [],
  items: [],
};

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await buildTwoMerchants(t.database.db);
  token = await loginAs(t.app, fixture.admin.username);
  const db = t.database.db;
  for (const [name, sortOrder] of [
    ['Ny kategori', -1],
    ['Pizza', 1],
    ['Forretter', 0],
    ['Enda nyere', -1],
    ['Dessert', 2],
  ] as const) {
    const category = await buildCategory(db, fixture.merchant.id, { name, sortOrder, locationIds: [fixture.bryggen.id] });
    expected.categories.push(category);
    for (const [itemName, itemSortOrder] of [
      ['Ny rett', -1],
      ['Andre', 1],
      ['Første', 0],
    ] as const) {
      expected.items.push(
        await buildItem(db, fixture.merchant.id, category.id, { name: `${itemName} (${name})`, sortOrder: itemSortOrder }),
      );
    }
  }
});
afterAll(() => t.close());

describe('one menu order for every answer: sorted first by sortOrder, new ones (-1) last, oldest first', () => {
  it('the products page, the sort pages, the overview and the sold-out page all answer the shared rule’s order', async () => {
    const order = ids(inMenuOrder(expected.categories));
    expect(order.slice(-2)).toEqual(ids(expected.categories.filter((c) => c.sortOrder === -1)).sort());
    const products = await get('/api/product/getProducts');
    expect(ids(products.categories)).toEqual(order);
    expect(ids(await get('/api/product/getCategories'))).toEqual(order);
    expect(ids((await get('/api/dashboard/getDashboardData')).categories)).toEqual(order);
    expect(ids((await get(`/api/dashboard/getDataForSoldOutAdminGui?locationId=${fixture.bryggen.id}`)).categories)).toEqual(order);
    for (const category of expected.categories) {
      const itemOrder = ids(inMenuOrder(expected.items.filter((item) => item.categoryId === category.id)));
      expect(ids(products.items.filter((item: { categoryId: string }) => item.categoryId === category.id))).toEqual(itemOrder);
      expect(ids(await get(`/api/product/getItemsOfCategory?categoryId=${category.id}`))).toEqual(itemOrder);
    }
  });
});
