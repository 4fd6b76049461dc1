import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboardDataSchema, type DashboardData } from '@bakrom/shared/schemas/dashboard';
import { users } from '../../db/schema/index';
import { buildOrder, buildWebshopTerminal } from '../../../test/business-factories';
import { createTerminalWithKey, terminalAuth, type TerminalWithKey } from '../../../test/channel-factories';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';

/**
 * The overview's labour (issue 32) against figures computed by hand: Friday 20.11.2026, 15:00 in Oslo.
 * At Majorstuen Kari (250 kr/h) worked 08:00–12:30 (4,5 h = 1 125 kr), Ola (200 kr/h) has been in since
 * 11:00 (4 h until now = 800 kr), Per (no cost) 13:00–14:00 (1 h); Nina clocked in yesterday at 17:00 and
 * never out. Sales today 2 000 + 3 000 kr = 5 000 kr: labour 1 925 kr is 38,5 % of it, and 5 000 / 9,5 h is
 * 526,32 kr per hour worked.
 */

let now = new Date('2026-11-19T16:00:00Z');
let t: TestContext;
let merchantId: string;
let majorstuen: string;
let torget: string;
let token: string;
let till: TerminalWithKey;
let references = 0;

async function employee(firstname: string, pincode: string, hourlyCost: number | null) {
  const user = await buildUser(t.database.db, { merchantId, role: 'MANAGER' });
  await t.database.db.update(users).set({ firstname, lastname: 'Test', pincode, hourlyCost }).where(eq(users.id, user.id));
  return user;
}

async function clock(pincode: string, action: 'IN' | 'OUT', iso: string) {
  now = new Date(iso);
  references += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/channel/staff/clock',
    headers: terminalAuth(till.key),
    payload: { pincode, action, reference: `labour-${references}` },
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => now } });
  const db = t.database.db;
  merchantId = (await buildMerchant(db, {}, { useFunctionality: 'ALL' })).id;
  majorstuen = (await buildLocation(db, merchantId, { name: 'Majorstuen' })).id;
  torget = (await buildLocation(db, merchantId, { name: 'Torget' })).id;
  token = await loginAs(t.app, (await buildUser(db, { merchantId, role: 'ADMIN' })).username);
  till = await createTerminalWithKey(db, { merchantId, locationId: majorstuen, terminalType: 'POS' });
  const webshop = await buildWebshopTerminal(db, merchantId, majorstuen);
  const at = { merchantId, locationId: majorstuen, terminalId: webshop.id };
  await buildOrder(db, { ...at, orderedAt: '2026-11-20T09:00:00Z', totalAmount: 200_000, orderType: 'PICKUP' });
  await buildOrder(db, { ...at, orderedAt: '2026-11-20T11:00:00Z', totalAmount: 300_000, orderType: 'DINE_IN' });

  await employee('Kari', '5101', 250_00);
  await employee('Ola', '5102', 200_00);
  await employee('Per', '5103', null);
  await employee('Nina', '5104', 300_00);
  await clock('5104', 'IN', '2026-11-19T16:00:00Z');
  await clock('5101', 'IN', '2026-11-20T07:00:00Z');
  await clock('5102', 'IN', '2026-11-20T10:00:00Z');
  await clock('5101', 'OUT', '2026-11-20T11:30:00Z');
  await clock('5103', 'IN', '2026-11-20T12:00:00Z');
  await clock('5103', 'OUT', '2026-11-20T13:00:00Z');
  now = new Date('2026-11-20T14:00:00Z');
});
afterAll(() => t.close());

async function dashboard(): Promise<DashboardData> {
  const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/getDashboardData', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return strictly(dashboardDataSchema).parse(response.json()) as DashboardData;
}

describe('the overview’s labour', () => {
  it('shows today’s labour cost against sales and sales per hour worked, per location, as computed by hand', async () => {
    const data = await dashboard();
    expect(data.totalSalesTodayByLocation.find((row) => row.locationId === majorstuen)?.total).toBe(5_000);
    expect(data.labourToday).toEqual([
      {
        locationId: majorstuen,
        hours: 9.5,
        labourCost: 1_925,
        hoursWithoutCost: 1,
        labourCostShareOfSales: 38.5,
        salesPerLabourHour: 526.32,
      },
    ]);
    expect(data.labourToday.some((row) => row.locationId === torget)).toBe(false);
  });

  it('lists who is still clocked in since an earlier day as not clocked out, and leaves them out of today', async () => {
    const data = await dashboard();
    expect(data.notClockedOut).toEqual([
      { locationId: majorstuen, userId: expect.any(String) as string, employeeName: 'Nina Test', since: '2026-11-19T16:00:00.000Z' },
    ]);
  });

  it('counts an open shift until now', async () => {
    now = new Date('2026-11-20T15:00:00Z');
    const [labour] = (await dashboard()).labourToday;
    // Ola one hour more: 10,5 h, 2 125 kr.
    expect(labour).toMatchObject({ hours: 10.5, labourCost: 2_125, labourCostShareOfSales: 42.5, salesPerLabourHour: 476.19 });
    now = new Date('2026-11-20T14:00:00Z');
  });

  it('gives a MANAGER the hours and the sales per hour, never the cost', async () => {
    const manager = await loginAs(t.app, (await buildUser(t.database.db, { merchantId, role: 'MANAGER' })).username);
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/getDashboardData', headers: auth(manager) });
    expect((response.json() as DashboardData).labourToday).toEqual([
      {
        locationId: majorstuen,
        hours: 9.5,
        labourCost: null,
        hoursWithoutCost: 1,
        labourCostShareOfSales: null,
        salesPerLabourHour: 526.32,
      },
    ]);
  });

  it('is empty for a merchant without clockings', async () => {
    const db = t.database.db;
    const other = await buildMerchant(db, {}, { useFunctionality: 'ALL' });
    await buildLocation(db, other.id);
    const otherToken = await loginAs(t.app, (await buildUser(db, { merchantId: other.id })).username);
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/getDashboardData', headers: auth(otherToken) });
    expect(response.json()).toMatchObject({ labourToday: [], notClockedOut: [] });
  });
});
