import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingDaySchema, getClosingDaysResponse } from '@bakrom/shared/schemas/operations';
import { closingDays } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';

let t: TestContext;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const create = (payload: object) => post('/api/settings/createClosingDays', payload);
const list = async () => getClosingDaysResponse.parse((await get('/api/settings/getClosingDays')).json());

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await buildTwoMerchants(t.database.db);
  await t.database.db.insert(closingDays).values({
    merchantId: fixture.other.id,
    locationId: fixture.foreignLocation.id,
    fromDate: '2026-03-29',
    toDate: '2026-03-29',
    message: 'Fremmed',
  });
  token = await loginAs(t.app, fixture.admin.username);
});
afterAll(() => t.close());

describe('POST /api/settings/createClosingDays and GET getClosingDays', () => {
  it('creates closing days (both ends inclusive) and lists only this merchant’s, by start date', async () => {
    const response = await create({
      merchant: fixture.merchant.id,
      type: 'closingdays',
      locationId: fixture.bryggen.id,
      fromDate: '2026-12-24',
      toDate: '2026-12-26',
      message: '  God jul! Vi holder stengt i julen.  ',
    });
    expect(response.statusCode).toBe(200);
    const created = closingDaySchema.parse(response.json());
    expect(created).toMatchObject({
      locationId: fixture.bryggen.id,
      fromDate: '2026-12-24',
      toDate: '2026-12-26',
      message: 'God jul! Vi holder stengt i julen.',
    });
    expect(
      (await create({ locationId: fixture.aker.id, fromDate: '2026-05-17', toDate: '2026-05-17', message: '17. mai' })).statusCode,
    ).toBe(200);
    const days = await list();
    expect(days.map((d) => [d.fromDate, d.toDate])).toEqual([
      ['2026-05-17', '2026-05-17'],
      ['2026-12-24', '2026-12-26'],
    ]);
    expect(days.every((d) => d.merchant === fixture.merchant.id && d.id)).toBe(true);
  });

  it('answers 400 naming message when it is missing or blank', async () => {
    for (const message of [undefined, '', '   ']) {
      const response = await create({ locationId: fixture.bryggen.id, fromDate: '2026-04-01', toDate: '2026-04-01', message });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.message).toMatch(/Melding/);
    }
  });

  it('answers 400 naming toDate when it is before fromDate, and naming a malformed date', async () => {
    const reversed = await create({ locationId: fixture.bryggen.id, fromDate: '2026-04-02', toDate: '2026-04-01', message: 'Stengt' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.toDate).toBe('Til-dato kan ikke være før fra-dato');
    const impossible = await create({ locationId: fixture.bryggen.id, fromDate: '2026-02-30', toDate: '2026-03-01', message: 'Stengt' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.fields.fromDate).toMatch(/ÅÅÅÅ-MM-DD/);
    const display = await create({ locationId: fixture.bryggen.id, fromDate: '01.04.2026', toDate: '2026-04-01', message: 'Stengt' });
    expect(display.json().error.fields.fromDate).toBeDefined();
  });

  it("answers 404 for another merchant's location and 403 for another merchant", async () => {
    const body = { locationId: fixture.foreignLocation.id, fromDate: '2026-04-01', toDate: '2026-04-01', message: 'Stengt' };
    expect((await create(body)).statusCode).toBe(404);
    expect((await create({ ...body, locationId: fixture.bryggen.id, merchant: fixture.other.id })).statusCode).toBe(403);
    expect((await get(`/api/settings/getClosingDays?merchant=${fixture.other.id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/settings/deleteClosingDay', () => {
  it('deletes by id or by closingDayId and answers SUCCEEDED', async () => {
    const first = closingDaySchema.parse(
      (await create({ locationId: fixture.bryggen.id, fromDate: '2026-06-01', toDate: '2026-06-02', message: 'A' })).json(),
    );
    const second = closingDaySchema.parse(
      (await create({ locationId: fixture.bryggen.id, fromDate: '2026-06-03', toDate: '2026-06-04', message: 'B' })).json(),
    );
    const byId = await post('/api/settings/deleteClosingDay', { merchant: fixture.merchant.id, id: first.id });
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toBe('SUCCEEDED');
    expect((await post('/api/settings/deleteClosingDay', { closingDayId: second.id })).body).toBe('SUCCEEDED');
    const ids = (await list()).map((d) => d.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    expect((await post('/api/settings/deleteClosingDay', { id: first.id })).statusCode).toBe(404);
  });

  it("answers 404 for another merchant's closing day and 400 without an id", async () => {
    const otherToken = await loginAs(t.app, fixture.otherAdmin.username);
    const foreign = getClosingDaysResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/settings/getClosingDays', headers: auth(otherToken) })).json(),
    )[0]!;
    expect((await post('/api/settings/deleteClosingDay', { id: foreign.id })).statusCode).toBe(404);
    expect((await post('/api/settings/deleteClosingDay', { id: UNKNOWN_ID })).statusCode).toBe(404);
    const missing = await post('/api/settings/deleteClosingDay', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.id).toBeDefined();
  });
});

describe('createClosingDays: one record per range, no overlapping ranges', () => {
  it('answers the existing record when the same range is created again, also twice at once', async () => {
    const body = { locationId: fixture.aker.id, fromDate: '2026-07-01', toDate: '2026-07-03', message: 'Sommerstengt' };
    const first = closingDaySchema.parse((await create(body)).json());
    const again = await create({ ...body, message: 'Dobbeltklikk' });
    expect(again.statusCode).toBe(200);
    expect(closingDaySchema.parse(again.json())).toEqual(first);
    const twin = { ...body, fromDate: '2026-07-10', toDate: '2026-07-10' };
    const [a, b] = await Promise.all([create(twin), create(twin)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const july = (await list()).filter((d) => d.locationId === fixture.aker.id && d.fromDate.startsWith('2026-07'));
    expect(july.map((d) => [d.fromDate, d.toDate, d.message])).toEqual([
      ['2026-07-01', '2026-07-03', 'Sommerstengt'],
      ['2026-07-10', '2026-07-10', 'Sommerstengt'],
    ]);
  });

  it('answers 409 naming the existing dates for a range overlapping another of the location, and nothing is added', async () => {
    await create({ locationId: fixture.aker.id, fromDate: '2026-08-10', toDate: '2026-08-12', message: 'Stengt' });
    for (const [fromDate, toDate] of [
      ['2026-08-12', '2026-08-14'],
      ['2026-08-08', '2026-08-10'],
      ['2026-08-11', '2026-08-11'],
      ['2026-08-01', '2026-08-31'],
    ]) {
      const response = await create({ locationId: fixture.aker.id, fromDate, toDate, message: 'Overlapp' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('allerede stengt 10.08.2026–12.08.2026'),
      });
    }
    expect((await list()).filter((d) => d.message === 'Overlapp')).toEqual([]);
    // The same dates at another location, and the days just around, are fine.
    expect(
      (await create({ locationId: fixture.bryggen.id, fromDate: '2026-08-10', toDate: '2026-08-12', message: 'Stengt' })).statusCode,
    ).toBe(200);
    expect(
      (await create({ locationId: fixture.aker.id, fromDate: '2026-08-13', toDate: '2026-08-13', message: 'Stengt' })).statusCode,
    ).toBe(200);
    expect(
      (await create({ locationId: fixture.aker.id, fromDate: '2026-08-09', toDate: '2026-08-09', message: 'Stengt' })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/settings/deleteClosingDaysByRange (open takeaway)', () => {
  const reopen = (locationId: string, fromDate: string, toDate: string) =>
    post('/api/settings/deleteClosingDaysByRange', { merchant: fixture.merchant.id, locationId, fromDate, toDate });
  const november = async () =>
    (await list())
      .filter((d) => d.fromDate.startsWith('2026-11'))
      .map((d) => [d.locationId === fixture.bryggen.id ? 'Bryggen' : 'Aker', d.fromDate, d.toDate, d.message]);

  it('removes closure only on the dates it names: trimmed at the start, at the end, split in the middle, or gone on an exact match', async () => {
    const close = (fromDate: string, toDate: string, message: string) =>
      create({ locationId: fixture.bryggen.id, fromDate, toDate, message });
    await close('2026-11-01', '2026-11-03', 'Start');
    await close('2026-11-05', '2026-11-07', 'Slutt');
    await close('2026-11-10', '2026-11-14', 'Midt');
    await close('2026-11-20', '2026-11-20', 'Akkurat');
    await create({ locationId: fixture.aker.id, fromDate: '2026-11-01', toDate: '2026-11-30', message: 'Aker hele måneden' });

    for (const [fromDate, toDate] of [
      ['2026-11-01', '2026-11-01'],
      ['2026-11-07', '2026-11-08'],
      ['2026-11-12', '2026-11-12'],
      ['2026-11-20', '2026-11-20'],
    ]) {
      const response = await reopen(fixture.bryggen.id, fromDate!, toDate!);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('SUCCEEDED');
    }
    expect(await november()).toEqual([
      ['Aker', '2026-11-01', '2026-11-30', 'Aker hele måneden'],
      ['Bryggen', '2026-11-02', '2026-11-03', 'Start'],
      ['Bryggen', '2026-11-05', '2026-11-06', 'Slutt'],
      ['Bryggen', '2026-11-10', '2026-11-11', 'Midt'],
      ['Bryggen', '2026-11-13', '2026-11-14', 'Midt'],
    ]);
  });

  it('reopening 23.12 inside 22.–24.12 keeps 22.12 and 24.12 closed; a range over several periods trims each', async () => {
    await create({ locationId: fixture.aker.id, fromDate: '2026-12-22', toDate: '2026-12-24', message: 'Vannlekkasje' });
    await create({ locationId: fixture.aker.id, fromDate: '2026-12-27', toDate: '2026-12-29', message: 'Romjul' });
    expect((await reopen(fixture.aker.id, '2026-12-23', '2026-12-23')).statusCode).toBe(200);
    expect((await reopen(fixture.aker.id, '2026-12-24', '2026-12-28')).statusCode).toBe(200);
    const december = (await list()).filter((d) => d.locationId === fixture.aker.id && d.fromDate.startsWith('2026-12'));
    expect(december.map((d) => [d.fromDate, d.toDate, d.message])).toEqual([
      ['2026-12-22', '2026-12-22', 'Vannlekkasje'],
      ['2026-12-29', '2026-12-29', 'Romjul'],
    ]);
  });

  it('answers 409 when takeaway is not closed on those dates, 400 for a reversed range, 404 for a foreign location', async () => {
    const notClosed = await reopen(fixture.bryggen.id, '2026-11-12', '2026-11-12');
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().error.message).toBe('Takeaway er ikke stengt i denne perioden ved denne avdelingen.');
    const reversed = await post('/api/settings/deleteClosingDaysByRange', {
      locationId: fixture.bryggen.id,
      fromDate: '2026-03-30',
      toDate: '2026-03-29',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.toDate).toBeDefined();
    const foreign = await post('/api/settings/deleteClosingDaysByRange', {
      locationId: fixture.foreignLocation.id,
      fromDate: '2026-03-29',
      toDate: '2026-03-29',
    });
    expect(foreign.statusCode).toBe(404);
    const otherToken = await loginAs(t.app, fixture.otherAdmin.username);
    const stillThere = await t.app.inject({ method: 'GET', url: '/api/settings/getClosingDays', headers: auth(otherToken) });
    expect(stillThere.json()).toHaveLength(1);
  });
});
