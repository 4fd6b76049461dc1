import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { locationSchema, type Location } from '@bakrom/shared/schemas/location';
import { LOCATION_MESSAGES } from '@bakrom/shared/schemas/locations-admin';
import { auditRecords, locations, terminals } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildOrder, buildWebshopTerminal } from '../../../test/business-factories';
import { buildZReport } from '../../../test/report-factories';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let merchantId: string;
let superToken: string;
let managerToken: string;
let withOrdersId: string;
let withZReportId: string;
let foreignLocationId: string;

const S = (call: string) => `/api/superadmin/location/${call}`;
const get = (url: string, token = superToken) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, payload: object, token = superToken) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const location = (value: unknown) => strictly(locationSchema).parse(value) as Location;

/** A complete, valid location of the form. */
const form = (overrides: Record<string, unknown> = {}) => ({
  type: 'location',
  name: 'Grünerløkka',
  shortName: 'GRU',
  headerImageFile: '/api/media/images/7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21',
  googleMapsIframeUrl: 'https://www.google.com/maps?q=Thorvald+Meyers+gate+1&output=embed',
  vatNumber: '923 609 016',
  street: 'Thorvald Meyers gate 1',
  zipCode: '0555',
  city: 'Oslo',
  phone: '+47 22 33 44 55',
  email: 'grunerlokka@example.no',
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  merchantId = (await buildMerchant(db)).id;
  const other = await buildMerchant(db);
  const withOrders = await buildLocation(db, merchantId, { name: 'Bryggen', onlinePaymentProvider: 'DINTERO' });
  withOrdersId = withOrders.id;
  const webshop = await buildWebshopTerminal(db, merchantId, withOrdersId);
  await buildOrder(db, {
    merchantId,
    locationId: withOrdersId,
    terminalId: webshop.id,
    orderedAt: '2026-03-02T11:00:00Z',
    totalAmount: 11500,
  });
  withZReportId = (await buildLocation(db, merchantId, { name: 'Aker' })).id;
  const akerTerminal = await buildWebshopTerminal(db, merchantId, withZReportId);
  await buildZReport(db, {
    merchantId,
    locationId: withZReportId,
    terminalId: akerTerminal.id,
    nr: 1,
    businessDate: '2026-03-01',
    counters: {},
  });
  foreignLocationId = (await buildLocation(db, other.id, { name: 'Fremmed' })).id;
  await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN', username: 'plattform.lok' });
  await buildUser(db, { merchantId, role: 'MANAGER', username: 'lise.manager' });
  superToken = await loginAs(t.app, 'plattform.lok', merchantId);
  managerToken = await loginAs(t.app, 'lise.manager');
});
afterAll(() => t.close());

describe('POST /api/superadmin/location/createLocation', () => {
  it('creates the location with its WEBSHOP terminal and an audit record, and answers it', async () => {
    const response = await post(S('createLocation'), form());
    expect(response.statusCode).toBe(200);
    const created = location(response.json());
    expect(created).toMatchObject({
      name: 'Grünerløkka',
      shortName: 'GRU',
      vatNumber: '923609016',
      zipCode: '0555',
      status: 'ACTIVE',
      onlinePaymentProvider: 'NOT_ANY',
      customActions: [],
    });
    const db = t.database.db;
    const terminalRows = await db.select().from(terminals).where(eq(terminals.locationId, created.id));
    expect(terminalRows).toEqual([expect.objectContaining({ terminalId: 'WEBSHOP', terminalType: 'WEBSHOP', merchantId })]);
    const [audit] = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityId, created.id), eq(auditRecords.action, 'location.create')));
    expect(audit!.details).toMatchObject({ changes: expect.arrayContaining([{ field: 'name', from: null, to: 'Grünerløkka' }]) });
    const list = (await get('/api/location/listLocations')).json() as { id: string }[];
    expect(list.map((entry) => entry.id)).toContain(created.id);
  });

  it('answers 400 naming each field the §5 rules refuse, the organisation number by its check digit', async () => {
    const response = await post(
      S('createLocation'),
      form({ name: ' ', shortName: '', vatNumber: '923609017', street: '', zipCode: '55', city: '', phone: 'tlf', email: 'nei' }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['city', 'email', 'name', 'phone', 'shortName', 'street', 'vatNumber', 'zipCode']);
    expect(fields.vatNumber).toMatch(/kontrollsifferet/);
    expect(response.json().error.message).toMatch(/organisasjonsnummer/);
    const badMap = await post(S('createLocation'), form({ googleMapsIframeUrl: 'javascript:alert(1)' }));
    expect(badMap.statusCode).toBe(400);
    expect(badMap.json().error.fields.googleMapsIframeUrl).toBe(LOCATION_MESSAGES.mapsUrlInvalid);
  });

  it('refuses staff with 403 and nobody logged in with 401, writing nothing', async () => {
    const before = await t.database.db.select().from(locations).where(eq(locations.merchantId, merchantId));
    expect((await post(S('createLocation'), form({ name: 'Av en manager' }), managerToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: S('createLocation'), payload: form() });
    expect(anonymous.statusCode).toBe(401);
    const after = await t.database.db.select().from(locations).where(eq(locations.merchantId, merchantId));
    expect(after).toHaveLength(before.length);
  });
});

describe('POST /api/superadmin/location/editLocation', () => {
  it('saves every field, answers the location and audits what changed', async () => {
    const created = location((await post(S('createLocation'), form({ name: 'Majorstuen' }))).json());
    const response = await post(S('editLocation'), form({ locationId: created.id, name: 'Majorstua', headerImageFile: '', city: 'OSLO' }));
    expect(response.statusCode).toBe(200);
    expect(location(response.json())).toMatchObject({ id: created.id, name: 'Majorstua', headerImageFile: null, city: 'OSLO' });
    const [audit] = await t.database.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityId, created.id), eq(auditRecords.action, 'location.edit')));
    const changes = (audit!.details as { changes: { field: string }[] }).changes.map((change) => change.field);
    expect(changes.sort()).toEqual(['city', 'headerImageFile', 'name']);
  });

  it("answers 404 for another merchant's location and for an unknown id, 403 for staff", async () => {
    expect((await post(S('editLocation'), form({ locationId: foreignLocationId }))).statusCode).toBe(404);
    expect((await post(S('editLocation'), form({ locationId: UNKNOWN_ID }))).statusCode).toBe(404);
    expect((await post(S('editLocation'), form({ locationId: withOrdersId }), managerToken)).statusCode).toBe(403);
    const [foreign] = await t.database.db.select().from(locations).where(eq(locations.id, foreignLocationId));
    expect(foreign!.name).toBe('Fremmed');
  });

  it('answers 400 for a missing or malformed locationId', async () => {
    const missing = await post(S('editLocation'), form());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.locationId).toBeDefined();
    expect((await post(S('editLocation'), form({ locationId: "1' or '1'='1" }))).statusCode).toBe(400);
  });
});

describe('POST /api/superadmin/location/deleteLocation', () => {
  it('deletes a location without history (and its WEBSHOP terminal) and answers SUCCEEDED', async () => {
    const created = location((await post(S('createLocation'), form({ name: 'Midlertidig' }))).json());
    const response = await post(S('deleteLocation'), { locationId: created.id, name: created.name });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');
    const db = t.database.db;
    expect(await db.select().from(locations).where(eq(locations.id, created.id))).toEqual([]);
    expect(await db.select().from(terminals).where(eq(terminals.locationId, created.id))).toEqual([]);
    const [audit] = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityId, created.id), eq(auditRecords.action, 'location.delete')));
    expect(audit).toBeDefined();
  });

  it('refuses a location with orders or Z-reports with 409 and the advice to deactivate, keeping it', async () => {
    for (const locationId of [withOrdersId, withZReportId]) {
      const response = await post(S('deleteLocation'), { locationId });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: LOCATION_MESSAGES.hasHistory });
      expect(await t.database.db.select().from(locations).where(eq(locations.id, locationId))).toHaveLength(1);
    }
  });

  it("answers 404 for another merchant's location, 403 for staff", async () => {
    expect((await post(S('deleteLocation'), { locationId: foreignLocationId })).statusCode).toBe(404);
    expect((await post(S('deleteLocation'), { locationId: UNKNOWN_ID })).statusCode).toBe(404);
    const created = location((await post(S('createLocation'), form({ name: 'Ikke din' }))).json());
    expect((await post(S('deleteLocation'), { locationId: created.id }, managerToken)).statusCode).toBe(403);
    expect(await t.database.db.select().from(locations).where(eq(locations.id, created.id))).toHaveLength(1);
  });
});

describe('POST /api/superadmin/location/setLocationStatus', () => {
  it('deactivates a location: gone from the lists and pickers, kept in listAllLocations; ACTIVE brings it back', async () => {
    const listed = async (url: string) => ((await get(url)).json() as { id: string }[]).map((entry) => entry.id);
    const terminalLocations = async () =>
      ((await get('/api/terminal/getTerminals')).json() as { locationId: string }[]).map((entry) => entry.locationId);
    expect(await terminalLocations()).toContain(withOrdersId);
    const reportLocations = async () => {
      const response = await get('/api/report/getDataForReportGui');
      expect(response.statusCode).toBe(200);
      return (response.json() as { locations: { id: string }[] }).locations.map((entry) => entry.id);
    };
    expect(await reportLocations()).toContain(withOrdersId);

    const response = await post(S('setLocationStatus'), { locationId: withOrdersId, status: 'INACTIVE' });
    expect(response.statusCode).toBe(200);
    expect(location(response.json())).toMatchObject({ id: withOrdersId, status: 'INACTIVE' });
    expect(await listed('/api/location/listLocations')).not.toContain(withOrdersId);
    expect(await listed('/api/location/listAllLocations')).toContain(withOrdersId);
    expect(await terminalLocations()).not.toContain(withOrdersId);
    expect(await reportLocations()).not.toContain(withOrdersId);
    // The stored user of a new login carries the active locations only.
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/public/backoffice_login',
      payload: { username: 'lise.manager', password: 'riktig-passord' },
    });
    const stored = JSON.parse((relogin.json() as { user: string }).user) as { locations: { id: string }[] };
    expect(stored.locations.map((entry) => entry.id)).not.toContain(withOrdersId);
    // History kept: the location still answers by id, and its order is still there.
    expect((await get(`/api/location/getLocation?locationId=${withOrdersId}`)).statusCode).toBe(200);

    const back = await post(S('setLocationStatus'), { locationId: withOrdersId, status: 'ACTIVE' });
    expect(location(back.json()).status).toBe('ACTIVE');
    expect(await listed('/api/location/listLocations')).toContain(withOrdersId);
    const actions = await t.database.db
      .select({ action: auditRecords.action })
      .from(auditRecords)
      .where(eq(auditRecords.entityId, withOrdersId));
    expect(actions.map((row) => row.action).sort()).toEqual(['location.activate', 'location.deactivate']);
  });

  it('answers 400 for an unknown status, 404 for a foreign id and 403 for staff', async () => {
    expect((await post(S('setLocationStatus'), { locationId: withOrdersId, status: 'DELETED' })).statusCode).toBe(400);
    expect((await post(S('setLocationStatus'), { locationId: foreignLocationId, status: 'INACTIVE' })).statusCode).toBe(404);
    expect((await post(S('setLocationStatus'), { locationId: withOrdersId, status: 'INACTIVE' }, managerToken)).statusCode).toBe(403);
  });
});

describe('GET /api/location/listAllLocations', () => {
  it("lists every location of the session's merchant for staff too, never another merchant's", async () => {
    const response = await get('/api/location/listAllLocations', managerToken);
    expect(response.statusCode).toBe(200);
    const list = strictly(locationSchema.array()).parse(response.json()) as Location[];
    expect(list.map((entry) => entry.id)).toEqual(expect.arrayContaining([withOrdersId, withZReportId]));
    expect(list.map((entry) => entry.id)).not.toContain(foreignLocationId);
    expect((await get('/api/location/listAllLocations?merchant=someone-else', managerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/location/listAllLocations' })).statusCode).toBe(401);
  });
});
