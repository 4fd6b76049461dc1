import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { dashboardDataSchema, type DashboardData } from '@bakrom/shared/schemas/dashboard';
import { closingDays, orders, signedTransactions, soldOutItems } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildMerchant, buildUser, loginAs } from '../../../test/factories';
import type { App } from '../../app';
import {
  buildCategory,
  buildDishesAction,
  buildItem,
  buildOrder,
  buildTwoMerchants,
  buildWebshopTerminal,
} from '../../../test/business-factories';
import { buildReportTerminal, buildSettlementMerchant, buildZReport, type SettlementMerchant } from '../../../test/report-factories';
import { buildLocation } from '../../../test/factories';
import { listLocations } from '../locations/repository';
import { listClosingDays } from '../operations/closing-days-service';
import { listSoldOutItems, loadSoldOutPage } from '../operations/sold-out-service';

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** 12:00 in Oslo on Sunday 29.03.2026, the first day of summer time (a 23-hour day). */
const NOW = new Date('2026-03-29T10:00:00Z');

let clocked: TestContext;
let database: Database;
let app: App;
let token: string;
let fixture: Awaited<ReturnType<typeof buildTwoMerchants>>;
let cancelLaterId: string;
let dinnerId: string;

const getDashboard = (query = '', headers: Record<string, string> = auth(token)) =>
  app.inject({ method: 'GET', url: `/api/dashboard/getDashboardData${query}`, headers });

async function dashboard(): Promise<DashboardData> {
  const response = await getDashboard(`?merchant=${fixture.merchant.id}`);
  expect(response.statusCode).toBe(200);
  return dashboardDataSchema.parse(response.json());
}

const valueAt = (labels: string[], values: number[], label: string) => values[labels.indexOf(label)];

beforeAll(async () => {
  clocked = await buildTestApp({ clock: { now: () => NOW } });
  ({ database, app } = clocked);
  const db = database.db;
  fixture = await buildTwoMerchants(db);
  const { merchant, bryggen, aker, other, foreignLocation } = fixture;
  token = await loginAs(app, fixture.admin.username);

  const bryggenTerminal = await buildWebshopTerminal(db, merchant.id, bryggen.id);
  const akerTerminal = await buildWebshopTerminal(db, merchant.id, aker.id);
  const foreignTerminal = await buildWebshopTerminal(db, other.id, foreignLocation.id);
  const at = (location: 'bryggen' | 'aker') =>
    location === 'bryggen'
      ? { merchantId: merchant.id, locationId: bryggen.id, terminalId: bryggenTerminal.id }
      : { merchantId: merchant.id, locationId: aker.id, terminalId: akerTerminal.id };

  // Today (29.03 in Oslo): 23:30 UTC on 28.03 is 00:30 on 29.03 in Oslo.
  await buildOrder(db, { ...at('bryggen'), orderedAt: '2026-03-28T23:30:00Z', totalAmount: 10_000, orderType: 'PICKUP' });
  await buildOrder(db, { ...at('aker'), orderedAt: '2026-03-29T09:00:00Z', totalAmount: 25_050, orderType: 'DINE_IN' });
  // Refunded 50 kr of which 10 kr tips: 200 − 40 = 160 kr of goods counts.
  await buildOrder(db, {
    ...at('bryggen'),
    orderedAt: '2026-03-29T08:00:00Z',
    totalAmount: 20_000,
    tipsAmount: 1_000,
    refundedTotalAmount: 5_000,
    refundedTipsAmount: 1_000,
    orderType: 'DINE_IN',
  });
  await buildOrder(db, {
    ...at('bryggen'),
    orderedAt: '2026-03-29T09:30:00Z',
    totalAmount: 8_000,
    orderType: 'DELIVERY',
    orderStatus: 'CANCELLED',
  });
  cancelLaterId = (await buildOrder(db, { ...at('aker'), orderedAt: '2026-03-29T09:45:00Z', totalAmount: 3_000, orderType: 'DELIVERY' }))
    .id;
  // 23:30 in Oslo on 28.03 (still winter time).
  await buildOrder(db, { ...at('bryggen'), orderedAt: '2026-03-28T22:30:00Z', totalAmount: 4_000 });
  // The first of the 30 days, and the day before it (monthly chart only).
  await buildOrder(db, { ...at('aker'), orderedAt: '2026-02-28T12:00:00Z', totalAmount: 1_500 });
  await buildOrder(db, { ...at('aker'), orderedAt: '2026-02-27T12:00:00Z', totalAmount: 2_500 });
  // 00:30 on 01.04.2025 in Oslo (summer time) is the first month of twelve; 23:30 on 31.03.2025 is outside.
  await buildOrder(db, { ...at('bryggen'), orderedAt: '2025-03-31T22:30:00Z', totalAmount: 7_000 });
  await buildOrder(db, { ...at('bryggen'), orderedAt: '2025-03-31T21:30:00Z', totalAmount: 9_900 });
  // Another merchant's sale today.
  await buildOrder(db, {
    merchantId: other.id,
    locationId: foreignLocation.id,
    terminalId: foreignTerminal.id,
    orderedAt: '2026-03-29T09:00:00Z',
    totalAmount: 99_900,
  });

  await db.insert(closingDays).values([
    { merchantId: merchant.id, locationId: bryggen.id, fromDate: '2026-03-28', toDate: '2026-03-29', message: 'Vannlekkasje' },
    { merchantId: merchant.id, locationId: bryggen.id, fromDate: '2026-03-20', toDate: '2026-03-28', message: 'Oppussing' },
    { merchantId: merchant.id, locationId: aker.id, fromDate: '2026-03-30', toDate: '2026-03-31', message: 'Påske' },
    { merchantId: other.id, locationId: foreignLocation.id, fromDate: '2026-03-29', toDate: '2026-03-29', message: 'Fremmed' },
  ]);

  const dinner = await buildCategory(db, merchant.id, { name: 'Middag', sortOrder: 1, locationIds: [aker.id] });
  dinnerId = dinner.id;
  const pizza = await buildCategory(db, merchant.id, { name: 'Pizza', sortOrder: 0, locationIds: [bryggen.id, aker.id] });
  await buildDishesAction(db, merchant.id, bryggen.id, [dinner.id]);
  const margherita = await buildItem(db, merchant.id, pizza.id, { name: 'Margherita' });
  const lasagne = await buildItem(db, merchant.id, dinner.id, { name: 'Lasagne' });
  const foreignCategory = await buildCategory(db, other.id, { name: 'Fremmed kategori' });
  const foreignItem = await buildItem(db, other.id, foreignCategory.id, { name: 'Fremmed rett' });
  await db.insert(soldOutItems).values([
    { merchantId: merchant.id, itemId: margherita.id, locationId: bryggen.id },
    { merchantId: merchant.id, itemId: lasagne.id, locationId: aker.id },
    { merchantId: other.id, itemId: foreignItem.id, locationId: foreignLocation.id },
  ]);
});
afterAll(async () => {
  await clocked.close();
});

describe('GET /api/dashboard/getDashboardData: sales', () => {
  it("totals today's sales on the Oslo day, with refunds deducted and cancelled orders left out", async () => {
    const data = await dashboard();
    expect(data.today).toBe('2026-03-29');
    // 100 + 250.50 + 160 + 30 kr; the cancelled 80 kr and the other merchant's sale are not counted.
    expect(data.totalSalesToday).toBe(540.5);
    expect(data.totalSalesTodayByTypeLabels).toEqual(['Spise her', 'Henting', 'Levering']);
    expect(data.totalSalesTodayByType).toEqual([410.5, 100, 30]);
  });

  it("splits today's sales by location for the location picker, every location present", async () => {
    const data = await dashboard();
    const byLocation = Object.fromEntries(data.totalSalesTodayByLocation.map((entry) => [entry.locationId, entry]));
    // Bryggen: 100 kr pickup and 160 kr dine-in; Aker brygge: 250.50 kr dine-in and 30 kr delivery.
    expect(byLocation[fixture.bryggen.id]).toEqual({ locationId: fixture.bryggen.id, total: 260, byType: [160, 100, 0] });
    expect(byLocation[fixture.aker.id]).toEqual({ locationId: fixture.aker.id, total: 280.5, byType: [250.5, 0, 30] });
    expect(data.totalSalesTodayByLocation.map((entry) => entry.locationId)).toEqual(data.locations.map((location) => location.id));
  });

  it('charts the 30 Oslo days ending today, with 0 for days without sales', async () => {
    const data = await dashboard();
    expect(data.totalSalesPerDateLabels).toHaveLength(30);
    expect(data.totalSalesPerDate).toHaveLength(30);
    expect(data.totalSalesPerDateLabels[0]).toBe('28.02.2026');
    expect(data.totalSalesPerDateLabels.at(-1)).toBe('29.03.2026');
    expect(valueAt(data.totalSalesPerDateLabels, data.totalSalesPerDate, '29.03.2026')).toBe(540.5);
    expect(valueAt(data.totalSalesPerDateLabels, data.totalSalesPerDate, '28.03.2026')).toBe(40);
    expect(valueAt(data.totalSalesPerDateLabels, data.totalSalesPerDate, '28.02.2026')).toBe(15);
    expect(valueAt(data.totalSalesPerDateLabels, data.totalSalesPerDate, '01.03.2026')).toBe(0);
    expect(data.totalSalesPerDate.reduce((sum, value) => sum + value, 0)).toBe(595.5);
  });

  it('charts the 12 months ending this month on Oslo days', async () => {
    const data = await dashboard();
    expect(data.totalSalesPerMonthLabels).toEqual([
      'apr. 2025',
      'mai 2025',
      'juni 2025',
      'juli 2025',
      'aug. 2025',
      'sep. 2025',
      'okt. 2025',
      'nov. 2025',
      'des. 2025',
      'jan. 2026',
      'feb. 2026',
      'mars 2026',
    ]);
    expect(data.totalSalesPerMonth).toEqual([70, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40, 580.5]);
  });

  it('follows an order cancelled later (the rollup is kept by the triggers)', async () => {
    await database.db.update(orders).set({ orderStatus: 'CANCELLED' }).where(eq(orders.id, cancelLaterId));
    const data = await dashboard();
    expect(data.totalSalesToday).toBe(510.5);
    expect(data.totalSalesTodayByType).toEqual([410.5, 100, 0]);
    await database.db.update(orders).set({ orderStatus: 'COMPLETED' }).where(eq(orders.id, cancelLaterId));
    expect((await dashboard()).totalSalesToday).toBe(540.5);
  });
});

describe('GET /api/dashboard/getDashboardData: operations', () => {
  it('lists the closing days covering today, of this merchant only', async () => {
    const data = await dashboard();
    expect(data.closingDaysArray).toEqual([
      expect.objectContaining({ locationId: fixture.bryggen.id, fromDate: '2026-03-28', toDate: '2026-03-29', message: 'Vannlekkasje' }),
    ]);
  });

  it('answers locations with earliest pickup time and custom actions, categories with locations, sold-out items', async () => {
    const data = await dashboard();
    expect(data.locations.map((l) => l.name)).toEqual(['Aker brygge', 'Bryggen']);
    const bryggen = data.locations.find((l) => l.id === fixture.bryggen.id)!;
    expect(bryggen.earliestPickupTime).toBe(20);
    expect(bryggen.customActions).toEqual([expect.objectContaining({ actionType: 'CLOSE_OPEN_DISHES', categoryIds: [dinnerId] })]);
    expect(data.categories.map((c) => c.name)).toEqual(['Pizza', 'Middag']);
    expect(data.categories.find((c) => c.id === dinnerId)!.availableAtLocationIds).toEqual([fixture.aker.id]);
    expect(data.soldOutItems.map((s) => [s.itemName, s.locationId])).toEqual(
      expect.arrayContaining([
        ['Margherita', fixture.bryggen.id],
        ['Lasagne', fixture.aker.id],
      ]),
    );
    expect(data.soldOutItems).toHaveLength(2);
  });
});

describe('GET /api/dashboard/getDashboardData: access', () => {
  it('answers closing days, locations, categories and sold-out items exactly as the calls that own them', async () => {
    const data = await dashboard();
    const db = database.db;
    const merchantId = fixture.merchant.id;
    expect(data.locations).toEqual(await listLocations(db, merchantId));
    expect(data.closingDaysArray).toEqual(
      (await listClosingDays(db, merchantId)).filter((day) => day.fromDate <= data.today && day.toDate >= data.today),
    );
    const soldOut = [
      ...(await listSoldOutItems(db, merchantId, fixture.bryggen.id)),
      ...(await listSoldOutItems(db, merchantId, fixture.aker.id)),
    ];
    expect([...data.soldOutItems].sort(byId)).toEqual(soldOut.sort(byId));
    const soldOutPage = await loadSoldOutPage(db, merchantId, fixture.bryggen.id);
    expect(data.categories).toEqual(soldOutPage.categories);
  });

  it('answers 401 without a session and 403 for another merchant', async () => {
    expect((await getDashboard('', {})).statusCode).toBe(401);
    expect((await getDashboard(`?merchant=${fixture.other.id}`)).statusCode).toBe(403);
  });

  it('shows another merchant only its own figures', async () => {
    const otherToken = await loginAs(app, fixture.otherAdmin.username);
    const response = await getDashboard('', auth(otherToken));
    const data = dashboardDataSchema.parse(response.json());
    expect(data.totalSalesToday).toBe(999);
    expect(data.soldOutItems).toHaveLength(1);
    expect(data.closingDaysArray).toHaveLength(1);
  });
});

describe('GET /api/dashboard/getDashboardData: tills missing their daily Z', () => {
  let m: SettlementMerchant;
  let nameless: Awaited<ReturnType<typeof buildReportTerminal>>;

  const tillsOf = async (token = m.adminToken) => {
    const response = await getDashboard('', auth(token));
    expect(response.statusCode).toBe(200);
    return dashboardDataSchema.parse(response.json()).unsettledTills;
  };
  const sale = (terminalId: string, orderedAt: string, orderStatus: 'COMPLETED' | 'CANCELLED' = 'COMPLETED', locationId = m.locationId) =>
    buildOrder(database.db, { merchantId: m.merchantId, locationId, terminalId, orderedAt, totalAmount: 12_000, orderStatus });

  beforeAll(async () => {
    m = await buildSettlementMerchant(clocked, { functionality: 'ALL' });
    nameless = await buildReportTerminal(database.db, m.merchantId, m.locationId, {
      terminalType: 'POS',
      terminalId: 'POS-2',
      deviceName: ' ',
    });
  });

  it('shows nothing while every till has settled its earlier days', async () => {
    // Today's sale (00:30 on 29.03 in Oslo) waits for today's Z: no warning yet.
    await sale(m.pos.id, '2026-03-28T23:30:00Z');
    expect(await tillsOf()).toEqual([]);
  });

  it('warns about a till with unsettled sales of earlier Oslo days, naming it as the X-report screen does, to every role', async () => {
    await sale(m.pos.id, '2026-03-28T22:30:00Z'); // 23:30 on 28.03 in Oslo
    await sale(m.pos.id, '2026-03-27T09:00:00Z');
    await sale(m.pos.id, '2026-03-27T10:00:00Z');
    // WEBSHOP and KIOSK are not tills; a cancelled order without a signed sale sold nothing.
    await sale(m.webshop.id, '2026-03-27T09:00:00Z');
    await sale(m.kiosk.id, '2026-03-27T09:00:00Z');
    await sale(nameless.id, '2026-03-28T09:00:00Z', 'CANCELLED');
    const expected = [
      { locationId: m.locationId, terminalId: m.pos.id, terminalName: 'Kasse 1', firstDate: '2026-03-27', lastDate: '2026-03-28', days: 2 },
    ];
    expect(await tillsOf()).toEqual(expected);
    expect(await tillsOf(m.managerToken)).toEqual(expected);
  });

  it('counts a cancelled order whose sale was signed (its cancellation is a return), and names a till without a device name by its id', async () => {
    const cancelled = await sale(nameless.id, '2026-03-26T12:00:00Z', 'CANCELLED');
    await database.db.insert(signedTransactions).values({
      merchantId: m.merchantId,
      terminalId: nameless.id,
      nr: 1,
      kind: 'SALE',
      orderId: cancelled.id,
      transDate: '2026-03-26',
      transTime: '13:00:00',
      amountWithVat: 12_000,
      amountWithoutVat: 10_435,
      signature: 'test',
      keyVersion: 1,
    });
    expect(await tillsOf()).toEqual([
      expect.objectContaining({ terminalId: m.pos.id, terminalName: 'Kasse 1' }),
      {
        locationId: m.locationId,
        terminalId: nameless.id,
        terminalName: 'POS-2',
        firstDate: '2026-03-26',
        lastDate: '2026-03-26',
        days: 1,
      },
    ]);
  });

  it('leaves out the tills of a deactivated location and of another merchant', async () => {
    const closed = await buildLocation(database.db, m.merchantId, { name: 'Gamle Bryggen', status: 'INACTIVE' });
    const closedTill = await buildReportTerminal(database.db, m.merchantId, closed.id, { terminalType: 'POS', deviceName: 'Kasse gammel' });
    await sale(closedTill.id, '2026-03-20T12:00:00Z', 'COMPLETED', closed.id);
    const other = await buildSettlementMerchant(clocked, { functionality: 'POS' });
    await buildOrder(database.db, {
      merchantId: other.merchantId,
      locationId: other.locationId,
      terminalId: other.pos.id,
      orderedAt: '2026-03-20T12:00:00Z',
      totalAmount: 5_000,
    });
    expect((await tillsOf()).map((till) => till.terminalName)).toEqual(['Kasse 1', 'POS-2']);
    expect((await tillsOf(other.adminToken)).map((till) => [till.terminalId, till.firstDate])).toEqual([[other.pos.id, '2026-03-20']]);
  });

  it("the till's Z-report ends its warning; the other till's stays", async () => {
    // As 'Ta dagens oppgjør' leaves it: every unsettled row of the till tied to its new Z-report.
    const z = await buildZReport(database.db, {
      merchantId: m.merchantId,
      locationId: m.locationId,
      terminalId: m.pos.id,
      nr: 1,
      businessDate: '2026-03-29',
      counters: {},
    });
    await database.db
      .update(orders)
      .set({ zReportId: z.id })
      .where(and(eq(orders.terminalId, m.pos.id), isNull(orders.zReportId)));
    expect((await tillsOf()).map((till) => till.terminalId)).toEqual([nameless.id]);
  });
});

describe('the application wiring (wall clock)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    const merchant = await buildMerchant(t.database.db);
    await buildUser(t.database.db, { merchantId: merchant.id, username: 'ny.kafe' });
  });
  afterAll(() => t.close());

  it('serves getDashboardData with zeros for a merchant without sales', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/getDashboardData',
      headers: auth(await loginAs(t.app, 'ny.kafe')),
    });
    expect(response.statusCode).toBe(200);
    const data = dashboardDataSchema.parse(response.json());
    expect(data.totalSalesToday).toBe(0);
    expect(data.totalSalesTodayByLocation).toEqual([]);
    expect(data.totalSalesPerDate).toEqual(Array(30).fill(0));
    expect(data.totalSalesPerMonth).toEqual(Array(12).fill(0));
    expect(data.locations).toEqual([]);
  });
});
