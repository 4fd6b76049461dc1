import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autoSettlementRuns, merchantSettings, orders, signedTransactions, zReports } from '../../db/schema/index';
import { TEST_SECRET_KEY, buildTestApp, type TestContext } from '../../../test/harness';
import { createTransactionSigner } from '../saft/signing-service';
import { buildReportOrder, buildSettlementMerchant, type SettlementMerchant } from '../../../test/report-factories';
import { latestDueRun, osloInstant, runAutoSettlement } from './auto-settlement';

/** Seals the journal after the automatic Z-reports, as the server process does. */
const sealer = createTransactionSigner(TEST_SECRET_KEY);

let t: TestContext;
let now = new Date('2026-03-01T12:00:00Z');
const clock = { now: () => now };
const logged: { level: string; message: string }[] = [];
const logger = {
  info: (_: object, message: string) => logged.push({ level: 'info', message }),
  error: (_: object, message: string) => logged.push({ level: 'error', message }),
};
let orderNumber = 70_000;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
afterEach(async () => {
  // Each scenario switches its merchant on; the others stay out of its runs.
  await t.database.db.update(merchantSettings).set({ webshopAutoSettleAtTime: '' });
});

const db = () => t.database.db;
const run = (at: string) => {
  now = new Date(at);
  return runAutoSettlement(db(), clock, logger, sealer);
};

async function merchantWith(settleAt: '23:55' | '05:00', autoComplete = false, tills = false) {
  const m = await buildSettlementMerchant(t, { autoSettleAt: settleAt, autoComplete, functionality: tills ? 'ALL' : 'KIOSK_TAKEAWAY' });
  if (tills) await db().update(merchantSettings).set({ autoSettleTills: true }).where(eq(merchantSettings.merchantId, m.merchantId));
  return m;
}

function order(
  m: SettlementMerchant,
  terminalId: string,
  orderedAt: string,
  orderStatus: 'COMPLETED' | 'CONFIRMED' | 'CANCELLED' = 'COMPLETED',
) {
  return buildReportOrder(db(), {
    merchantId: m.merchantId,
    locationId: m.locationId,
    terminalId,
    orderedAt,
    orderStatus,
    orderNumber: orderNumber++,
    lines: [{ itemName: 'Margherita', unitPrice: 10_000, vatRate: 15, category: { id: null, name: 'Pizza' } }],
  });
}

const zOf = (terminalId: string) => db().select().from(zReports).where(eq(zReports.terminalId, terminalId)).orderBy(zReports.nr);
const unsettledOf = (terminalId: string) =>
  db()
    .select({ id: orders.id, orderedAt: orders.orderedAt })
    .from(orders)
    .where(and(eq(orders.terminalId, terminalId), isNull(orders.zReportId)));

describe('the run due at an instant (Europe/Oslo, daylight saving included)', () => {
  it('finds Oslo wall-clock instants across both changes', () => {
    expect(osloInstant('2026-03-29', '23:55').toISOString()).toBe('2026-03-29T21:55:00.000Z');
    expect(osloInstant('2026-03-28', '23:55').toISOString()).toBe('2026-03-28T22:55:00.000Z');
    expect(osloInstant('2026-10-25', '05:00').toISOString()).toBe('2026-10-25T04:00:00.000Z');
    expect(osloInstant('2026-10-24', '23:55').toISOString()).toBe('2026-10-24T21:55:00.000Z');
    expect(osloInstant('2026-03-29', '05:00').toISOString()).toBe('2026-03-29T03:00:00.000Z');
  });

  it('23:55 on the spring night (2026-03-29, a 23-hour day)', () => {
    expect(latestDueRun('23:55', new Date('2026-03-29T21:54:59Z'))).toEqual({
      businessDate: '2026-03-28',
      dueAt: new Date('2026-03-28T22:55:00Z'),
      cutoff: new Date('2026-03-28T22:55:00Z'),
    });
    expect(latestDueRun('23:55', new Date('2026-03-29T21:55:00Z')).businessDate).toBe('2026-03-29');
  });

  it('23:55 on the autumn night (2026-10-25, a 25-hour day)', () => {
    expect(latestDueRun('23:55', new Date('2026-10-25T22:54:00Z')).businessDate).toBe('2026-10-24');
    expect(latestDueRun('23:55', new Date('2026-10-25T22:55:00Z'))).toMatchObject({
      businessDate: '2026-10-25',
      cutoff: new Date('2026-10-25T22:55:00Z'),
    });
  });

  it('05:00 settles the previous business day up to its midnight', () => {
    expect(latestDueRun('05:00', new Date('2026-10-25T03:59:00Z')).businessDate).toBe('2026-10-23');
    expect(latestDueRun('05:00', new Date('2026-10-25T04:00:00Z'))).toEqual({
      businessDate: '2026-10-24',
      dueAt: new Date('2026-10-25T04:00:00Z'),
      cutoff: new Date('2026-10-24T22:00:00Z'),
    });
    expect(latestDueRun('05:00', new Date('2026-03-29T02:59:00Z')).businessDate).toBe('2026-03-27');
    expect(latestDueRun('05:00', new Date('2026-03-29T03:00:00Z'))).toMatchObject({
      businessDate: '2026-03-28',
      cutoff: new Date('2026-03-28T23:00:00Z'),
    });
  });
});

describe('automatic settlement', () => {
  it('settles WEBSHOP and KIOSK at 23:55 on the spring night, later rows wait, confirmed orders completed, never twice', async () => {
    const m = await merchantWith('23:55', true);
    const confirmed = await order(m, m.webshop.id, '2026-03-29T10:00:00Z', 'CONFIRMED');
    await order(m, m.webshop.id, '2026-03-29T21:50:00Z'); // 23:50 Oslo
    const late = await order(m, m.webshop.id, '2026-03-29T21:57:00Z'); // 23:57 Oslo: the next run's
    await order(m, m.kiosk.id, '2026-03-29T15:00:00Z');
    await order(m, m.pos.id, '2026-03-29T15:00:00Z'); // a POS is settled by hand only

    // 23:54 Oslo: the 28th's run is due (nothing to settle), not the 29th's.
    const early = await run('2026-03-29T21:54:00Z');
    expect(early).toEqual([{ merchantId: m.merchantId, businessDate: '2026-03-28', zReports: [], completedOrders: 0 }]);
    expect(await zOf(m.webshop.id)).toEqual([]);

    const [result] = await run('2026-03-29T21:56:00Z');
    expect(result).toMatchObject({ businessDate: '2026-03-29', completedOrders: 1 });
    expect(result!.zReports).toHaveLength(2);
    const [webshopZ] = await zOf(m.webshop.id);
    expect(webshopZ).toMatchObject({ nr: 1, businessDate: '2026-03-29', createdByUserId: null });
    expect((webshopZ!.counters as { saleReceiptsCount: number }).saleReceiptsCount).toBe(2);
    expect(await zOf(m.kiosk.id)).toHaveLength(1);
    expect(await zOf(m.pos.id)).toEqual([]);
    expect((await unsettledOf(m.webshop.id)).map((row) => row.id)).toEqual([late.order.id]);
    const [completed] = await db().select().from(orders).where(eq(orders.id, confirmed.order.id));
    expect(completed!.orderStatus).toBe('COMPLETED');

    expect(await run('2026-03-29T21:58:00Z')).toEqual([]);
    expect(await run('2026-03-30T06:00:00Z')).toEqual([]);
    expect(await zOf(m.webshop.id)).toHaveLength(1);
    const runs = await db().select().from(autoSettlementRuns).where(eq(autoSettlementRuns.merchantId, m.merchantId));
    expect(runs.map((r) => [r.businessDate, r.zReportCount]).sort()).toEqual([
      ['2026-03-28', 0],
      ['2026-03-29', 2],
    ]);
  });

  it('catches up after downtime: started at 08:00, it settles the missed 23:55 run', async () => {
    const m = await merchantWith('23:55');
    await order(m, m.webshop.id, '2026-10-24T12:00:00Z');
    await order(m, m.webshop.id, '2026-10-25T06:30:00Z'); // 07:30 Oslo on the 25th: the 25th's
    const [result] = await run('2026-10-25T07:00:00Z');
    expect(result).toMatchObject({ businessDate: '2026-10-24' });
    const [z] = await zOf(m.webshop.id);
    expect(z).toMatchObject({ nr: 1, businessDate: '2026-10-24' });
    expect(await unsettledOf(m.webshop.id)).toHaveLength(1);
  });

  it('05:00 on the autumn night settles the previous business day up to its midnight', async () => {
    const m = await merchantWith('05:00');
    await order(m, m.webshop.id, '2026-10-24T21:30:00Z'); // 23:30 Oslo on the 24th
    const after = await order(m, m.webshop.id, '2026-10-24T22:30:00Z'); // 00:30 Oslo on the 25th
    await order(m, m.kiosk.id, '2026-10-24T20:00:00Z', 'CANCELLED'); // nothing sold on the kiosk
    expect(await run('2026-10-25T03:59:00Z')).toMatchObject([{ businessDate: '2026-10-23', zReports: [] }]);
    const [result] = await run('2026-10-25T04:00:00Z');
    expect(result).toMatchObject({ businessDate: '2026-10-24' });
    expect(result!.zReports).toHaveLength(1);
    expect((await unsettledOf(m.webshop.id)).map((row) => row.id)).toEqual([after.order.id]);
    expect(await zOf(m.kiosk.id)).toEqual([]);
  });

  it('two runs at once settle once', async () => {
    const m = await merchantWith('23:55');
    await order(m, m.webshop.id, '2026-06-10T10:00:00Z');
    await order(m, m.kiosk.id, '2026-06-10T11:00:00Z');
    now = new Date('2026-06-10T22:00:00Z'); // 00:00 Oslo on the 11th: the 10th's run is due
    const results = await Promise.all([runAutoSettlement(db(), clock, logger, sealer), runAutoSettlement(db(), clock, logger, sealer)]);
    expect(results.flat()).toHaveLength(1);
    expect(await zOf(m.webshop.id)).toHaveLength(1);
    expect(await zOf(m.kiosk.id)).toHaveLength(1);
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('settles the tills too when the merchant asks for it, with the same cut-off at 23:55', async () => {
    const m = await merchantWith('23:55', false, true);
    await order(m, m.pos.id, '2026-04-14T21:50:00Z'); // 23:50 Oslo
    const late = await order(m, m.pos.id, '2026-04-14T21:57:00Z'); // 23:57 Oslo: the next run's
    await order(m, m.webshop.id, '2026-04-14T12:00:00Z');
    const [result] = await run('2026-04-14T21:56:00Z');
    expect(result).toMatchObject({ businessDate: '2026-04-14' });
    expect(result!.zReports.map((z) => z.terminalId).sort()).toEqual([m.pos.id, m.webshop.id].sort());
    const [tillZ] = await zOf(m.pos.id);
    expect(tillZ).toMatchObject({ nr: 1, businessDate: '2026-04-14', createdByUserId: null });
    expect((tillZ!.counters as { saleReceiptsCount: number }).saleReceiptsCount).toBe(1);
    expect((await unsettledOf(m.pos.id)).map((row) => row.id)).toEqual([late.order.id]);
    expect(await zOf(m.kds.id)).toEqual([]);
  });

  it('settles a till at 05:00 up to the midnight of the previous business day, a cancelled signed sale included', async () => {
    const m = await merchantWith('05:00', false, true);
    const cancelled = await order(m, m.pos.id, '2026-05-05T10:00:00Z', 'CANCELLED');
    await db().insert(signedTransactions).values({
      merchantId: m.merchantId,
      terminalId: m.pos.id,
      nr: 1,
      kind: 'SALE',
      orderId: cancelled.order.id,
      transDate: '2026-05-05',
      transTime: '12:00:00',
      amountWithVat: 10_000,
      amountWithoutVat: 8_696,
      signature: 'test',
      keyVersion: 1,
    });
    const after = await order(m, m.pos.id, '2026-05-05T22:30:00Z'); // 00:30 Oslo on the 6th
    const [result] = await run('2026-05-06T03:00:00Z'); // 05:00 Oslo
    expect(result).toMatchObject({ businessDate: '2026-05-05' });
    expect(result!.zReports.map((z) => z.terminalId)).toEqual([m.pos.id]);
    expect(await zOf(m.pos.id)).toHaveLength(1);
    expect((await unsettledOf(m.pos.id)).map((row) => row.id)).toEqual([after.order.id]);
  });

  it('never settles a till when the setting is off, whatever else it settles', async () => {
    const m = await merchantWith('23:55');
    await order(m, m.pos.id, '2026-04-20T10:00:00Z');
    await order(m, m.kiosk.id, '2026-04-20T10:00:00Z');
    const [result] = await run('2026-04-20T22:00:00Z');
    expect(result!.zReports.map((z) => z.terminalId)).toEqual([m.kiosk.id]);
    expect(await zOf(m.pos.id)).toEqual([]);
    expect(await unsettledOf(m.pos.id)).toHaveLength(1);
  });
});
