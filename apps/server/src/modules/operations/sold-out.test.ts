import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { soldOutAdminGuiSchema } from '@bakrom/shared/schemas/dashboard';
import { markProductsAsSoldOutResponse } from '@bakrom/shared/schemas/operations';
import { soldOutItems } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildCategory, buildItem, buildTwoMerchants } from '../../../test/business-factories';

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let margheritaId: string;
let pepperoniId: string;
let lasagneId: string;
let foreignItemId: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const mark = (payload: object) => post('/api/product/markProductsAsSoldOut', payload);
const unmark = (payload: object) => post('/api/product/unmarkProductsAsSoldOut', payload);
const soldOutRows = () => t.database.db.select().from(soldOutItems).where(eq(soldOutItems.merchantId, fixture.merchant.id));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fixture = await buildTwoMerchants(db);
  const { merchant, bryggen, other } = fixture;
  const dinner = await buildCategory(db, merchant.id, { name: 'Middag', sortOrder: 1, locationIds: [bryggen.id] });
  const pizza = await buildCategory(db, merchant.id, { name: 'Pizza', sortOrder: 0, locationIds: [bryggen.id] });
  pepperoniId = (await buildItem(db, merchant.id, pizza.id, { name: 'Pepperoni', menuNr: '2', sortOrder: 1, locationIds: [bryggen.id] }))
    .id;
  margheritaId = (await buildItem(db, merchant.id, pizza.id, { name: 'Margherita', menuNr: '1', sortOrder: 0, locationIds: [bryggen.id] }))
    .id;
  lasagneId = (await buildItem(db, merchant.id, dinner.id, { name: 'Lasagne', menuNr: '10' })).id;
  const foreignCategory = await buildCategory(db, other.id, { name: 'Fremmed' });
  foreignItemId = (await buildItem(db, other.id, foreignCategory.id, { name: 'Fremmed rett' })).id;
  token = await loginAs(t.app, fixture.admin.username);
});
afterAll(() => t.close());

describe('POST /api/product/markProductsAsSoldOut', () => {
  it('marks items sold out at a location and answers their records', async () => {
    const response = await mark({ merchant: fixture.merchant.id, locationId: fixture.bryggen.id, items: [margheritaId, lasagneId] });
    expect(response.statusCode).toBe(200);
    const records = markProductsAsSoldOutResponse.parse(response.json());
    expect(records.map((r) => r.itemName)).toEqual(['Lasagne', 'Margherita']);
    expect(records.every((r) => r.locationId === fixture.bryggen.id && r.merchant === fixture.merchant.id)).toBe(true);
  });

  it('is idempotent: marking again adds no second record and answers the existing one', async () => {
    const before = await soldOutRows();
    // Margherita is sold out already (above); a repeated id in one list is refused as a bad list.
    const response = await mark({ locationId: fixture.bryggen.id, items: [margheritaId] });
    expect(response.statusCode).toBe(200);
    const [record] = markProductsAsSoldOutResponse.parse(response.json());
    expect(record!.id).toBe(before.find((r) => r.itemId === margheritaId)!.id);
    expect(await soldOutRows()).toHaveLength(before.length);
  });

  it('answers 400 naming items for an empty list, and for a malformed id', async () => {
    const empty = await mark({ locationId: fixture.bryggen.id, items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.items).toMatch(/minst ett produkt/);
    const malformed = await mark({ locationId: fixture.bryggen.id, items: ['x'] });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)[0]).toMatch(/^items/);
    const missing = await mark({ items: [pepperoniId] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.locationId).toBeDefined();
  });

  it("answers 404 for another merchant's item or location, and marks nothing", async () => {
    const before = await soldOutRows();
    expect((await mark({ locationId: fixture.bryggen.id, items: [pepperoniId, foreignItemId] })).statusCode).toBe(404);
    expect((await mark({ locationId: fixture.bryggen.id, items: [UNKNOWN_ID] })).statusCode).toBe(404);
    expect((await mark({ locationId: fixture.foreignLocation.id, items: [pepperoniId] })).statusCode).toBe(404);
    expect(await soldOutRows()).toHaveLength(before.length);
  });

  it('answers 403 when the merchant field names another merchant', async () => {
    expect((await mark({ merchant: fixture.other.id, locationId: fixture.bryggen.id, items: [pepperoniId] })).statusCode).toBe(403);
  });
});

describe('GET /api/dashboard/getDataForSoldOutAdminGui', () => {
  it('answers the location, categories and items by sortOrder, and the sold-out records with item names', async () => {
    const response = await get(`/api/dashboard/getDataForSoldOutAdminGui?merchant=${fixture.merchant.id}&locationId=${fixture.bryggen.id}`);
    expect(response.statusCode).toBe(200);
    const page = soldOutAdminGuiSchema.parse(response.json());
    expect(page.location).toMatchObject({ id: fixture.bryggen.id, name: 'Bryggen' });
    expect(page.categories.map((c) => c.name)).toEqual(['Pizza', 'Middag']);
    expect(page.items.map((i) => [i.menuNr, i.name])).toEqual([
      ['1', 'Margherita'],
      ['2', 'Pepperoni'],
      ['10', 'Lasagne'],
    ]);
    expect(page.items[0]).toMatchObject({ description: 'Margherita med tilbehør', imageUrl: null, categoryId: page.categories[0]!.id });
    expect(page.soldOutItems.map((s) => s.itemName).sort()).toEqual(['Lasagne', 'Margherita']);
    expect(page.items.some((i) => i.id === foreignItemId)).toBe(false);
  });

  it('shows only the sold-out records of the chosen location', async () => {
    const response = await get(`/api/dashboard/getDataForSoldOutAdminGui?locationId=${fixture.aker.id}`);
    expect(soldOutAdminGuiSchema.parse(response.json()).soldOutItems).toEqual([]);
  });

  it('answers 404 for a foreign location, 400 without locationId, 403 for another merchant', async () => {
    expect((await get(`/api/dashboard/getDataForSoldOutAdminGui?locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
    const missing = await get('/api/dashboard/getDataForSoldOutAdminGui');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.locationId).toBeDefined();
    expect((await get(`/api/dashboard/getDataForSoldOutAdminGui?merchant=x&locationId=${fixture.bryggen.id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/product/unmarkProductsAsSoldOut', () => {
  it('removes the record and answers SUCCEEDED; a second time answers 404', async () => {
    const record = (await soldOutRows()).find((r) => r.itemId === lasagneId)!;
    const response = await unmark({ merchant: fixture.merchant.id, soldOutItemDocId: record.id });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');
    expect((await soldOutRows()).some((r) => r.id === record.id)).toBe(false);
    expect((await unmark({ soldOutItemDocId: record.id })).statusCode).toBe(404);
  });

  it("answers 404 for another merchant's record and 400 without an id", async () => {
    const otherToken = await loginAs(t.app, fixture.otherAdmin.username);
    const own = (await soldOutRows())[0]!;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/product/unmarkProductsAsSoldOut',
      payload: { soldOutItemDocId: own.id },
      headers: auth(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await soldOutRows()).some((r) => r.id === own.id)).toBe(true);
    const missing = await unmark({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.soldOutItemDocId).toBeDefined();
  });
});
