import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categoryLocations, locations } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, loginAs } from '../../../test/factories';
import { buildCategory, buildDishesAction, buildTwoMerchants } from '../../../test/business-factories';

/** The instant the application's clock answers in these tests. */
const NOW = new Date('2026-05-04T08:15:00Z');

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let dinnerId: string;
let dessertId: string;
let pizzaId: string;

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });

async function locationsOf(categoryId: string): Promise<string[]> {
  const rows = await t.database.db.select().from(categoryLocations).where(eq(categoryLocations.categoryId, categoryId));
  return rows.map((r) => r.locationId).sort();
}

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => NOW } });
  const db = t.database.db;
  fixture = await buildTwoMerchants(db);
  const { merchant, bryggen, aker } = fixture;
  const both = [bryggen.id, aker.id];
  dinnerId = (await buildCategory(db, merchant.id, { name: 'Middag', locationIds: both })).id;
  dessertId = (await buildCategory(db, merchant.id, { name: 'Dessert', locationIds: both })).id;
  pizzaId = (await buildCategory(db, merchant.id, { name: 'Pizza', locationIds: both })).id;
  await buildDishesAction(db, merchant.id, bryggen.id, [dinnerId, dessertId]);
  token = await loginAs(t.app, fixture.admin.username);
});
afterAll(() => t.close());

describe('POST /api/settings/changeEarliestPickupTime', () => {
  it('saves one of 10, 15 … 55 minutes, stamped with the clock of the application', async () => {
    const response = await post('/api/settings/changeEarliestPickupTime', {
      merchant: fixture.merchant.id,
      locationId: fixture.bryggen.id,
      earliestPickupTime: 45,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locationId: fixture.bryggen.id, earliestPickupTime: 45 });
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, fixture.bryggen.id));
    expect(row!.earliestPickupTime).toBe(45);
    expect(row!.updatedAt).toEqual(NOW);
  });

  it('answers 400 naming earliestPickupTime for any other value', async () => {
    for (const earliestPickupTime of [5, 12, 60, 0, 25.5, '25', null]) {
      const response = await post('/api/settings/changeEarliestPickupTime', { locationId: fixture.bryggen.id, earliestPickupTime });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.earliestPickupTime).toBeDefined();
    }
  });

  it("answers 404 for another merchant's location", async () => {
    const response = await post('/api/settings/changeEarliestPickupTime', {
      locationId: fixture.foreignLocation.id,
      earliestPickupTime: 30,
    });
    expect(response.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, fixture.foreignLocation.id));
    expect(row!.earliestPickupTime).toBe(20);
  });
});

describe('POST /api/settings/closeDishes and openDishes', () => {
  it("closing removes the location from the action's categories only, and answers the text SUCCEEDED", async () => {
    const response = await post('/api/settings/closeDishes', { merchant: fixture.merchant.id, locationId: fixture.bryggen.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('SUCCEEDED');
    expect(await locationsOf(dinnerId)).toEqual([fixture.aker.id]);
    expect(await locationsOf(dessertId)).toEqual([fixture.aker.id]);
    expect(await locationsOf(pizzaId)).toEqual([fixture.bryggen.id, fixture.aker.id].sort());
  });

  it('closing twice changes nothing more', async () => {
    expect((await post('/api/settings/closeDishes', { locationId: fixture.bryggen.id })).body).toBe('SUCCEEDED');
    expect(await locationsOf(dinnerId)).toEqual([fixture.aker.id]);
  });

  it('opening adds the location back, and opening twice changes nothing more', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await post('/api/settings/openDishes', { locationId: fixture.bryggen.id });
      expect(response.body).toBe('SUCCEEDED');
      expect(await locationsOf(dinnerId)).toEqual([fixture.bryggen.id, fixture.aker.id].sort());
      expect(await locationsOf(dessertId)).toEqual([fixture.bryggen.id, fixture.aker.id].sort());
    }
  });

  it('opens dishes a category was not available for before (the action decides)', async () => {
    await t.database.db
      .delete(categoryLocations)
      .where(and(eq(categoryLocations.categoryId, dessertId), eq(categoryLocations.locationId, fixture.bryggen.id)));
    await post('/api/settings/openDishes', { locationId: fixture.bryggen.id });
    expect(await locationsOf(dessertId)).toContain(fixture.bryggen.id);
  });

  it('answers 404 with a clear message for a location without a CLOSE_OPEN_DISHES action', async () => {
    for (const path of ['/api/settings/closeDishes', '/api/settings/openDishes']) {
      const response = await post(path, { locationId: fixture.aker.id });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toMatch(/stenge og åpne retter/);
    }
    expect(await locationsOf(dinnerId)).toContain(fixture.aker.id);
  });

  it("answers 404 for another merchant's location, 400 without locationId, 403 for another merchant", async () => {
    expect((await post('/api/settings/closeDishes', { locationId: fixture.foreignLocation.id })).statusCode).toBe(404);
    const missing = await post('/api/settings/openDishes', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.locationId).toBeDefined();
    expect((await post('/api/settings/closeDishes', { merchant: fixture.other.id, locationId: fixture.bryggen.id })).statusCode).toBe(403);
  });
});
