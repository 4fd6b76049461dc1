import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { nationalIdCheckDigits } from '@bakrom/shared/national-identity-number';
import { employeeSchema } from '@bakrom/shared/schemas/staff';
import {
  STAFF_CLOCK_MESSAGES,
  staffClockEntrySchema,
  staffRegisterDaySchema,
  staffRegisterEntrySchema,
  staffHoursSchema,
  type StaffHours,
  type StaffClockEntry,
  type StaffRegisterDay,
  type StaffRegisterEntry,
} from '@bakrom/shared/schemas/staff-register';
import { auditRecords, staffRegisterEntries, users } from '../../db/schema/index';
import { createTerminalWithKey, terminalAuth, type TerminalWithKey } from '../../../test/channel-factories';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, TEST_SECRET_KEY, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';
import { decryptSecret } from '../../lib/secrets';

/** The clock of the app: each test moves it on. Friday 20 November 2026, 08:00 in Oslo (UTC+1). */
let now = new Date('2026-11-20T07:00:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};

let t: TestContext;
let merchantId: string;
let majorstuen: string;
let grunerlokka: string;
let adminToken: string;
let managerToken: string;
let till: TerminalWithKey;
let tillAtGrunerlokka: TerminalWithKey;
let otherMerchantTill: TerminalWithKey;
let otherLocation: string;
let otherToken: string;

/** A valid fødselsnummer from nine digits. */
const nationalId = (firstNine: string) => `${firstNine}${nationalIdCheckDigits(firstNine)}`;
const KARI_ID = nationalId('010190124');

let kari: { userId: string; pincode: string };
let ola: { userId: string; pincode: string };

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, payload: object, token = adminToken) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const clockCall = (payload: object, key = till.key) =>
  t.app.inject({ method: 'POST', url: '/api/channel/staff/clock', headers: terminalAuth(key), payload });

let references = 0;
async function clockIn(pincode: string, action: 'IN' | 'OUT' = 'IN', key = till.key): Promise<StaffClockEntry> {
  references += 1;
  const response = await clockCall({ pincode, action, reference: `ref-${references}` }, key);
  expect(response.statusCode, response.body).toBe(201);
  return strictly(staffClockEntrySchema).parse(response.json()) as StaffClockEntry;
}

async function register(date: string, locationId = majorstuen, token = adminToken): Promise<StaffRegisterDay> {
  const response = await get(`/api/staff/getStaffRegister?locationId=${locationId}&date=${date}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(staffRegisterDaySchema).parse(response.json()) as StaffRegisterDay;
}

async function createEmployee(user: Record<string, unknown>) {
  const response = await post('/api/user/createUser', {
    user: { type: 'user', userRole: 'MANAGER', userPassword: 'hemmelig-123', email: 'a@example.no', phone: '91234567', ...user },
  });
  expect(response.statusCode, response.body).toBe(200);
  return strictly(employeeSchema).parse(response.json()) as ReturnType<typeof employeeSchema.parse>;
}

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => now } });
  const db = t.database.db;
  const merchant = await buildMerchant(db, {}, { useFunctionality: 'ALL' });
  merchantId = merchant.id;
  majorstuen = (await buildLocation(db, merchantId, { name: 'Majorstuen' })).id;
  grunerlokka = (await buildLocation(db, merchantId, { name: 'Grünerløkka' })).id;
  const admin = await buildUser(db, { merchantId, role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin.username);
  const manager = await buildUser(db, { merchantId, role: 'MANAGER' });
  managerToken = await loginAs(t.app, manager.username);
  till = await createTerminalWithKey(db, { merchantId, locationId: majorstuen, terminalType: 'POS', deviceName: 'Kasse 1' });
  tillAtGrunerlokka = await createTerminalWithKey(db, {
    merchantId,
    locationId: grunerlokka,
    terminalType: 'POS',
    deviceName: 'Kasse Løkka',
  });
  const other = await buildMerchant(db, {}, { useFunctionality: 'ALL' });
  otherLocation = (await buildLocation(db, other.id, { name: 'Fremmed' })).id;
  otherMerchantTill = await createTerminalWithKey(db, { merchantId: other.id, locationId: otherLocation, terminalType: 'POS' });
  otherToken = await loginAs(t.app, (await buildUser(db, { merchantId: other.id, role: 'ADMIN' })).username);

  const kariRow = await createEmployee({
    firstname: 'Kari',
    lastname: 'Hansen',
    username: `kari.${merchantId}`.toLowerCase(),
    pincode: '4711',
    identityKind: 'NATIONAL_ID',
    nationalId: KARI_ID,
    hourlyCost: 250_00,
  });
  kari = { userId: kariRow.userId, pincode: '4711' };
  const olaRow = await createEmployee({
    firstname: 'Ola',
    lastname: 'Berg',
    username: `ola.${merchantId}`.toLowerCase(),
    pincode: '4712',
    identityKind: 'CODE',
    identityCode: 'A-17',
  });
  ola = { userId: olaRow.userId, pincode: '4712' };
});
afterAll(() => t.close());

describe('POST /api/channel/staff/clock', () => {
  it('clocks in with the server’s time, the terminal’s location and the employee’s name; a repeat answers the first entry', async () => {
    at('2026-11-20T07:00:00Z');
    const payload = { pincode: kari.pincode, action: 'IN', reference: 'kasse1-0001' };
    const first = await clockCall(payload);
    expect(first.statusCode, first.body).toBe(201);
    const entry = strictly(staffClockEntrySchema).parse(first.json()) as StaffClockEntry;
    expect(entry).toMatchObject({
      action: 'IN',
      time: '2026-11-20T07:00:00.000Z',
      employeeName: 'Kari Hansen',
      locationId: majorstuen,
      locationName: 'Majorstuen',
      terminalId: till.terminalId,
      reference: 'kasse1-0001',
    });
    at('2026-11-20T07:00:30Z');
    const again = await clockCall(payload);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(entry);
    const conflict = await clockCall({ ...payload, action: 'OUT' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_CONFLICT', message: STAFF_CLOCK_MESSAGES.referenceTaken } });
  });

  it('never takes a time from the terminal', async () => {
    at('2026-11-20T07:05:00Z');
    const response = await clockCall({ pincode: ola.pincode, action: 'IN', reference: 'kasse1-ola-1', time: '2026-11-19T05:00:00Z' });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as StaffClockEntry).time).toBe('2026-11-20T07:05:00.000Z');
  });

  it('answers 409 with a Norwegian message for IN while in and OUT while out', async () => {
    const twiceIn = await clockCall({ pincode: kari.pincode, action: 'IN', reference: 'kasse1-twice' });
    expect(twiceIn.statusCode).toBe(409);
    expect(twiceIn.json()).toEqual({ error: { code: 'ALREADY_CLOCKED_IN', message: 'Du er allerede stemplet inn.' } });
    // At another location too: Kari is at work at Majorstuen.
    const elsewhere = await clockCall({ pincode: kari.pincode, action: 'IN', reference: 'loekka-1' }, tillAtGrunerlokka.key);
    expect(elsewhere.statusCode).toBe(409);
    const nobody = await createEmployee({
      firstname: 'Per',
      lastname: 'Ute',
      username: `per.${merchantId}`.toLowerCase(),
      pincode: '4713',
    });
    const outWhileOut = await clockCall({ pincode: '4713', action: 'OUT', reference: 'kasse1-per-out' });
    expect(outWhileOut.statusCode).toBe(409);
    expect(outWhileOut.json()).toEqual({ error: { code: 'NOT_CLOCKED_IN', message: 'Du er ikke stemplet inn.' } });
    expect(nobody.userId).toBeTruthy();
  });

  it('answers 404 for a pincode nobody active of the terminal’s merchant has, the same whether or not it exists', async () => {
    const unknown = await clockCall({ pincode: '0000', action: 'IN', reference: 'x-1' });
    const ofAnotherMerchant = await clockCall({ pincode: kari.pincode, action: 'IN', reference: 'x-2' }, otherMerchantTill.key);
    for (const response of [unknown, ofAnotherMerchant]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: STAFF_CLOCK_MESSAGES.wrongPincode } });
    }
  });

  it('refuses a webshop’s key with 403: staff clock in on the premises', async () => {
    const webshop = await createTerminalWithKey(t.database.db, { merchantId, locationId: majorstuen, terminalType: 'WEBSHOP' });
    const response = await clockCall({ pincode: ola.pincode, action: 'OUT', reference: 'web-1' }, webshop.key);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: STAFF_CLOCK_MESSAGES.notOnPremises } });
  });

  it('refuses bad input with 400 and a missing or session key with 401', async () => {
    for (const payload of [
      { pincode: '12', action: 'IN', reference: 'a' },
      { pincode: '1234', action: 'PAUSE', reference: 'a' },
      { pincode: '1234', action: 'IN' },
    ]) {
      const response = await clockCall(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/channel/staff/clock',
      payload: { pincode: kari.pincode, action: 'OUT', reference: 'z' },
    });
    expect(noKey.statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/channel/staff/clock',
      headers: auth(adminToken),
      payload: { pincode: kari.pincode, action: 'OUT', reference: 'z' },
    });
    expect(session.statusCode).toBe(401);
  });

  it('throttles wrong pincodes per terminal: after ten, every clocking of the terminal answers 429 with Retry-After', async () => {
    const kiosk = await createTerminalWithKey(t.database.db, { merchantId, locationId: majorstuen, terminalType: 'KIOSK' });
    for (let i = 0; i < 10; i++) {
      const response = await clockCall({ pincode: String(9000 + i), action: 'IN', reference: `guess-${i}` }, kiosk.key);
      expect(response.statusCode).toBe(404);
    }
    const refused = await clockCall({ pincode: '9999', action: 'IN', reference: 'guess-10' }, kiosk.key);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: STAFF_CLOCK_MESSAGES.throttled } });
    const rightOne = await clockCall({ pincode: ola.pincode, action: 'OUT', reference: 'guess-11' }, kiosk.key);
    expect(rightOne.statusCode).toBe(429);
    // Another terminal is not held back, and right pincodes do not count.
    for (let i = 0; i < 12; i++) {
      const response = await clockCall({ pincode: kari.pincode, action: 'IN', reference: 'kasse1-0001' });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('the register of a day', () => {
  it('shows who is at work and the day’s shifts with their hours; a MANAGER reads it too', async () => {
    at('2026-11-20T15:30:00Z');
    await clockIn(kari.pincode, 'OUT');
    const day = await register('2026-11-20');
    expect(day.locationName).toBe('Majorstuen');
    expect(day.atWork).toEqual([{ userId: ola.userId, employeeName: 'Ola Berg', since: '2026-11-20T07:05:00.000Z' }]);
    const kariShift = day.shifts.find((shift) => shift.userId === kari.userId)!;
    expect(kariShift).toMatchObject({ employeeName: 'Kari Hansen', identity: '*******' + KARI_ID.slice(-4), hours: 8.5 });
    expect(kariShift.clockIn).toMatchObject({
      time: '2026-11-20T07:00:00.000Z',
      source: 'TERMINAL',
      recordedBy: 'Kasse 1',
      corrections: [],
    });
    const olaShift = day.shifts.find((shift) => shift.userId === ola.userId)!;
    expect(olaShift).toMatchObject({ identity: 'A-17', clockOut: null, hours: null });
    expect(day.totalHours).toBe(8.5);
    expect(await register('2026-11-20', majorstuen, managerToken)).toEqual(day);
    expect((await register('2026-11-19')).shifts).toEqual([]);
  });

  it('keeps each location’s register to itself', async () => {
    at('2026-11-20T16:00:00Z');
    await clockIn(kari.pincode, 'IN', tillAtGrunerlokka.key);
    const loekka = await register('2026-11-20', grunerlokka);
    expect(loekka.atWork.map((person) => person.employeeName)).toEqual(['Kari Hansen']);
    expect(loekka.shifts).toHaveLength(1);
    expect((await register('2026-11-20')).atWork.map((person) => person.employeeName)).toEqual(['Ola Berg']);
  });

  it('answers another merchant’s or an unknown location 404, and a bad date 400', async () => {
    expect((await get(`/api/staff/getStaffRegister?locationId=${otherLocation}&date=2026-11-20`)).statusCode).toBe(404);
    expect((await get(`/api/staff/getStaffRegister?locationId=${majorstuen}&date=2026-11-20`, otherToken)).statusCode).toBe(404);
    expect((await get(`/api/staff/getStaffRegister?locationId=00000000-0000-4000-8000-000000000000&date=2026-11-20`)).statusCode).toBe(404);
    const badDate = await get(`/api/staff/getStaffRegister?locationId=${majorstuen}&date=2026-02-30`);
    expect(badDate.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/getStaffRegister?locationId=${majorstuen}&date=2026-11-20` })).statusCode,
    ).toBe(401);
  });
});

describe('adding and correcting', () => {
  let added: StaffRegisterEntry;

  it('adds a forgotten clock-out with the reason, who and when; the shift closes', async () => {
    at('2026-11-21T08:00:00Z');
    const response = await post(
      '/api/staff/addStaffRegisterEntry',
      { locationId: majorstuen, userId: ola.userId, action: 'OUT', date: '2026-11-20', time: '22:15', reason: 'Glemte å stemple ut' },
      managerToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    added = strictly(staffRegisterEntrySchema).parse(response.json()) as StaffRegisterEntry;
    expect(added).toMatchObject({
      action: 'OUT',
      time: '2026-11-20T21:15:00.000Z',
      source: 'BACK_OFFICE',
      reason: 'Glemte å stemple ut',
      recordedAt: '2026-11-21T08:00:00.000Z',
    });
    expect(added.recordedBy).toBe('Kari Nordmann');
    const day = await register('2026-11-20');
    const olaShift = day.shifts.find((shift) => shift.userId === ola.userId)!;
    expect(olaShift.hours).toBe(14.17);
    expect(day.atWork).toEqual([]);
  });

  it('refuses an addition without a reason, in the future, for another merchant’s employee or location', async () => {
    const body = { locationId: majorstuen, userId: ola.userId, action: 'IN', date: '2026-11-21', time: '07:00', reason: 'Glemte' };
    const noReason = await post('/api/staff/addStaffRegisterEntry', { ...body, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { fields: { reason: 'Skriv hvorfor' } } });
    const future = await post('/api/staff/addStaffRegisterEntry', { ...body, time: '23:00' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: { fields: { time: 'Tidspunktet kan ikke være fram i tid.' } } });
    const theirUser = await buildUser(t.database.db, { merchantId: (await buildMerchant(t.database.db)).id });
    expect((await post('/api/staff/addStaffRegisterEntry', { ...body, userId: theirUser.id })).statusCode).toBe(404);
    expect((await post('/api/staff/addStaffRegisterEntry', { ...body, locationId: otherLocation })).statusCode).toBe(404);
    expect((await post('/api/staff/addStaffRegisterEntry', body, otherToken)).statusCode).toBe(404);
    const count = await t.database.db.select().from(staffRegisterEntries).where(eq(staffRegisterEntries.merchantId, merchantId));
    expect(count.filter((row) => row.reason === 'Glemte')).toEqual([]);
  });

  it('corrects an entry with a new row: the original time stays, both show, and a correction of the correction is of the entry', async () => {
    at('2026-11-21T09:00:00Z');
    const first = await post('/api/staff/correctStaffRegisterEntry', {
      entryId: added.id,
      date: '2026-11-20',
      time: '21:45',
      reason: 'Gikk kl. 21.45',
    });
    expect(first.statusCode, first.body).toBe(200);
    const corrected = strictly(staffRegisterEntrySchema).parse(first.json()) as StaffRegisterEntry;
    expect(corrected).toMatchObject({
      id: added.id,
      time: '2026-11-20T20:45:00.000Z',
      recordedTime: '2026-11-20T21:15:00.000Z',
      struckOut: false,
    });
    expect(corrected.corrections).toEqual([
      expect.objectContaining({ time: '2026-11-20T20:45:00.000Z', reason: 'Gikk kl. 21.45', recordedAt: '2026-11-21T09:00:00.000Z' }),
    ]);
    const second = await post('/api/staff/correctStaffRegisterEntry', {
      entryId: corrected.corrections[0]!.id,
      date: '2026-11-20',
      time: '21:30',
      reason: 'Sjekket kameraet',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      id: added.id,
      time: '2026-11-20T20:30:00.000Z',
      corrections: [{ reason: 'Gikk kl. 21.45' }, { reason: 'Sjekket kameraet' }],
    });
    const olaShift = (await register('2026-11-20')).shifts.find((shift) => shift.userId === ola.userId)!;
    expect(olaShift.hours).toBe(13.42);
    expect(olaShift.clockOut!.corrections).toHaveLength(2);
  });

  it('strikes an entry out: kept and shown, counted nowhere', async () => {
    at('2026-11-21T10:00:00Z');
    const loekkaIn = (await register('2026-11-20', grunerlokka)).shifts[0]!.clockIn!;
    const response = await post('/api/staff/correctStaffRegisterEntry', {
      entryId: loekkaIn.id,
      strikeOut: true,
      reason: 'Stemplet inn ved en feil',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ struckOut: true, corrections: [{ time: null, reason: 'Stemplet inn ved en feil' }] });
    const loekka = await register('2026-11-20', grunerlokka);
    expect(loekka.atWork).toEqual([]);
    expect(loekka.shifts).toEqual([expect.objectContaining({ hours: null, clockIn: expect.objectContaining({ struckOut: true }) })]);
    expect(loekka.totalHours).toBe(0);
    // Kari may clock in again: the struck-out IN does not keep her at work.
    at('2026-11-21T10:05:00Z');
    await clockIn(kari.pincode, 'IN');
  });

  it('refuses a correction without date and time or reason, and another merchant’s entry', async () => {
    expect((await post('/api/staff/correctStaffRegisterEntry', { entryId: added.id, reason: 'Uten tid' })).statusCode).toBe(400);
    expect((await post('/api/staff/correctStaffRegisterEntry', { entryId: added.id, strikeOut: true })).statusCode).toBe(400);
    expect(
      (await post('/api/staff/correctStaffRegisterEntry', { entryId: added.id, strikeOut: true, reason: 'Fremmed' }, otherToken))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/staff/correctStaffRegisterEntry', { entryId: 'ikke-en-id', strikeOut: true, reason: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('a period: hours per employee, CSV and Excel', () => {
  it('sums each employee’s closed shifts, with the labour cost for an ADMIN only', async () => {
    const query = `locationId=${majorstuen}&fromDate=2026-11-19&toDate=2026-11-21`;
    const response = await get(`/api/staff/getStaffHours?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const hours = strictly(staffHoursSchema).parse(response.json()) as StaffHours;
    expect(hours.employees).toEqual([
      expect.objectContaining({
        employeeName: 'Kari Hansen',
        shifts: 2,
        hours: 8.5,
        openShifts: 1,
        hourlyCost: 250_00,
        labourCost: 2_125_00,
      }),
      expect.objectContaining({ employeeName: 'Ola Berg', shifts: 1, hours: 13.42, openShifts: 0, hourlyCost: null, labourCost: null }),
    ]);
    expect(hours).toMatchObject({ totalHours: 21.92, totalLabourCost: 2_125_00 });
    const asManager = strictly(staffHoursSchema).parse((await get(`/api/staff/getStaffHours?${query}`, managerToken)).json()) as StaffHours;
    expect(asManager.totalLabourCost).toBeNull();
    expect(asManager.employees.every((employee) => employee.hourlyCost === null && employee.labourCost === null)).toBe(true);
    expect((await get(`/api/staff/getStaffHours?locationId=${majorstuen}&fromDate=2026-11-21&toDate=2026-11-19`)).statusCode).toBe(400);
    expect((await get(`/api/staff/getStaffHours?locationId=${majorstuen}&fromDate=2025-01-01&toDate=2026-11-19`)).statusCode).toBe(400);
    expect((await get(`/api/staff/getStaffHours?${query}`, otherToken)).statusCode).toBe(404);
  });

  it('writes the period’s register as CSV and Excel, read back', async () => {
    const query = `locationId=${majorstuen}&fromDate=2026-11-20&toDate=2026-11-21`;
    const csv = await get(`/api/staff/csv/staffRegister?${query}`, managerToken);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`personalliste-${merchantId}-2026-11-20-2026-11-21.csv`);
    expect(csv.body).toContain('Kari Hansen');
    expect(csv.body).toContain('Sjekket kameraet');
    expect(csv.body).not.toContain(KARI_ID);
    const xlsx = await get(`/api/staff/xlsx/staffRegister?${query}`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: string[] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String).join('|')));
    expect(rows.some((row) => row.includes('Kari Hansen') && row.includes(KARI_ID))).toBe(true);
    expect(rows.some((row) => row.includes('Ola Berg') && row.includes('A-17'))).toBe(true);
  });
});

describe('the register is kept', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const db = t.database.db;
    const refused = { cause: { code: 'BKH01', message: expect.stringMatching(/staff_register_entries is append-only/) as unknown } };
    await expect(
      db.execute(sql`update staff_register_entries set employee_name = 'Endret' where merchant_id = ${merchantId}`),
    ).rejects.toMatchObject(refused);
    await expect(db.execute(sql`delete from staff_register_entries where merchant_id = ${merchantId}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`truncate staff_register_entries`)).rejects.toMatchObject(refused);
    expect((await db.select().from(staffRegisterEntries).where(eq(staffRegisterEntries.merchantId, merchantId))).length).toBeGreaterThan(5);
  });

  it('keeps a deleted employee’s entries with their name and identity', async () => {
    const deleted = await post('/api/user/deleteUser', { user: { userId: kari.userId } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const day = await register('2026-11-20');
    const kariShift = day.shifts.find((shift) => shift.userId === kari.userId)!;
    expect(kariShift).toMatchObject({ employeeName: 'Kari Hansen', identity: '*******' + KARI_ID.slice(-4), hours: 8.5 });
  });
});

describe('identity numbers', () => {
  it('are validated with their check digits', async () => {
    const wrong = KARI_ID.slice(0, 10) + String((Number(KARI_ID[10]) + 1) % 10);
    const response = await post('/api/user/createUser', {
      user: {
        type: 'user',
        firstname: 'Feil',
        lastname: 'Nummer',
        userRole: 'MANAGER',
        username: `feil.${merchantId}`.toLowerCase(),
        userPassword: 'hemmelig-123',
        pincode: '4714',
        email: 'a@example.no',
        phone: '91234567',
        identityKind: 'NATIONAL_ID',
        nationalId: wrong,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { fields: { 'user.nationalId': 'Fødselsnummeret er ikke gyldig (kontrollsifrene stemmer ikke)' } },
    });
  });

  it('are stored encrypted, answered masked, whole only to an ADMIN through the audited reveal; the cost is hidden from a MANAGER', async () => {
    const created = await createEmployee({
      firstname: 'Nina',
      lastname: 'Lie',
      username: `nina.${merchantId}`.toLowerCase(),
      pincode: '4715',
      identityKind: 'NATIONAL_ID',
      nationalId: nationalId('150285456').replace(/^(\d{6})/, '$1 '),
      hourlyCost: 210_00,
    });
    const whole = nationalId('150285456');
    expect(created).toMatchObject({ identityKind: 'NATIONAL_ID', nationalIdMasked: `*******${whole.slice(-4)}`, hourlyCost: 210_00 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.userId));
    expect(row!.nationalIdEncrypted).not.toContain(whole);
    expect(decryptSecret(row!.nationalIdEncrypted!, TEST_SECRET_KEY)).toBe(whole);
    const asManager = await get(`/api/user/getUser?userId=${created.userId}`, managerToken);
    expect(asManager.json()).toMatchObject({ nationalIdMasked: `*******${whole.slice(-4)}`, hourlyCost: null });
    expect(asManager.body).not.toContain(whole);
    expect((await get(`/api/user/listEmployees`, managerToken)).body).not.toContain(whole);
    expect((await get(`/api/user/revealNationalId?userId=${created.userId}`, managerToken)).statusCode).toBe(403);
    const revealed = await get(`/api/user/revealNationalId?userId=${created.userId}`);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ nationalId: whole });
    const audits = await t.database.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.merchantId, merchantId), eq(auditRecords.entityId, created.userId)));
    expect(audits.map((audit) => audit.action)).toEqual(expect.arrayContaining(['user.create', 'user.revealNationalId']));
    expect(JSON.stringify(audits)).not.toContain(whole);
    // A MANAGER's edit keeps the cost and the stored number.
    const edited = await post(
      '/api/user/editUser',
      {
        user: {
          userId: created.userId,
          firstname: 'Nina',
          lastname: 'Lie',
          userRole: 'MANAGER',
          username: created.username,
          pincode: '4715',
          email: 'a@example.no',
          phone: '91234567',
          identityKind: 'NATIONAL_ID',
          nationalId: '',
          hourlyCost: 1,
        },
      },
      managerToken,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, created.userId));
    expect(after!.hourlyCost).toBe(210_00);
    expect(decryptSecret(after!.nationalIdEncrypted!, TEST_SECRET_KEY)).toBe(whole);
  });
});

describe('GET /api/staff/pdf/staffRegister', () => {
  const pdfText = (body: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: body }).toString('utf8');

  it('prints the day for an inspector: whole identity numbers for an ADMIN (audited), masked for a MANAGER', async () => {
    const asAdmin = await get(`/api/staff/pdf/staffRegister?locationId=${majorstuen}&date=2026-11-20`);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');
    expect(asAdmin.headers['content-disposition']).toContain(`personalliste-${merchantId}-2026-11-20.pdf`);
    const adminText = pdfText(asAdmin.rawPayload);
    expect(adminText).toContain('Personalliste');
    expect(adminText).toContain('Kari Hansen');
    expect(adminText).toContain(KARI_ID);
    expect(adminText).toContain('Sjekket kameraet');
    const asManager = pdfText(
      (await get(`/api/staff/pdf/staffRegister?locationId=${majorstuen}&date=2026-11-20`, managerToken)).rawPayload,
    );
    expect(asManager).not.toContain(KARI_ID);
    expect(asManager).toContain(KARI_ID.slice(-4));
    const printed = await t.database.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.merchantId, merchantId), eq(auditRecords.action, 'staffRegister.printWithIdentityNumbers')))
      .orderBy(auditRecords.createdAt);
    // One for the ADMIN's PDF (and one for the ADMIN's Excel file of the period before).
    expect(printed.map((record) => record.details)).toEqual([
      { fromDate: '2026-11-20', toDate: '2026-11-21', format: 'xlsx' },
      { date: '2026-11-20', format: 'pdf' },
    ]);
    expect((await get(`/api/staff/pdf/staffRegister?locationId=${majorstuen}&date=2026-11-20`, otherToken)).statusCode).toBe(404);
  });
});

describe('a merchant whose staff do not use the tills', () => {
  it('has no staff register', async () => {
    const db = t.database.db;
    const website = await buildMerchant(db, {}, { useFunctionality: 'WEBSITE' });
    const location = await buildLocation(db, website.id);
    const token = await loginAs(t.app, (await buildUser(db, { merchantId: website.id })).username);
    const response = await get(`/api/staff/getStaffRegister?locationId=${location.id}&date=2026-11-20`, token);
    expect([403, 404]).toContain(response.statusCode);
  });
});
