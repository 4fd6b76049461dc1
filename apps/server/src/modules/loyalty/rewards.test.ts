import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getRewardProgramsResponse,
  rewardProgramAdminSchema,
  rewardProgramSchema,
  type CreateRewardProgramBody,
  type RewardProgram,
} from '@bakrom/shared/schemas/loyalty';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { UNKNOWN_ID, buildTwoMerchants } from '../../../test/business-factories';
import { strictly } from '../../../test/strict-schema';

let t: TestContext;
let token: string;
let otherToken: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;

const get = (url: string, headers = auth(token)) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = auth(token)) => t.app.inject({ method: 'POST', url, payload, headers });
const create = (payload: object, headers = auth(token)) => post('/api/loyalty/createRewardProgram', payload, headers);
const body = (overrides: Partial<CreateRewardProgramBody> = {}): CreateRewardProgramBody => ({
  type: 'loyalty_reward_program',
  name: 'Bonus 2026',
  percent: 5,
  fromDate: '2026-01-01',
  toDate: '2026-01-31',
  validForLocationIds: [fixture.bryggen.id],
  ...overrides,
});
const created = async (overrides: Partial<CreateRewardProgramBody> = {}, headers = auth(token)): Promise<RewardProgram> => {
  const response = await create(body(overrides), headers);
  expect(response.statusCode, response.body).toBe(200);
  return strictly(rewardProgramSchema).parse(response.json()) as RewardProgram;
};

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await buildTwoMerchants(t.database.db, { useFunctionality: 'POS', offerRewardProgram: true });
  token = await loginAs(t.app, fixture.admin.username);
  otherToken = await loginAs(t.app, fixture.otherAdmin.username);
});
afterAll(() => t.close());

describe('POST /api/loyalty/createRewardProgram', () => {
  it('creates an active programme with its locations', async () => {
    const program = await created({ name: ' Bonus januar ', percent: 7.5, validForLocationIds: [fixture.bryggen.id, fixture.aker.id] });
    expect(program).toMatchObject({
      type: 'loyalty_reward_program',
      merchant: fixture.merchant.id,
      name: 'Bonus januar',
      percent: 7.5,
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      active: true,
    });
    expect([...program.validForLocationIds].sort()).toEqual([fixture.bryggen.id, fixture.aker.id].sort());
  });

  it('answers 400 naming the field for each rule', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: '' }, 'name', /Navn/],
      [{ percent: 0 }, 'percent', /større enn 0/],
      [{ percent: 101 }, 'percent', /høyst 100/],
      [{ percent: null }, 'percent', /tall/],
      [{ fromDate: '2026-03-02', toDate: '2026-03-01' }, 'toDate', /før fra-dato/],
      [{ fromDate: '' }, 'fromDate', /dato/i],
      [{ validForLocationIds: [] }, 'validForLocationIds', /minst én avdeling/],
      [{ validForLocationIds: ['x'] }, 'validForLocationIds.0', /Ugyldig id/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await create({ ...body({ fromDate: '2030-01-01', toDate: '2030-01-02' }), ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.fields[field], JSON.stringify(overrides)).toMatch(message);
    }
  });

  it("answers 404 for another merchant's location, 403 for another merchant", async () => {
    const response = await create(
      body({ fromDate: '2031-01-01', toDate: '2031-01-02', validForLocationIds: [fixture.foreignLocation.id] }),
    );
    expect(response.statusCode).toBe(404);
    expect((await create({ ...body({ fromDate: '2031-01-01', toDate: '2031-01-02' }), merchant: fixture.other.id })).statusCode).toBe(403);
  });
});

describe('overlapping reward programmes', () => {
  it('refuses (409, naming the other programme) a programme sharing a day and a location with another', async () => {
    await created({ name: 'Vårbonus', fromDate: '2027-03-01', toDate: '2027-05-31', validForLocationIds: [fixture.bryggen.id] });
    const clash = await create(
      body({
        name: 'Påskebonus',
        fromDate: '2027-05-31',
        toDate: '2027-06-10',
        validForLocationIds: [fixture.aker.id, fixture.bryggen.id],
      }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(
      'Bonusprogrammet «Vårbonus» gjelder allerede 01.03.2027–31.05.2027 ved Bryggen. To bonusprogram kan ikke gjelde samme dag ved samme avdeling: endre datoene eller avdelingene.',
    );
  });

  it('accepts the next day at the same location, the same days at another location, and another merchant', async () => {
    await created({ name: 'Sommerbonus', fromDate: '2027-06-01', toDate: '2027-08-31', validForLocationIds: [fixture.bryggen.id] });
    await created({ name: 'Aker vår', fromDate: '2027-03-01', toDate: '2027-05-31', validForLocationIds: [fixture.aker.id] });
    await created(
      { name: 'Deres vår', fromDate: '2027-03-01', toDate: '2027-05-31', validForLocationIds: [fixture.foreignLocation.id] },
      auth(otherToken),
    );
  });

  it('lets a programme be edited within its own days, refuses an edit onto another, and ignores inactive ones', async () => {
    const autumn = await created({ name: 'Høstbonus', fromDate: '2027-09-01', toDate: '2027-10-31' });
    const edited = await post('/api/loyalty/editRewardProgram', { ...autumn, toDate: '2027-11-15', percent: 6 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(rewardProgramSchema.parse(edited.json())).toMatchObject({ toDate: '2027-11-15', percent: 6 });
    const ontoSummer = await post('/api/loyalty/editRewardProgram', { ...autumn, fromDate: '2027-08-15' });
    expect(ontoSummer.statusCode).toBe(409);
    expect(ontoSummer.json().error.message).toMatch(/«Sommerbonus»/);
    const paused = await created({ name: 'Pause', fromDate: '2027-09-10', toDate: '2027-09-20', active: false });
    expect(paused.active).toBe(false);
  });
});

describe('overlapping reward programmes sent at the same time', () => {
  it('lets only one of them through: the locations are locked while one is checked and written', async () => {
    const answers = await Promise.all([
      create(
        body({
          name: 'Samtidig A',
          fromDate: '2032-01-01',
          toDate: '2032-01-31',
          validForLocationIds: [fixture.aker.id, fixture.bryggen.id],
        }),
      ),
      create(
        body({
          name: 'Samtidig B',
          fromDate: '2032-01-15',
          toDate: '2032-02-15',
          validForLocationIds: [fixture.bryggen.id, fixture.aker.id],
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('GET /api/loyalty/getRewardPrograms and getDataForRewardProgramAdminGui', () => {
  it('lists only the merchant’s programmes, latest period first', async () => {
    const list = strictly(getRewardProgramsResponse).parse((await get('/api/loyalty/getRewardPrograms')).json()) as RewardProgram[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((program) => program.merchant === fixture.merchant.id)).toBe(true);
    const starts = list.map((program) => program.fromDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('answers the form data; 404 for another merchant’s programme, 400 for a malformed id', async () => {
    const fresh = strictly(rewardProgramAdminSchema).parse((await get('/api/loyalty/getDataForRewardProgramAdminGui')).json()) as {
      locations: { name: string }[];
      rewardProgram: null;
    };
    expect(fresh.rewardProgram).toBeNull();
    expect(fresh.locations.map((location) => location.name)).toEqual(['Aker brygge', 'Bryggen']);
    const program = await created({ name: 'Julebonus', fromDate: '2027-12-01', toDate: '2027-12-31' });
    const page = rewardProgramAdminSchema.parse(
      (await get(`/api/loyalty/getDataForRewardProgramAdminGui?rewardProgramId=${program.id}`)).json(),
    );
    expect(page.rewardProgram).toEqual(program);
    const foreign = await created(
      { name: 'Deres jul', fromDate: '2027-12-01', toDate: '2027-12-31', validForLocationIds: [fixture.foreignLocation.id] },
      auth(otherToken),
    );
    expect((await get(`/api/loyalty/getDataForRewardProgramAdminGui?rewardProgramId=${foreign.id}`)).statusCode).toBe(404);
    expect((await get('/api/loyalty/getDataForRewardProgramAdminGui?rewardProgramId=abc')).statusCode).toBe(400);
  });
});

describe('POST /api/loyalty/editRewardProgram and deleteRewardProgram', () => {
  it('edits by rewardProgramId, replacing the locations; 400 without an id; 404 for unknown and foreign ids and locations', async () => {
    const program = await created({ name: 'Flytt', fromDate: '2028-01-01', toDate: '2028-01-31' });
    const moved = await post('/api/loyalty/editRewardProgram', {
      ...body({ name: 'Flyttet', fromDate: '2028-01-01', toDate: '2028-01-31', validForLocationIds: [fixture.aker.id] }),
      rewardProgramId: program.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(rewardProgramSchema.parse(moved.json())).toMatchObject({ name: 'Flyttet', validForLocationIds: [fixture.aker.id] });
    expect((await post('/api/loyalty/editRewardProgram', body({ fromDate: '2028-01-01', toDate: '2028-01-31' }))).statusCode).toBe(400);
    expect(
      (await post('/api/loyalty/editRewardProgram', { ...body({ fromDate: '2028-03-01', toDate: '2028-03-02' }), id: UNKNOWN_ID }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/loyalty/editRewardProgram', {
          ...body({ fromDate: '2028-01-01', toDate: '2028-01-31', validForLocationIds: [fixture.foreignLocation.id] }),
          id: program.id,
        })
      ).statusCode,
    ).toBe(404);
    const foreign = await created(
      { name: 'Deres flytt', fromDate: '2028-01-01', toDate: '2028-01-31', validForLocationIds: [fixture.foreignLocation.id] },
      auth(otherToken),
    );
    expect(
      (await post('/api/loyalty/editRewardProgram', { ...body({ fromDate: '2028-05-01', toDate: '2028-05-02' }), id: foreign.id }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/loyalty/deleteRewardProgram', { id: foreign.id })).statusCode).toBe(404);
  });

  it('deletes and answers SUCCEEDED; the days are free again', async () => {
    const program = await created({ name: 'Kort', fromDate: '2029-01-01', toDate: '2029-01-05' });
    expect((await create(body({ name: 'Samme', fromDate: '2029-01-03', toDate: '2029-01-04' }))).statusCode).toBe(409);
    const deleted = await post('/api/loyalty/deleteRewardProgram', program);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe('SUCCEEDED');
    expect((await post('/api/loyalty/deleteRewardProgram', { rewardProgramId: program.id })).statusCode).toBe(404);
    expect((await post('/api/loyalty/deleteRewardProgram', {})).statusCode).toBe(400);
    expect((await create(body({ name: 'Samme', fromDate: '2029-01-03', toDate: '2029-01-04' }))).statusCode).toBe(200);
  });
});

describe('reward programme access', () => {
  it('answers 403 when the merchant does not offer the programme or is in WEBSITE mode', async () => {
    const db = t.database.db;
    for (const setting of [
      { useFunctionality: 'POS' as const, offerRewardProgram: false, offerDiscount: true },
      { useFunctionality: 'WEBSITE' as const, offerRewardProgram: true },
    ]) {
      const merchant = await buildMerchant(db, {}, setting);
      const location = await buildLocation(db, merchant.id);
      const user = await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' });
      const userToken = await loginAs(t.app, user.username);
      const list = await get('/api/loyalty/getRewardPrograms', auth(userToken));
      expect(list.statusCode).toBe(403);
      expect(list.json().error.message).toMatch(/Bonusprogram/);
      expect((await create(body({ validForLocationIds: [location.id] }), auth(userToken))).statusCode).toBe(403);
    }
  });
});
