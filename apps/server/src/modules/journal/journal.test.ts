import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { journalVerificationSchema, saftPublicKeysResponse } from '@bakrom/shared/schemas/journal';
import { TEST_SECRET_KEY, buildTestApp, type TestContext } from '../../../test/harness';
import { createTransactionSigner } from '../saft/signing-service';
import { auth, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { strictly } from '../../../test/strict-schema';
import { JOURNAL_EVENT, checkJournal, recordJournalEvents, type JournalEvent } from './service';

let t: TestContext;
let merchantId: string;
let otherId: string;
let adminToken: string;
let managerToken: string;

const event = (index: number): JournalEvent => ({
  eventCode: JOURNAL_EVENT.other,
  description: `Hendelse ${index}`,
  payload: { index, amount: index * 100, nested: { b: 2, a: 1 } },
  occurredAt: new Date(Date.UTC(2026, 10, 25, 10, 0, index)),
});

const record = (merchant: string, events: JournalEvent[]) =>
  t.database.db.transaction(async (tx) => recordJournalEvents(tx, merchant, events));

const verify = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/report/verifyJournal', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return strictly(journalVerificationSchema).parse(response.json());
};

/** Runs a statement with the append-only triggers off, as someone with the database's keys could. */
async function behindTheAppsBack(statement: ReturnType<typeof sql>) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table journal_entries disable trigger journal_entries_no_update`);
    await tx.execute(statement);
    await tx.execute(sql`alter table journal_entries enable trigger journal_entries_no_update`);
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  merchantId = (await buildMerchant(db)).id;
  otherId = (await buildMerchant(db)).id;
  adminToken = await loginAs(t.app, (await buildUser(db, { merchantId })).username);
  managerToken = await loginAs(t.app, (await buildUser(db, { merchantId, role: 'MANAGER' })).username);
});

afterAll(async () => t?.close());

describe('the electronic journal', () => {
  it('answers an empty journal as whole', async () => {
    expect(await verify(adminToken)).toEqual({
      ok: true,
      entries: 0,
      firstBrokenEntry: null,
      seals: { count: 0, firstBroken: null, provenThrough: null },
      signatures: { ok: true, transactions: 0, firstBroken: null },
    });
  });

  it("chains each merchant's entries on their own, and verifies them", async () => {
    await record(merchantId, [event(1), event(2)]);
    await record(otherId, [event(1)]);
    await record(merchantId, [event(3)]);
    expect(await verify(adminToken)).toEqual({
      ok: true,
      entries: 3,
      firstBrokenEntry: null,
      seals: { count: 0, firstBroken: null, provenThrough: null },
      signatures: { ok: true, transactions: 0, firstBroken: null },
    });
    expect(await checkJournal(t.database.db, otherId)).toEqual({
      ok: true,
      entries: 1,
      firstBrokenEntry: null,
      seals: { count: 0, firstBroken: null, provenThrough: null },
    });
  });

  it('keeps one unbroken chain when 20 transactions write at once', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => record(merchantId, [event(100 + index)])));
    expect(await checkJournal(t.database.db, merchantId)).toMatchObject({ ok: true, entries: 23, firstBrokenEntry: null });
  });

  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const db = t.database.db;
    const refused = { cause: { code: 'BKH01', message: expect.stringMatching(/journal_entries is append-only/) as unknown } };
    await expect(
      db.execute(sql`update journal_entries set description = 'endret' where merchant_id = ${merchantId}`),
    ).rejects.toMatchObject(refused);
    await expect(db.execute(sql`delete from journal_entries where merchant_id = ${merchantId}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`truncate journal_entries`)).rejects.toMatchObject(refused);
    expect((await checkJournal(db, merchantId)).entries).toBe(23);
  });

  it('points at a row changed behind the app’s back', async () => {
    await behindTheAppsBack(
      sql`update journal_entries set payload = replace(payload, '"amount":', '"amount":1') where merchant_id = ${merchantId} and sequence = 5`,
    );
    expect(await verify(adminToken)).toMatchObject({ ok: false, entries: 23, firstBrokenEntry: 5 });
    // The other merchant's chain is untouched.
    expect((await checkJournal(t.database.db, otherId)).ok).toBe(true);
  });

  it('is checked by an ADMIN, not a MANAGER nor an anonymous caller, and only for the session’s merchant', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/report/verifyJournal', headers: auth(managerToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/report/verifyJournal' })).statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/report/verifyJournal?merchant=${otherId}`, headers: auth(adminToken) });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('GET /api/report/getSaftPublicKeys', () => {
  it('answers the key versions an ADMIN needs to check signatures, and refuses a MANAGER', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/report/getSaftPublicKeys', headers: auth(adminToken) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const signer = createTransactionSigner(TEST_SECRET_KEY);
    await t.database.db.transaction((tx) => signer.rotateKey(tx, merchantId));
    const keys = await t.app.inject({ method: 'GET', url: '/api/report/getSaftPublicKeys', headers: auth(adminToken) });
    expect(strictly(saftPublicKeysResponse).parse(keys.json())).toEqual([
      { keyVersion: 1, publicKeyPem: expect.stringContaining('BEGIN PUBLIC KEY') as unknown },
    ]);
    expect(keys.body).not.toContain('PRIVATE');
    expect((await t.app.inject({ method: 'GET', url: '/api/report/getSaftPublicKeys', headers: auth(managerToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/report/getSaftPublicKeys' })).statusCode).toBe(401);
  });
});
