import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditRecords, users } from '../../db/schema/index';
import { employeeSchema, listEmployeesResponse } from '@bakrom/shared/schemas/staff';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { TEST_PASSWORD, auth, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let adminToken: string;
let superToken: string;
let foreignUserId: string;

const NEW_PASSWORD = 'nytt-passord-1';
const employee = (value: unknown) => strictly(employeeSchema).parse(value) as ReturnType<typeof employeeSchema.parse>;

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, payload: object, token = adminToken) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });

let counter = 0;
/** A complete, valid employee of the form, with a fresh username and pincode. */
function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    type: 'user',
    firstname: 'Ola',
    lastname: 'Nordmann',
    userRole: 'MANAGER',
    username: `ola.${counter}.${Date.now()}`,
    userPassword: 'hemmelig-123',
    pincode: String(1000 + counter).slice(-4),
    email: 'ola@example.no',
    phone: '91234567',
    ...overrides,
  };
}

async function login(username: string, password: string, merchant?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/backoffice_login',
    payload: { username, password, ...(merchant ? { merchant } : {}) },
  });
  const body = response.json() as { result: string; user?: string };
  return body.result === 'SUCCEEDED' ? (JSON.parse(body.user!) as { authToken: string }).authToken : undefined;
}

async function createUser(user: Record<string, unknown>, token = adminToken) {
  const response = await post('/api/user/createUser', { user }, token);
  expect(response.statusCode, response.body).toBe(200);
  return employee(response.json());
}

const isLive = async (token: string) => (await get('/api/location/listLocations', token)).statusCode === 200;

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await buildTwoMerchants(t.database.db, { useFunctionality: 'POS' });
  adminToken = await loginAs(t.app, fixture.admin.username);
  await buildUser(t.database.db, { merchantId: null, role: 'SUPER_ADMIN', username: 'ansatte.super' });
  superToken = await loginAs(t.app, 'ansatte.super', fixture.merchant.id);
  const otherToken = await loginAs(t.app, fixture.otherAdmin.username);
  foreignUserId = (await createUser(newUser({ pincode: '4321' }), otherToken)).userId;
});
afterAll(() => t.close());

describe('POST /api/user/createUser', () => {
  it('creates an ACTIVE employee with a lower-cased username, answers no password, and the employee can log in', async () => {
    const created = await createUser(newUser({ username: '  Kari.Ansatt ', pincode: '0042', firstname: ' Kari ' }));
    expect(created).toMatchObject({
      type: 'user',
      merchant: fixture.merchant.id,
      firstname: 'Kari',
      userRole: 'MANAGER',
      username: 'kari.ansatt',
      pincode: '0042',
      status: 'ACTIVE',
    });
    expect(JSON.stringify(created)).not.toMatch(/hemmelig|argon|password/i);
    expect(await login('KARI.ANSATT', 'hemmelig-123')).toBeDefined();
  });

  it('answers 400 naming each field that breaks a rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: '  ' }, 'user.firstname'],
      [{ lastname: '' }, 'user.lastname'],
      [{ userRole: 'SUPER_ADMIN' }, 'user.userRole'],
      [{ userRole: undefined }, 'user.userRole'],
      [{ username: '' }, 'user.username'],
      [{ username: 'to ord' }, 'user.username'],
      [{ userPassword: '' }, 'user.userPassword'],
      [{ userPassword: 'kort' }, 'user.userPassword'],
      [{ pincode: '123' }, 'user.pincode'],
      [{ pincode: '12345' }, 'user.pincode'],
      [{ pincode: '12a4' }, 'user.pincode'],
      [{ pincode: 1234 }, 'user.pincode'],
      [{ email: 'ikke-en-epost' }, 'user.email'],
      [{ phone: '' }, 'user.phone'],
    ];
    for (const [change, field] of cases) {
      const response = await post('/api/user/createUser', { user: newUser(change) });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(change)).toContain(field);
    }
    expect((await post('/api/user/createUser', {})).statusCode).toBe(400);
  });

  it('answers 409 under the username for a username taken anywhere on the platform, in any case', async () => {
    for (const username of [fixture.admin.username.toUpperCase(), fixture.otherAdmin.username]) {
      const response = await post('/api/user/createUser', { user: newUser({ username }) });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.fields['user.username']).toMatch(/^Brukernavnet er opptatt\. Forslag: \S+$/);
    }
  });

  it("suggests a free username with the merchant's prefix and says nothing about who has the taken one", async () => {
    const db = t.database.db;
    const kafe = await buildMerchant(db, { name: 'Kafé Prefiks AS' });
    await buildUser(db, { merchantId: kafe.id, role: 'ADMIN', username: 'kafe.admin' });
    await buildUser(db, { merchantId: kafe.id, username: 'kafe.ola' });
    const naboen = await buildMerchant(db, { name: 'Naboen AS' });
    await buildUser(db, { merchantId: naboen.id, username: 'kari' });
    await buildUser(db, { merchantId: naboen.id, username: 'kafe.kari' });
    const token = await loginAs(t.app, 'kafe.admin');

    const taken = await post('/api/user/createUser', { user: newUser({ username: 'Kari' }) }, token);
    expect(taken.statusCode).toBe(409);
    const message = 'Brukernavnet er opptatt. Forslag: kafe.kari2';
    expect(taken.json().error).toMatchObject({ message, fields: { 'user.username': message } });
    expect(taken.body).not.toMatch(/Naboen|allerede/);

    const own = await post('/api/user/createUser', { user: newUser({ username: 'kafe.ola' }) }, token);
    expect(own.json().error.fields).toEqual({ 'user.username': 'Brukernavnet er opptatt. Forslag: kafe.ola2' });

    expect((await createUser(newUser({ username: 'kafe.kari2' }), token)).username).toBe('kafe.kari2');
  });

  it('answers 409 under the pincode for a pincode the merchant uses, and accepts one another merchant uses', async () => {
    await createUser(newUser({ pincode: '7777' }));
    const taken = await post('/api/user/createUser', { user: newUser({ pincode: '7777' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ 'user.pincode': 'Pin-koden er allerede i bruk' });
    await createUser(newUser({ pincode: '4321' }));
  });

  it('gives the ADMIN role only as a super admin; a MANAGER creates MANAGERs', async () => {
    const refused = await post('/api/user/createUser', { user: newUser({ userRole: 'ADMIN' }) });
    expect(refused.statusCode).toBe(403);
    const admin = await createUser(newUser({ userRole: 'ADMIN' }), superToken);
    expect(admin.userRole).toBe('ADMIN');
    const manager = await createUser(newUser());
    const managerToken = (await login(manager.username, 'hemmelig-123'))!;
    expect((await post('/api/user/createUser', { user: newUser({ userRole: 'ADMIN' }) }, managerToken)).statusCode).toBe(403);
    await createUser(newUser(), managerToken);
  });

  it('refuses another merchant named in the body (403)', async () => {
    expect((await post('/api/user/createUser', { merchant: fixture.other.id, user: newUser() })).statusCode).toBe(403);
  });
});

describe('GET /api/user/listEmployees and getUser', () => {
  it('lists only the merchant’s employees, by name, without passwords', async () => {
    const response = await get('/api/user/listEmployees');
    expect(response.statusCode).toBe(200);
    const list = strictly(listEmployeesResponse).parse(response.json()) as { userId: string; merchant: string; firstname: string }[];
    expect(list.length).toBeGreaterThan(2);
    expect(list.every((user) => user.merchant === fixture.merchant.id)).toBe(true);
    expect(list.map((user) => user.userId)).not.toContain(foreignUserId);
    const names = list.map((user) => user.firstname.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(response.body).not.toMatch(/argon|passwordHash|userPassword/);
  });

  it('reads one employee; another merchant’s or an unknown id is not found, a malformed one is 400', async () => {
    expect(employee((await get(`/api/user/getUser?userId=${fixture.admin.id}`)).json()).username).toBe(fixture.admin.username);
    expect((await get(`/api/user/getUser?userId=${foreignUserId}`)).statusCode).toBe(404);
    expect((await get(`/api/user/getUser?userId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    const bad = await get('/api/user/getUser?userId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('userId');
  });
});

describe('POST /api/user/checkUserPincode', () => {
  it('answers TRUE as plain text when the merchant uses the pincode, FALSE otherwise or for the user being edited', async () => {
    const owner = await createUser(newUser({ pincode: '5151' }));
    const taken = await post('/api/user/checkUserPincode', { merchant: fixture.merchant.id, pincode: '5151' });
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['content-type']).toMatch(/^text\/plain/);
    expect(taken.body).toBe('TRUE');
    expect((await post('/api/user/checkUserPincode', { pincode: '5151', userId: owner.userId })).body).toBe('FALSE');
    expect((await post('/api/user/checkUserPincode', { pincode: '5152' })).body).toBe('FALSE');
    // Another merchant's pincode is free here.
    expect((await post('/api/user/checkUserPincode', { pincode: '4321', userId: UNKNOWN_ID })).body).toBe('TRUE');
  });

  it('answers 400 naming the pincode when it is not four digits', async () => {
    for (const pincode of ['515', '51511', 'abcd', '', 5151]) {
      const response = await post('/api/user/checkUserPincode', { pincode });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('pincode');
    }
  });
});

describe('POST /api/user/editUser', () => {
  it('keeps the password when it is left blank, and the employee’s sessions with it', async () => {
    const created = await createUser(newUser());
    const token = (await login(created.username, 'hemmelig-123'))!;
    const { userPassword: _password, ...rest } = newUser({ username: created.username, pincode: created.pincode });
    for (const userPassword of ['', undefined]) {
      const response = await post('/api/user/editUser', { user: { ...rest, userId: created.userId, lastname: 'Hansen', userPassword } });
      expect(response.statusCode, response.body).toBe(200);
      expect(employee(response.json()).lastname).toBe('Hansen');
    }
    expect(await isLive(token)).toBe(true);
    expect(await login(created.username, 'hemmelig-123')).toBeDefined();
  });

  it('ends the employee’s sessions at once when someone else changes the password, or deactivates them', async () => {
    const created = await createUser(newUser());
    const token = (await login(created.username, 'hemmelig-123'))!;
    const edited = await post('/api/user/editUser', {
      user: { ...newUser(), username: created.username, userId: created.userId, userPassword: NEW_PASSWORD },
    });
    expect(edited.statusCode).toBe(200);
    expect(await isLive(token)).toBe(false);
    expect(await login(created.username, 'hemmelig-123')).toBeUndefined();
    const again = (await login(created.username, NEW_PASSWORD))!;
    const deactivated = await post('/api/user/editUser', {
      user: { ...newUser(), username: created.username, userId: created.userId, status: 'INACTIVE' },
    });
    expect(employee(deactivated.json()).status).toBe('INACTIVE');
    expect(await isLive(again)).toBe(false);
    expect(await login(created.username, NEW_PASSWORD)).toBeUndefined();
  });

  it('answers 409 for a taken username or pincode, 404 for another merchant’s user, 400 without a userId', async () => {
    const first = await createUser(newUser());
    const second = await createUser(newUser());
    const base = { ...newUser(), userId: second.userId };
    const username = await post('/api/user/editUser', { user: { ...base, username: first.username } });
    expect(username.statusCode).toBe(409);
    expect(username.json().error.fields).toHaveProperty(['user.username']);
    const pincode = await post('/api/user/editUser', { user: { ...base, pincode: first.pincode } });
    expect(pincode.statusCode).toBe(409);
    expect(pincode.json().error.fields).toHaveProperty(['user.pincode']);
    expect((await post('/api/user/editUser', { user: { ...newUser(), userId: foreignUserId } })).statusCode).toBe(404);
    expect((await post('/api/user/editUser', { user: { ...newUser(), userId: UNKNOWN_ID } })).statusCode).toBe(404);
    const missing = await post('/api/user/editUser', { user: newUser() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty(['user.userId']);
  });

  it('lets only a super admin give, change or remove the ADMIN role; a MANAGER leaves an ADMIN alone', async () => {
    const manager = await createUser(newUser());
    const promote = { ...newUser(), username: manager.username, userId: manager.userId, userRole: 'ADMIN' };
    expect((await post('/api/user/editUser', { user: promote })).statusCode).toBe(403);
    expect(employee((await post('/api/user/editUser', { user: promote }, superToken)).json()).userRole).toBe('ADMIN');
    const demote = { ...promote, userRole: 'MANAGER' };
    expect((await post('/api/user/editUser', { user: demote })).statusCode).toBe(403);
    // An ADMIN may change another ADMIN's details, keeping the role (not the password: see below).
    expect((await post('/api/user/editUser', { user: { ...promote, phone: '40000000', userPassword: '' } })).statusCode).toBe(200);
    const other = await createUser(newUser());
    const managerToken = (await login(other.username, 'hemmelig-123'))!;
    expect((await post('/api/user/editUser', { user: { ...promote, phone: '40000001' } }, managerToken)).statusCode).toBe(403);
    expect((await post('/api/user/editUser', { user: demote }, superToken)).statusCode).toBe(200);
  });
});

describe('POST /api/user/deleteUser', () => {
  it('deletes the employee, answers SUCCEEDED and ends their sessions at once', async () => {
    const created = await createUser(newUser());
    const token = (await login(created.username, 'hemmelig-123'))!;
    expect(await isLive(token)).toBe(true);
    const response = await post('/api/user/deleteUser', { merchant: fixture.merchant.id, user: created });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');
    expect(await isLive(token)).toBe(false);
    expect((await get(`/api/user/getUser?userId=${created.userId}`)).statusCode).toBe(404);
    // The username and the pincode are free again.
    await createUser(newUser({ username: created.username, pincode: created.pincode }));
  });

  it('refuses deleting oneself (409), an ADMIN unless a super admin (403), another merchant’s user (404)', async () => {
    const self = await post('/api/user/deleteUser', { user: { userId: fixture.admin.id } });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toMatch(/deg selv/);
    const admin = await createUser(newUser({ userRole: 'ADMIN' }), superToken);
    expect((await post('/api/user/deleteUser', { user: { userId: admin.userId } })).statusCode).toBe(403);
    expect((await post('/api/user/deleteUser', { user: { userId: admin.userId } }, superToken)).statusCode).toBe(200);
    expect((await post('/api/user/deleteUser', { user: { userId: foreignUserId } })).statusCode).toBe(404);
    expect((await post('/api/user/deleteUser', { user: { userId: 'x' } })).statusCode).toBe(400);
  });
});

describe('POST /api/user/changeOwnPassword', () => {
  it('needs the current password (400 on that field), then ends the user’s other sessions and keeps this one', async () => {
    const user = await buildUser(t.database.db, { merchantId: fixture.merchant.id, role: 'MANAGER' });
    const token = await loginAs(t.app, user.username);
    const otherSession = await loginAs(t.app, user.username);
    const wrong = await post('/api/user/changeOwnPassword', { currentPassword: 'feil-passord', newPassword: NEW_PASSWORD }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Feil nåværende passord' });
    const short = await post('/api/user/changeOwnPassword', { currentPassword: TEST_PASSWORD, newPassword: 'kort' }, token);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('newPassword');
    const missing = await post('/api/user/changeOwnPassword', { newPassword: NEW_PASSWORD }, token);
    expect(missing.json().error.fields).toHaveProperty('currentPassword');

    const changed = await post('/api/user/changeOwnPassword', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, token);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe('SUCCEEDED');
    expect(await isLive(token)).toBe(true);
    expect(await isLive(otherSession)).toBe(false);
    expect(await login(user.username, TEST_PASSWORD)).toBeUndefined();
    expect(await login(user.username, NEW_PASSWORD)).toBeDefined();
  });
});

describe('passwords set through editUser', () => {
  const edit = (target: { userId: string; username: string; pincode: string; userRole: string }, changes: object, token: string) =>
    post(
      '/api/user/editUser',
      {
        user: {
          ...newUser(),
          userPassword: '',
          username: target.username,
          pincode: target.pincode,
          userRole: target.userRole,
          userId: target.userId,
          ...changes,
        },
      },
      token,
    );

  it('refuse one’s own password (400 under the field, pointing to Endre passord on Min profil); other own details save', async () => {
    const self = await buildUser(t.database.db, { merchantId: fixture.merchant.id, role: 'MANAGER' });
    const token = await loginAs(t.app, self.username);
    const other = await loginAs(t.app, self.username);
    const target = { userId: self.id, username: self.username, pincode: '', userRole: 'MANAGER' };
    const refused = await edit({ ...target, pincode: '6061' }, { userPassword: NEW_PASSWORD }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/Endre passord.*Min profil/);
    expect(refused.json().error.fields).toEqual({ 'user.userPassword': refused.json().error.message });
    expect(await login(self.username, NEW_PASSWORD)).toBeUndefined();
    expect(await isLive(other)).toBe(true);
    // An ADMIN's and a super admin's own row alike.
    const adminSelf = { userId: fixture.admin.id, username: fixture.admin.username, pincode: '6062', userRole: 'ADMIN' };
    expect((await edit(adminSelf, { userPassword: NEW_PASSWORD }, adminToken)).statusCode).toBe(400);
    expect((await edit({ ...target, pincode: '6063' }, { phone: '40404040' }, token)).statusCode).toBe(200);
  });

  it('refuse an ADMIN setting another ADMIN’s password (403) and a MANAGER another MANAGER’s; a super admin sets any', async () => {
    const admin = await createUser(newUser({ userRole: 'ADMIN' }), superToken);
    const adminSession = (await login(admin.username, 'hemmelig-123'))!;
    const refused = await edit(admin, { userPassword: NEW_PASSWORD }, adminToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/passord/i);
    expect(await login(admin.username, NEW_PASSWORD)).toBeUndefined();
    expect(await isLive(adminSession)).toBe(true);
    // The other details of another ADMIN still save.
    expect((await edit(admin, { phone: '41414141' }, adminToken)).statusCode).toBe(200);

    const manager = await createUser(newUser());
    const colleague = await createUser(newUser());
    const colleagueToken = (await login(colleague.username, 'hemmelig-123'))!;
    expect((await edit(manager, { userPassword: NEW_PASSWORD }, colleagueToken)).statusCode).toBe(403);
    expect((await edit(manager, { userPassword: NEW_PASSWORD }, adminToken)).statusCode).toBe(200);

    const byTheSuperAdmin = await edit(admin, { userPassword: NEW_PASSWORD }, superToken);
    expect(byTheSuperAdmin.statusCode).toBe(200);
    expect(await isLive(adminSession)).toBe(false);
    expect(await login(admin.username, NEW_PASSWORD)).toBeDefined();
  });
});

describe('the audit of user changes', () => {
  const auditOf = (entityId: string) =>
    t.database.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'user'), eq(auditRecords.entityId, entityId)))
      .orderBy(auditRecords.createdAt);
  type AuditRow = Awaited<ReturnType<typeof auditOf>>[number];
  const changedFields = (row: AuditRow) => ((row.details as { changes?: { field: string }[] }).changes ?? []).map((change) => change.field);

  it('records create, role, status, pincode, password and delete with who and when, never the password or pincode', async () => {
    const started = Date.now() - 60_000;
    const created = await createUser(newUser({ pincode: '9191', userPassword: 'forste-passord-9' }), superToken);
    await post(
      '/api/user/editUser',
      { user: { ...newUser(), userPassword: '', username: created.username, userId: created.userId, userRole: 'ADMIN', pincode: '9292' } },
      superToken,
    );
    await post(
      '/api/user/editUser',
      {
        user: {
          ...newUser(),
          username: created.username,
          userId: created.userId,
          userRole: 'ADMIN',
          pincode: '9292',
          userPassword: 'andre-passord-9',
          status: 'INACTIVE',
        },
      },
      superToken,
    );
    expect((await post('/api/user/deleteUser', { user: { userId: created.userId } }, superToken)).statusCode).toBe(200);

    const rows = await auditOf(created.userId);
    expect(rows.map((row) => row.action)).toEqual(['user.create', 'user.edit', 'user.edit', 'user.delete']);
    const [superAdmin] = await t.database.db.select().from(users).where(eq(users.username, 'ansatte.super'));
    for (const row of rows) {
      expect(row.merchantId).toBe(fixture.merchant.id);
      expect(row.userId).toBe(superAdmin!.id);
      expect(row.createdAt.getTime()).toBeGreaterThan(started);
      expect(row.details).toMatchObject({ by: 'ansatte.super', username: created.username });
    }
    expect(changedFields(rows[1]!)).toEqual(expect.arrayContaining(['userRole', 'pincode']));
    expect(changedFields(rows[1]!)).not.toContain('password');
    expect(changedFields(rows[2]!)).toEqual(expect.arrayContaining(['status', 'password']));
    expect(rows[2]!.details).toMatchObject({ sessionsEnded: true });
    const text = JSON.stringify(rows);
    for (const secret of ['forste-passord-9', 'andre-passord-9', '9191', '9292', 'argon2']) expect(text).not.toContain(secret);
  });

  it('records the ADMIN who made a change, and one’s own password change', async () => {
    const created = await createUser(newUser());
    const [record] = await auditOf(created.userId);
    expect(record).toMatchObject({ action: 'user.create', userId: fixture.admin.id, merchantId: fixture.merchant.id });

    const user = await buildUser(t.database.db, { merchantId: fixture.merchant.id, role: 'MANAGER' });
    const token = await loginAs(t.app, user.username);
    const changed = await post('/api/user/changeOwnPassword', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, token);
    expect(changed.statusCode).toBe(200);
    const rows = await auditOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'user.password', userId: user.id, merchantId: fixture.merchant.id });
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
  });

  it('writes nothing for a refused change', async () => {
    const admin = await createUser(newUser({ userRole: 'ADMIN' }), superToken);
    const before = (await auditOf(admin.userId)).length;
    expect(
      (
        await post('/api/user/editUser', {
          user: { ...newUser(), userId: admin.userId, username: admin.username, userRole: 'ADMIN', userPassword: NEW_PASSWORD },
        })
      ).statusCode,
    ).toBe(403);
    expect((await post('/api/user/deleteUser', { user: { userId: admin.userId } })).statusCode).toBe(403);
    expect(await auditOf(admin.userId)).toHaveLength(before);
  });
});

describe('who may use the employee calls', () => {
  it('refuses the employee calls in modes without /users (403), but not one’s own password', async () => {
    const takeaway = await buildMerchant(t.database.db, {}, { useFunctionality: 'TAKEAWAY' });
    const user = await buildUser(t.database.db, { merchantId: takeaway.id, role: 'ADMIN' });
    const token = await loginAs(t.app, user.username);
    expect((await get('/api/user/listEmployees', token)).statusCode).toBe(403);
    expect((await post('/api/user/createUser', { user: newUser() }, token)).statusCode).toBe(403);
    const own = await post('/api/user/changeOwnPassword', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, token);
    expect(own.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/listEmployees' })).statusCode).toBe(401);
  });
});
