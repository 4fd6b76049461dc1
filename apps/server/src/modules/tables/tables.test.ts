import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONALITIES } from '@bakrom/shared/enums';
import { mayUseTables } from '@bakrom/shared/menu-visibility';
import { listTablesResponse, tableSchema } from '@bakrom/shared/schemas/tables';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let foreignTableId: string;

const get = (url: string, headers = auth(token)) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = auth(token)) => t.app.inject({ method: 'POST', url, payload, headers });
const create = (payload: object, headers = auth(token)) => post('/api/table/createTable', payload, headers);

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await buildTwoMerchants(t.database.db, { useFunctionality: 'KIOSK_TAKEAWAY' });
  token = await loginAs(t.app, fixture.admin.username);
  const otherToken = await loginAs(t.app, fixture.otherAdmin.username);
  foreignTableId = tableSchema.parse(
    (await create({ locationId: fixture.foreignLocation.id, name: 'Bord 1', capacity: 2 }, auth(otherToken))).json(),
  ).id;
});
afterAll(() => t.close());

describe('POST /api/table/createTable', () => {
  it('creates an ACTIVE table with a trimmed name', async () => {
    const response = await create({
      merchant: fixture.merchant.id,
      type: 'table',
      locationId: fixture.bryggen.id,
      name: ' Bord 1 ',
      capacity: 4,
      description: 'Ved vinduet',
    });
    expect(response.statusCode).toBe(200);
    expect(tableSchema.parse(response.json())).toMatchObject({
      type: 'table',
      merchant: fixture.merchant.id,
      locationId: fixture.bryggen.id,
      name: 'Bord 1',
      capacity: 4,
      description: 'Ved vinduet',
      status: 'ACTIVE',
    });
  });

  it('answers 400 naming name or capacity', async () => {
    for (const name of ['', '   ', undefined]) {
      const response = await create({ locationId: fixture.bryggen.id, name, capacity: 2 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.name).toMatch(/Navn/);
    }
    for (const capacity of [0, -2, 2.5, '4', undefined]) {
      const response = await create({ locationId: fixture.bryggen.id, name: 'Bord 9', capacity });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.capacity).toMatch(/plasser/);
    }
  });

  it('answers 409 for a name already used at the location, and accepts it at another location', async () => {
    const duplicate = await create({ locationId: fixture.bryggen.id, name: 'Bord 1', capacity: 2 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toMatch(/Bord 1/);
    expect((await create({ locationId: fixture.aker.id, name: 'Bord 1', capacity: 2 })).statusCode).toBe(200);
  });

  it("answers 404 for another merchant's location and 403 for another merchant", async () => {
    expect((await create({ locationId: fixture.foreignLocation.id, name: 'Bord 5', capacity: 2 })).statusCode).toBe(404);
    expect((await create({ merchant: fixture.other.id, locationId: fixture.bryggen.id, name: 'Bord 5', capacity: 2 })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/table/listTables and getTable', () => {
  it('lists a location’s tables in natural name order, or all of the merchant’s', async () => {
    await create({ locationId: fixture.bryggen.id, name: 'Bord 10', capacity: 6 });
    await create({ locationId: fixture.bryggen.id, name: 'Bord 2', capacity: 2 });
    const atBryggen = listTablesResponse.parse(
      (await get(`/api/table/listTables?merchant=${fixture.merchant.id}&locationId=${fixture.bryggen.id}`)).json(),
    );
    expect(atBryggen.map((table) => table.name)).toEqual(['Bord 1', 'Bord 2', 'Bord 10']);
    const all = listTablesResponse.parse((await get('/api/table/listTables')).json());
    expect(all.map((table) => (table.locationId === fixture.aker.id ? `Aker ${table.name}` : table.name))).toEqual([
      'Aker Bord 1',
      'Bord 1',
      'Bord 2',
      'Bord 10',
    ]);
    expect(all.some((table) => table.id === foreignTableId)).toBe(false);
  });

  it('answers one table; 404 for another merchant’s table or location, 400 for a malformed id', async () => {
    const [first] = listTablesResponse.parse((await get(`/api/table/listTables?locationId=${fixture.bryggen.id}`)).json());
    const response = await get(`/api/table/getTable?tableId=${first!.id}`);
    expect(response.statusCode).toBe(200);
    expect(tableSchema.parse(response.json()).name).toBe('Bord 1');
    expect((await get(`/api/table/getTable?tableId=${foreignTableId}`)).statusCode).toBe(404);
    expect((await get(`/api/table/listTables?locationId=${fixture.foreignLocation.id}`)).statusCode).toBe(404);
    const malformed = await get('/api/table/getTable?tableId=7');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.tableId).toBeDefined();
  });
});

describe('POST /api/table/editTable and deleteTable', () => {
  it('edits a table by id or tableId', async () => {
    const table = tableSchema.parse((await create({ locationId: fixture.bryggen.id, name: 'Bord 20', capacity: 2 })).json());
    const edited = await post('/api/table/editTable', { ...table, name: 'Bord 21', capacity: 8, description: 'Hjørnebord' });
    expect(edited.statusCode).toBe(200);
    expect(tableSchema.parse(edited.json())).toMatchObject({ id: table.id, name: 'Bord 21', capacity: 8, description: 'Hjørnebord' });
    const moved = await post('/api/table/editTable', { tableId: table.id, locationId: fixture.aker.id, name: 'Bord 21', capacity: 8 });
    expect(tableSchema.parse(moved.json())).toMatchObject({ locationId: fixture.aker.id, description: '' });
  });

  it("asks for an empty seat count: 'Fyll ut antall plasser'", async () => {
    const response = await create({ locationId: fixture.bryggen.id, name: 'Bord 50' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.capacity).toBe('Fyll ut antall plasser');
  });

  it('answers 400, 404 and 409 for bad edits', async () => {
    const table = tableSchema.parse((await create({ locationId: fixture.bryggen.id, name: 'Bord 30', capacity: 2 })).json());
    const noId = await post('/api/table/editTable', { locationId: fixture.bryggen.id, name: 'Bord 30', capacity: 2 });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.fields.id).toBeDefined();
    expect(
      (await post('/api/table/editTable', { id: table.id, locationId: fixture.bryggen.id, name: 'Bord 30', capacity: 0 })).json().error
        .fields.capacity,
    ).toBeDefined();
    expect(
      (await post('/api/table/editTable', { id: foreignTableId, locationId: fixture.bryggen.id, name: 'X', capacity: 2 })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/table/editTable', { id: table.id, locationId: fixture.foreignLocation.id, name: 'X', capacity: 2 })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/table/editTable', { id: table.id, locationId: fixture.bryggen.id, name: 'Bord 1', capacity: 2 })).statusCode,
    ).toBe(409);
  });

  it('answers 400 with clear Norwegian messages for every bad field of an edit, and changes nothing', async () => {
    const table = tableSchema.parse((await create({ locationId: fixture.bryggen.id, name: 'Bord 31', capacity: 3 })).json());
    const edit = (changes: object) =>
      post('/api/table/editTable', { id: table.id, locationId: fixture.bryggen.id, name: 'Bord 31', capacity: 3, ...changes });
    const cases: [object, string, RegExp][] = [
      [{ name: '   ' }, 'name', /^Navn må fylles ut$/],
      [{ name: 'x'.repeat(101) }, 'name', /høyst 100 tegn/],
      [{ capacity: -1 }, 'capacity', /større enn 0/],
      [{ capacity: 1.5 }, 'capacity', /helt tall/],
      [{ capacity: '6' }, 'capacity', /må være et tall/],
      [{ capacity: 1001 }, 'capacity', /høyst 1000/],
      [{ description: 'x'.repeat(501) }, 'description', /høyst 500 tegn/],
      [{ locationId: 'bryggen' }, 'locationId', /./],
      [{ id: 'bord-31' }, 'id', /./],
    ];
    for (const [changes, field, message] of cases) {
      const response = await edit(changes);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json().error.fields[field]).toMatch(message);
    }
    const several = await edit({ name: '', capacity: 0 });
    expect(Object.keys(several.json().error.fields).sort()).toEqual(['capacity', 'name']);
    expect(tableSchema.parse((await get(`/api/table/getTable?tableId=${table.id}`)).json())).toMatchObject({
      name: 'Bord 31',
      capacity: 3,
    });
  });

  it("answers 404 for an unknown table, and another merchant's own edit leaves this merchant's table alone", async () => {
    expect(
      (await post('/api/table/editTable', { id: UNKNOWN_ID, locationId: fixture.bryggen.id, name: 'X', capacity: 2 })).statusCode,
    ).toBe(404);
    const table = tableSchema.parse((await create({ locationId: fixture.bryggen.id, name: 'Bord 32', capacity: 2 })).json());
    const otherToken = await loginAs(t.app, fixture.otherAdmin.username);
    const foreign = await post(
      '/api/table/editTable',
      { id: table.id, locationId: fixture.foreignLocation.id, name: 'Kapret', capacity: 2 },
      auth(otherToken),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Fant ikke bordet.');
    expect(tableSchema.parse((await get(`/api/table/getTable?tableId=${table.id}`)).json()).name).toBe('Bord 32');
  });

  it('deletes by id or tableId and answers SUCCEEDED; 404 afterwards and for a foreign table', async () => {
    const a = tableSchema.parse((await create({ locationId: fixture.bryggen.id, name: 'Bord 40', capacity: 2 })).json());
    const b = tableSchema.parse((await create({ locationId: fixture.bryggen.id, name: 'Bord 41', capacity: 2 })).json());
    const deleted = await post('/api/table/deleteTable', { merchant: fixture.merchant.id, id: a.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe('SUCCEEDED');
    expect((await post('/api/table/deleteTable', { tableId: b.id })).body).toBe('SUCCEEDED');
    expect((await post('/api/table/deleteTable', { id: a.id })).statusCode).toBe(404);
    expect((await post('/api/table/deleteTable', { id: foreignTableId })).statusCode).toBe(404);
    expect((await post('/api/table/deleteTable', { id: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await post('/api/table/deleteTable', {})).statusCode).toBe(400);
  });
});

describe('tables access', () => {
  it('answers 403 to a merchant user in modes other than KIOSK_TAKEAWAY and ALL', async () => {
    for (const mode of ['TAKEAWAY', 'POS', 'WEBSITE'] as const) {
      const merchant = await buildMerchant(t.database.db, {}, { useFunctionality: mode });
      const location = await buildLocation(t.database.db, merchant.id);
      const user = await buildUser(t.database.db, { merchantId: merchant.id });
      const userToken = await loginAs(t.app, user.username);
      const list = await get(`/api/table/listTables?locationId=${location.id}`, auth(userToken));
      expect(list.statusCode).toBe(403);
      expect((await create({ locationId: location.id, name: 'Bord 1', capacity: 2 }, auth(userToken))).statusCode).toBe(403);
      const edit = await post(
        '/api/table/editTable',
        { id: UNKNOWN_ID, locationId: location.id, name: 'Bord 1', capacity: 2 },
        auth(userToken),
      );
      expect(edit.statusCode).toBe(403);
    }
  });

  it('lets a super admin manage tables whatever the mode, and merchants in mode ALL', async () => {
    const takeaway = await buildMerchant(t.database.db, {}, { useFunctionality: 'TAKEAWAY' });
    const location = await buildLocation(t.database.db, takeaway.id);
    const superAdmin = await buildUser(t.database.db, { merchantId: null, role: 'SUPER_ADMIN', username: 'superadmin.bord' });
    const superToken = await loginAs(t.app, superAdmin.username, takeaway.id);
    expect((await create({ locationId: location.id, name: 'Bord 1', capacity: 2 }, auth(superToken))).statusCode).toBe(200);
    expect((await get(`/api/table/listTables?locationId=${location.id}`, auth(superToken))).json()).toHaveLength(1);

    const all = await buildMerchant(t.database.db, {}, { useFunctionality: 'ALL' });
    const user = await buildUser(t.database.db, { merchantId: all.id });
    expect((await get('/api/table/listTables', auth(await loginAs(t.app, user.username)))).statusCode).toBe(200);
  });

  it('answers exactly as the shared rule mayUseTables says, for every mode and role, with a Norwegian message', async () => {
    for (const mode of FUNCTIONALITIES) {
      const merchant = await buildMerchant(t.database.db, {}, { useFunctionality: mode });
      const location = await buildLocation(t.database.db, merchant.id);
      for (const role of ['ADMIN', 'MANAGER', 'SUPER_ADMIN'] as const) {
        const user = await buildUser(
          t.database.db,
          role === 'SUPER_ADMIN' ? { merchantId: null, role } : { merchantId: merchant.id, role },
        );
        const userToken = await loginAs(t.app, user.username, role === 'SUPER_ADMIN' ? merchant.id : undefined);
        const list = await get(`/api/table/listTables?locationId=${location.id}`, auth(userToken));
        const allowed = mayUseTables({
          role,
          settings: {
            useFunctionality: mode,
            payForSMS: false,
            offerDiscount: false,
            offerRewardProgram: false,
            offerDeliveryService: false,
          },
        });
        expect([mode, role, list.statusCode]).toEqual([mode, role, allowed ? 200 : 403]);
        if (!allowed) expect(list.json().error.message).toBe('Bord er ikke slått på for denne bedriften.');
      }
    }
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/table/listTables', {} as ReturnType<typeof auth>)).statusCode).toBe(401);
    const edit = await post(
      '/api/table/editTable',
      { id: UNKNOWN_ID, locationId: fixture.bryggen.id, name: 'X', capacity: 2 },
      {} as ReturnType<typeof auth>,
    );
    expect(edit.statusCode).toBe(401);
  });
});
