import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema/index';
import { TEST_SECRET_KEY, buildTestApp, type TestContext } from '../../../test/harness';
import { createTransactionSigner } from '../saft/signing-service';
import { buildReportOrder, buildSettlementMerchant, type SettlementMerchant } from '../../../test/report-factories';
import { buildUser, loginAs } from '../../../test/factories';
import { runAutoSettlement } from '../reports/auto-settlement';
import { checkJournal } from './service';

/** Seals the journal after the automatic Z-reports, as the server process does. */
const sealer = createTransactionSigner(TEST_SECRET_KEY);

let now = new Date('2026-03-20T12:00:00Z');
const clock = { now: () => now };
let t: TestContext;
let m: SettlementMerchant;
let orderNumber = 1;

const db = () => t.database.db;
const entries = async (merchantId = m.merchantId) =>
  db().select().from(journalEntries).where(eq(journalEntries.merchantId, merchantId)).orderBy(asc(journalEntries.sequence));

function order(who: SettlementMerchant, terminalId: string, orderedAt: string) {
  return buildReportOrder(db(), {
    merchantId: who.merchantId,
    locationId: who.locationId,
    terminalId,
    orderedAt,
    orderNumber: orderNumber++,
    lines: [{ itemName: 'Margherita', unitPrice: 10_000, vatRate: 15, category: { id: null, name: 'Pizza' } }],
  });
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  m = await buildSettlementMerchant(t);
});
afterAll(() => t.close());

describe('the journal of settlement', () => {
  it('records an X-report shown (13008) and a Z-report made (13009), with who, where and the counters', async () => {
    await order(m, m.pos.id, '2026-03-20T09:00:00Z');
    const query = `locationId=${m.locationId}&terminalId=${m.pos.id}`;
    expect((await m.request('GET', `/api/report/getXReport?${query}`)).statusCode).toBe(200);
    const z = await m.request('POST', `/api/report/createZReport?${query}`);
    expect(z.statusCode, z.body).toBe(200);

    const [x, made, seal] = await entries();
    expect(x).toMatchObject({ sequence: 1, eventCode: 13008, terminalId: m.pos.id, locationId: m.locationId, userId: m.admin.id });
    expect(x!.userName).toBe(`${m.admin.firstname} ${m.admin.lastname}`);
    expect(JSON.parse(x!.payload).counters.saleReceiptsCount).toBe(1);
    const payload = JSON.parse(made!.payload);
    expect(made).toMatchObject({ sequence: 2, eventCode: 13009, description: `Z-rapport nr. ${payload.nr}` });
    expect(payload.nr).toBeGreaterThan(0);
    expect(payload.counters.grandTotalSales).toBeGreaterThan(0);
    // The Z-report seals the journal: the merchant's key signs the head, the Z-report's entry.
    expect(seal).toMatchObject({ sequence: 3, eventCode: 13999, description: 'Journal forseglet', userId: null });
    expect(JSON.parse(seal!.payload).seal).toMatchObject({ sequence: 2, hash: made!.hash, keyVersion: 1 });
    expect(await checkJournal(db(), m.merchantId)).toMatchObject({ ok: true, seals: { count: 1, firstBroken: null, provenThrough: 2 } });
  });

  it('records a 409 NOTHING_TO_SETTLE as nothing', async () => {
    const before = (await entries()).length;
    const z = await m.request('POST', `/api/report/createZReport?locationId=${m.locationId}&terminalId=${m.pos.id}`);
    expect(z.statusCode).toBe(409);
    expect(await entries()).toHaveLength(before);
  });

  it('records a regeneration as a Z-report and the replacement (13999)', async () => {
    const superAdmin = await buildUser(db(), { merchantId: null, role: 'SUPER_ADMIN' });
    const superToken = await loginAs(t.app, superAdmin.username, m.merchantId);
    const response = await m.request(
      'POST',
      `/api/report/createZReportForDate?locationId=${m.locationId}&terminalId=${m.pos.id}&date=2026-03-20`,
      superToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const last = (await entries()).slice(-3);
    expect(last.map((entry) => [entry.eventCode, entry.description])).toEqual([
      [13009, expect.stringMatching(/^Z-rapport nr\. \d+$/)],
      [13999, expect.stringMatching(/^Oppgjør regenerert/)],
      [13999, 'Journal forseglet'],
    ]);
    expect(last[1]!.userId).toBe(superAdmin.id);
    expect(JSON.parse(last[1]!.payload).replacedZReportIds).toHaveLength(1);
  });

  it('records the automatic settlement without a user, sealed, and the chain and its seal hold', async () => {
    const kiosk = await buildSettlementMerchant(t, { autoSettleAt: '23:55', functionality: 'KIOSK_TAKEAWAY' });
    await order(kiosk, kiosk.kiosk.id, '2026-03-20T10:00:00Z');
    await order(kiosk, kiosk.webshop.id, '2026-03-20T11:00:00Z');
    now = new Date('2026-03-21T09:00:00Z');
    await runAutoSettlement(db(), clock, { info: () => {}, error: () => {} }, sealer);
    const recorded = await entries(kiosk.merchantId);
    expect(recorded.map((entry) => [entry.eventCode, entry.description])).toEqual([
      [13009, expect.stringMatching(/^Z-rapport nr\. 1$/)],
      [13009, expect.stringMatching(/^Z-rapport nr\. 1$/)],
      [13999, 'Journal forseglet'],
    ]);
    expect(recorded.every((entry) => entry.userId === null && entry.userName === '')).toBe(true);
    expect(await checkJournal(db(), kiosk.merchantId)).toMatchObject({
      ok: true,
      entries: 3,
      firstBrokenEntry: null,
      seals: { count: 1, firstBroken: null },
    });
    expect((await checkJournal(db(), m.merchantId)).ok).toBe(true);
  });
});
