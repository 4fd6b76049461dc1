import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationSchema } from '@bakrom/shared/schemas/location';
import { customActionCategories, customActions, categories } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';

let t: TestContext;
let token: string;
let merchantId: string;
let ownLocationId: string;
let foreignLocationId: string;
let categoryId: string;

const get = (url: string, headers: Record<string, string> = auth(token)) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  merchantId = (await buildMerchant(db)).id;
  const other = await buildMerchant(db);
  ownLocationId = (await buildLocation(db, merchantId, { name: 'Bryggen', onlinePaymentProvider: 'SWEDBANK_PAY', earliestPickupTime: 25 }))
    .id;
  await buildLocation(db, merchantId, { name: 'Aker' });
  foreignLocationId = (await buildLocation(db, other.id, { name: 'Fremmed' })).id;
  const [category] = await db.insert(categories).values({ merchantId, name: 'Middag', itemType: 'DISH' }).returning();
  categoryId = category!.id;
  const [action] = await db
    .insert(customActions)
    .values({ merchantId, locationId: ownLocationId, actionType: 'CLOSE_OPEN_DISHES', openName: 'Åpne middag', closeName: 'Steng middag' })
    .returning();
  await db.insert(customActionCategories).values({ customActionId: action!.id, categoryId });
  await buildUser(db, { merchantId, username: 'lise.admin' });
  token = await loginAs(t.app, 'lise.admin');
});
afterAll(() => t.close());

describe('GET /api/location/listLocations', () => {
  it("lists the session merchant's locations only, with their custom actions", async () => {
    const response = await get(`/api/location/listLocations?merchant=${merchantId}`);
    expect(response.statusCode).toBe(200);
    const list = locationSchema.array().parse(response.json());
    expect(list.map((l) => l.name)).toEqual(['Aker', 'Bryggen']);
    const bryggen = list.find((l) => l.name === 'Bryggen')!;
    expect(bryggen).toMatchObject({ onlinePaymentProvider: 'SWEDBANK_PAY', earliestPickupTime: 25 });
    expect(bryggen.customActions).toEqual([expect.objectContaining({ openName: 'Åpne middag', categoryIds: [categoryId] })]);
  });

  it('works without the merchant parameter and refuses another merchant with 403', async () => {
    expect((await get('/api/location/listLocations')).statusCode).toBe(200);
    const foreign = await get('/api/location/listLocations?merchant=someone-else');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/location/listLocations', {})).statusCode).toBe(401);
  });
});

describe('GET /api/location/getLocation', () => {
  it('answers an own location', async () => {
    const response = await get(`/api/location/getLocation?locationId=${ownLocationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ownLocationId, name: 'Bryggen' });
  });

  it("answers 404 for another merchant's location and for an unknown id", async () => {
    expect((await get(`/api/location/getLocation?locationId=${foreignLocationId}`)).statusCode).toBe(404);
    expect((await get('/api/location/getLocation?locationId=7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21')).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a missing or malformed id', async () => {
    const missing = await get('/api/location/getLocation');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toContain('locationId');
    const malformed = await get("/api/location/getLocation?locationId=1' or '1'='1");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.locationId).toBeDefined();
  });

  it('answers 403 when the merchant parameter names another merchant', async () => {
    expect((await get(`/api/location/getLocation?locationId=${ownLocationId}&merchant=x`)).statusCode).toBe(403);
  });
});
