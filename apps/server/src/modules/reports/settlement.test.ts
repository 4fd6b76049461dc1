import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAllWebshopZReportsResponse,
  reportGuiSchema,
  terminalsResponse,
  xReportSchema,
  zReportSchema,
  zReportsResponse,
  type Terminal,
  type XReport,
  type ZReport,
} from '@bakrom/shared/schemas/reports';
import { auditRecords, orders, zReports } from '../../db/schema/index';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import {
  buildManyOrders,
  buildRefund,
  buildReportOrder,
  buildSettlementMerchant,
  buildTerminalEvent,
  type SettlementMerchant,
} from '../../../test/report-factories';
import { strictly } from '../../../test/strict-schema';

const NOW = new Date('2026-03-20T12:00:00Z');
const TODAY = '2026-03-20';
let t: TestContext;
let m: SettlementMerchant;
let other: SettlementMerchant;
let superToken: string;
let orderNumber = 50_000;

const db = () => t.database.db;
const parse = <T>(schema: Parameters<typeof strictly>[0], body: unknown) => strictly(schema).parse(body) as T;

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => NOW } });
  m = await buildSettlementMerchant(t);
  other = await buildSettlementMerchant(t, { functionality: 'POS' });
  const superAdmin = await buildUser(db(), { merchantId: null, role: 'SUPER_ADMIN' });
  superToken = await loginAs(t.app, superAdmin.username, m.merchantId);
});
afterAll(() => t.close());

/** A paid order of 115 kr (pizza at 15 %) on the terminal at the instant. */
function order(terminalId: string, orderedAt: string, extra: { orderStatus?: 'CANCELLED' | 'CONFIRMED' } = {}, who = m) {
  return buildReportOrder(db(), {
    merchantId: who.merchantId,
    locationId: who.locationId,
    terminalId,
    orderedAt,
    orderNumber: orderNumber++,
    ...extra,
    lines: [{ itemName: 'Margherita', unitPrice: 10_000, vatRate: 15, category: { id: null, name: 'Pizza' } }],
  });
}

const query = (terminalId: string, who = m) => `locationId=${who.locationId}&terminalId=${terminalId}`;

async function xReport(terminalId: string, token = m.adminToken): Promise<XReport> {
  const response = await m.request('GET', `/api/report/getXReport?${query(terminalId)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return parse<XReport>(xReportSchema, response.json());
}

async function settle(terminalId: string, token = m.adminToken): Promise<ZReport> {
  const response = await m.request('POST', `/api/report/createZReport?${query(terminalId)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return parse<ZReport>(zReportSchema, response.json());
}

async function zReportsOf(terminalId: string, date: string): Promise<ZReport[]> {
  const response = await m.request('GET', `/api/report/getZReport?${query(terminalId)}&date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return parse<ZReport[]>(zReportsResponse, response.json());
}

describe('report data and terminals', () => {
  it('answers the screens their locations, company, VAT and merchant', async () => {
    const response = await m.request('GET', '/api/report/getDataForReportGui');
    expect(response.statusCode, response.body).toBe(200);
    const gui = parse<{ locations: unknown[]; vat: unknown; merchant: unknown; company: unknown }>(reportGuiSchema, response.json());
    expect(gui.locations).toEqual([{ id: m.locationId, name: 'Bryggen', vatNumber: '923609016' }]);
    expect(gui.vat).toEqual({ takeOut: 15, dineIn: 25, delivery: 15 });
    expect(gui.merchant).toEqual({ id: m.merchantId, functionality: 'ALL', autoSettleTills: false });
    expect(gui.company).toEqual({ name: 'Bakeriet på hjørnet AS', vatNumber: '' });
  });

  it('lists the terminals without KDS, the webshop only in webshop modes', async () => {
    const mine = await m.request('GET', `/api/terminal/getTerminalsForLocation?locationId=${m.locationId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const list = parse<Terminal[]>(terminalsResponse, mine.json());
    expect(list.map((terminal) => terminal.terminalId)).toEqual(['POS-1', 'KIOSK-1', 'WEBSHOP']);
    const all = parse<Terminal[]>(terminalsResponse, (await m.request('GET', '/api/terminal/getTerminals')).json());
    expect(all).toEqual(list);
    const posOnly = parse<Terminal[]>(terminalsResponse, (await other.request('GET', '/api/terminal/getTerminals')).json());
    expect(posOnly.map((terminal) => terminal.terminalType).sort()).toEqual(['KIOSK', 'POS']);
    const foreign = await m.request('GET', `/api/terminal/getTerminalsForLocation?locationId=${other.locationId}`);
    expect(foreign.statusCode).toBe(404);
    const bad = await m.request('GET', '/api/terminal/getTerminalsForLocation?locationId=abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('X-report', () => {
  it('records each X-report shown in the journal', async () => {
    await xReport(m.kiosk.id, m.managerToken);
    const records = await db()
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.merchantId, m.merchantId), eq(auditRecords.action, 'X_REPORT_SHOWN')));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ entityType: 'terminal', entityId: m.kiosk.id });
    expect(records[0]!.userId).not.toBeNull();
  });

  it('answers 404 for a KDS screen, another location or merchant, 400 for bad ids', async () => {
    for (const url of [
      `/api/report/getXReport?${query(m.kds.id)}`,
      `/api/report/getXReport?${query(other.pos.id)}`,
      `/api/report/getXReport?locationId=${other.locationId}&terminalId=${other.pos.id}`,
      `/api/report/createZReport?${query(other.pos.id)}`,
      `/api/report/getZReport?${query(other.pos.id)}&date=${TODAY}`,
    ]) {
      const response = await m.request(url.includes('create') ? 'POST' : 'GET', url);
      expect(response.statusCode, url).toBe(404);
    }
    const bad = await m.request('GET', `/api/report/getXReport?locationId=${m.locationId}&terminalId=kasse`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('kassepunkt');
    const badDate = await m.request('GET', `/api/report/getZReport?${query(m.pos.id)}&date=20.03.2026`);
    expect(badDate.statusCode).toBe(400);
  });
});

describe('Z-report', () => {
  it('settles the terminal under the next number, then the X-report is empty and a second Z has nothing to settle', async () => {
    await order(m.pos.id, '2026-03-20T08:00:00Z');
    await order(m.pos.id, '2026-03-20T09:00:00Z', { orderStatus: 'CANCELLED' });
    await buildTerminalEvent(db(), {
      merchantId: m.merchantId,
      terminalId: m.pos.id,
      eventType: 'CASH_DRAWER_OPENING',
      occurredAt: '2026-03-20T08:01:00Z',
    });
    const before = await xReport(m.pos.id);
    const z = await settle(m.pos.id);
    expect(z.nr).toBe(1);
    expect(z.businessDate).toBe(TODAY);
    expect(z.createdTime).toBe(NOW.toISOString());
    expect(z.createdBy).toBe('Kari Nordmann');
    expect(z.replacedByNr).toBeNull();
    expect(z.counters).toEqual(before.counters);
    expect(z.counters.grandTotalSales).toBe(1_000_000 + 11_500);

    const after = await xReport(m.pos.id);
    expect(after.empty).toBe(true);
    expect(after.previousZReportNr).toBe(1);
    expect(after.periodStart).toBe(NOW.toISOString());
    expect(after.counters.grandTotalSales).toBe(z.counters.grandTotalSales);
    expect(after.counters.saleReceiptsCount).toBe(0);

    const again = await m.request('POST', `/api/report/createZReport?${query(m.pos.id)}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'NOTHING_TO_SETTLE', message: 'Ingen omsetning fra dette kassepunktet siden forrige oppgjør.' },
    });
    // A client that sends a JSON content type with an empty body on every POST meets the same answer.
    const withEmptyBody = await t.app.inject({
      method: 'POST',
      url: `/api/report/createZReport?${query(m.pos.id)}`,
      headers: { ...auth(m.adminToken), 'content-type': 'application/json' },
      payload: '',
    });
    expect(withEmptyBody.statusCode).toBe(409);
    const unsettled = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.terminalId, m.pos.id), isNull(orders.zReportId)));
    expect(unsettled).toEqual([]);
    const audit = await db().select().from(auditRecords).where(eq(auditRecords.entityId, z.id));
    expect(audit.map((record) => record.action)).toEqual(['Z_REPORT_CREATED']);
  });

  it('continues the grand totals from one Z to the next and lists the day in number order', async () => {
    await order(m.pos.id, '2026-03-20T10:00:00Z');
    const refunded = await order(m.pos.id, '2026-03-20T10:30:00Z');
    await buildRefund(db(), {
      merchantId: m.merchantId,
      orderId: refunded.order.id,
      terminalId: m.pos.id,
      amount: 2000,
      createdAt: '2026-03-20T10:40:00Z',
    });
    const [first] = await zReportsOf(m.pos.id, TODAY);
    const second = await settle(m.pos.id);
    expect(second.nr).toBe(2);
    expect(second.counters.grandTotalSales).toBe(first!.counters.grandTotalSales + 2 * 11_500);
    expect(second.counters.grandTotalRefund).toBe(first!.counters.grandTotalRefund + 2000);
    expect((await zReportsOf(m.pos.id, TODAY)).map((z) => z.nr)).toEqual([1, 2]);
    expect(await zReportsOf(m.pos.id, '2026-03-19')).toEqual([]);
  });

  it('makes exactly one Z-report of 50 parallel settlements', async () => {
    await order(m.kiosk.id, '2026-03-20T11:00:00Z');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => m.request('POST', `/api/report/createZReport?${query(m.kiosk.id)}`)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const made = await db().select().from(zReports).where(eq(zReports.terminalId, m.kiosk.id));
    expect(made.map((z) => z.nr)).toEqual([1]);
  });

  it('puts an order written during settlement in exactly one Z-report', async () => {
    const db_ = db();
    await buildManyOrders(db_, {
      merchantId: m.merchantId,
      locationId: m.locationId,
      terminalId: m.webshop.id,
      count: 300,
      from: new Date('2026-03-20T06:00:00Z'),
      until: new Date('2026-03-20T11:00:00Z'),
      firstNumber: 200_000,
    });
    const writes = Array.from({ length: 40 }, (_, i) =>
      buildManyOrders(db_, {
        merchantId: m.merchantId,
        locationId: m.locationId,
        terminalId: m.webshop.id,
        count: 1,
        from: new Date(`2026-03-20T11:${String(i).padStart(2, '0')}:00Z`),
        until: new Date(`2026-03-20T11:${String(i).padStart(2, '0')}:30Z`),
        firstNumber: 300_000 + i,
      }),
    );
    const [response] = await Promise.all([m.request('POST', `/api/report/createZReport?${query(m.webshop.id)}`), ...writes]);
    expect(response!.statusCode, response!.body).toBe(200);
    const first = parse<ZReport>(zReportSchema, response!.json());
    const tiedToFirst = await db_
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.zReportId, first.id));
    expect(first.counters.saleReceiptsCount).toBe(Number(tiedToFirst[0]!.n));
    const rest = await db_
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.terminalId, m.webshop.id), isNull(orders.zReportId)));
    const left = Number(rest[0]!.n);
    expect(first.counters.saleReceiptsCount + left).toBe(340);
    if (left > 0) {
      const second = await settle(m.webshop.id);
      expect(second.counters.saleReceiptsCount).toBe(left);
      expect(second.counters.grandTotalSales).toBe(first.counters.grandTotalSales + left * 23_000);
    }
    expect(first.counters.grandTotalSales).toBe(first.counters.saleReceiptsCount * 23_000);
  });
});

describe('regeneration (super admin)', () => {
  const DAY = '2026-03-18';
  let replaced: ZReport;

  beforeAll(async () => {
    // Two days on the kiosk: the 18th settled that evening, the 19th too; then a late order of the 18th appears unsettled.
    await order(m.kiosk.id, '2026-03-18T10:00:00Z');
    await order(m.kiosk.id, '2026-03-18T12:00:00Z');
  });

  it('shows a day’s figures without changing anything', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/report/getXReportForDate?${query(m.kiosk.id)}&date=${DAY}`,
      headers: auth(superToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    const day = parse<XReport>(xReportSchema, response.json());
    expect(day.counters.saleReceiptsCount).toBe(2);
    expect(day.periodStart).toBe('2026-03-17T23:00:00.000Z');
    const unchanged = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.terminalId, m.kiosk.id), isNull(orders.zReportId)));
    expect(unchanged).toHaveLength(2);
  });

  it('replaces the day’s Z-report under the next number and keeps the replaced one', async () => {
    const regenerate = () =>
      t.app.inject({ method: 'POST', url: `/api/report/createZReportForDate?${query(m.kiosk.id)}&date=${DAY}`, headers: auth(superToken) });
    const firstResponse = await regenerate();
    expect(firstResponse.statusCode, firstResponse.body).toBe(200);
    replaced = parse<ZReport>(zReportSchema, firstResponse.json());
    expect(replaced.businessDate).toBe(DAY);
    expect(replaced.nr).toBe(2);
    await order(m.kiosk.id, '2026-03-18T20:00:00Z');
    const response = await regenerate();
    expect(response.statusCode, response.body).toBe(200);
    const newer = parse<ZReport>(zReportSchema, response.json());
    expect(newer.nr).toBe(3);
    expect(newer.counters.saleReceiptsCount).toBe(3);
    const day = await zReportsOf(m.kiosk.id, DAY);
    expect(day.map((z) => [z.nr, z.replacedByNr])).toEqual([
      [2, 3],
      [3, null],
    ]);
    expect(day[0]!.counters).toEqual(replaced.counters);
    // Latest live Z: opening + Σ sales of the live Z-reports (nr 1 of the 20th, nr 3 of the 18th).
    const live = await db()
      .select()
      .from(zReports)
      .where(and(eq(zReports.terminalId, m.kiosk.id), isNull(zReports.replacedByZReportId)));
    const liveSales = live.reduce((sum, z) => sum + (z.counters as { PickupBrutto: number }).PickupBrutto, 0);
    expect(newer.counters.grandTotalSales).toBe(liveSales);
    const dayFigures = await t.app.inject({
      method: 'GET',
      url: `/api/report/getXReportForDate?${query(m.kiosk.id)}&date=${DAY}`,
      headers: auth(superToken),
    });
    expect(parse<XReport>(xReportSchema, dayFigures.json()).counters.saleReceiptsCount).toBe(3);
  });

  it('settles every past webshop day with unsettled sales, oldest first', async () => {
    await order(m.webshop.id, '2026-03-16T10:00:00Z');
    await order(m.webshop.id, '2026-03-16T22:30:00Z'); // 23:30 in Oslo: still the 16th
    await order(m.webshop.id, '2026-03-17T23:30:00Z'); // 00:30 on the 18th in Oslo
    await order(m.webshop.id, '2026-03-19T09:00:00Z', { orderStatus: 'CANCELLED' });
    const url = (fromDate: string) => `/api/report/createAllWebshopZReports?locationId=${m.locationId}&fromDate=${fromDate}`;
    const response = await t.app.inject({ method: 'POST', url: url('2026-03-10'), headers: auth(superToken) });
    expect(response.statusCode, response.body).toBe(200);
    const { created } = parse<{ created: { nr: number; businessDate: string }[] }>(createAllWebshopZReportsResponse, response.json());
    expect(created.map((z) => z.businessDate)).toEqual(['2026-03-16', '2026-03-18']);
    expect(created[1]!.nr).toBe(created[0]!.nr + 1);
    const again = await t.app.inject({ method: 'POST', url: url('2026-03-10'), headers: auth(superToken) });
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: url(TODAY), headers: auth(superToken) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: url('2024-01-01'), headers: auth(superToken) })).statusCode).toBe(400);
    const webshopDay = await t.app.inject({
      method: 'GET',
      url: `/api/report/getWebshopXReportCountersForDate?locationId=${m.locationId}&date=2026-03-16`,
      headers: auth(superToken),
    });
    expect(webshopDay.statusCode, webshopDay.body).toBe(200);
    const figures = parse<XReport>(xReportSchema, webshopDay.json());
    expect(figures.terminal.terminalId).toBe('WEBSHOP');
    expect(figures.counters.saleReceiptsCount).toBe(2);
  });

  it('refuses the super-admin calls to merchant users (403) and other merchants’ ids (404)', async () => {
    const urls: ['GET' | 'POST', string][] = [
      ['GET', `/api/report/getXReportForDate?${query(m.kiosk.id)}&date=${DAY}`],
      ['GET', `/api/report/getWebshopXReportCountersForDate?locationId=${m.locationId}&date=${DAY}`],
      ['POST', `/api/report/createZReportForDate?${query(m.kiosk.id)}&date=${DAY}`],
      ['POST', `/api/report/createAllWebshopZReports?locationId=${m.locationId}&fromDate=2026-03-10`],
    ];
    for (const [method, url] of urls) {
      expect((await m.request(method, url, m.adminToken)).statusCode, url).toBe(403);
      expect((await m.request(method, url, m.managerToken)).statusCode, url).toBe(403);
      const foreign = url.replaceAll(m.locationId, other.locationId).replaceAll(m.kiosk.id, other.kiosk.id);
      const response = await t.app.inject({ method, url: foreign, headers: auth(superToken) });
      expect(response.statusCode, foreign).toBe(404);
    }
    const future = await t.app.inject({
      method: 'POST',
      url: `/api/report/createZReportForDate?${query(m.kiosk.id)}&date=2026-03-21`,
      headers: auth(superToken),
    });
    expect(future.statusCode).toBe(400);
  });
});

describe('regeneration keeps every transaction in exactly one live Z-report, and the grand totals in one sequence', () => {
  let r: SettlementMerchant;
  let rSuperToken: string;

  beforeAll(async () => {
    r = await buildSettlementMerchant(t);
    const superAdmin = await buildUser(db(), { merchantId: null, role: 'SUPER_ADMIN' });
    rSuperToken = await loginAs(t.app, superAdmin.username, r.merchantId);
  });

  const sale = (terminalId: string, orderedAt: string) => order(terminalId, orderedAt, {}, r);
  async function regenerate(terminalId: string, date: string): Promise<ZReport> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/report/createZReportForDate?${query(terminalId, r)}&date=${date}`,
      headers: auth(rSuperToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    return parse<ZReport>(zReportSchema, response.json());
  }

  interface StoredZ {
    id: string;
    nr: number;
    replacedBy: string | null;
    sales: number;
    receipts: number;
    grandTotal: number;
    counters: unknown;
  }

  /** The terminal's Z-reports as stored and its orders, and what must hold between them. */
  async function state(terminalId: string) {
    const reports = (await db().select().from(zReports).where(eq(zReports.terminalId, terminalId)).orderBy(zReports.nr)).map(
      (z): StoredZ => {
        const counters = z.counters as { PickupBrutto: number; DineInBrutto: number; DeliveryBrutto: number; saleReceiptsCount: number };
        return {
          id: z.id,
          nr: z.nr,
          replacedBy: z.replacedByZReportId,
          sales: counters.PickupBrutto + counters.DineInBrutto + counters.DeliveryBrutto,
          receipts: counters.saleReceiptsCount,
          grandTotal: z.grandTotalSales,
          counters: z.counters,
        };
      },
    );
    const live = reports.filter((z) => z.replacedBy === null);
    // A live report's place: the lowest number of itself and every report it replaced, through earlier regenerations.
    const liveOf = (z: StoredZ): StoredZ => (z.replacedBy ? liveOf(reports.find((other) => other.id === z.replacedBy)!) : z);
    const place = new Map(
      live.map((z) => [z.id, Math.min(...reports.filter((other) => liveOf(other).id === z.id).map((other) => other.nr))]),
    );
    const inSequence = [...live].sort((a, b) => place.get(a.id)! - place.get(b.id)!);
    const sold = await db().select().from(orders).where(eq(orders.terminalId, terminalId));
    return { reports, live, inSequence, sold };
  }

  /** Every order in exactly one live Z-report, the live reports adding up to the orders, the grand totals following one by one. */
  async function expectOneLiveZPerTransaction(terminalId: string, opening: number) {
    const { live, inSequence, sold } = await state(terminalId);
    const liveIds = new Set(live.map((z) => z.id));
    expect(sold.filter((o) => !o.zReportId || !liveIds.has(o.zReportId))).toEqual([]);
    expect(live.reduce((sum, z) => sum + z.sales, 0)).toBe(sold.reduce((sum, o) => sum + o.totalAmount, 0));
    expect(live.reduce((sum, z) => sum + z.receipts, 0)).toBe(sold.length);
    let previous = opening;
    for (const z of inSequence) {
      expect(z.grandTotal - previous, `Z ${z.nr}`).toBe(z.sales);
      expect(z.grandTotal).toBeGreaterThanOrEqual(previous);
      previous = z.grandTotal;
    }
    return inSequence;
  }

  it('regenerating the latest day: the new report takes the replaced rows and the day’s late ones; grand totals rise in number order', async () => {
    await sale(r.kiosk.id, '2026-03-16T10:00:00Z');
    await sale(r.kiosk.id, '2026-03-17T10:00:00Z');
    await sale(r.kiosk.id, '2026-03-17T11:00:00Z');
    expect((await regenerate(r.kiosk.id, '2026-03-16')).nr).toBe(1);
    const replaced = await regenerate(r.kiosk.id, '2026-03-17');
    expect(replaced.nr).toBe(2);
    await sale(r.kiosk.id, '2026-03-17T20:00:00Z');

    const newer = await regenerate(r.kiosk.id, '2026-03-17');
    expect(newer.nr).toBe(3);
    expect(newer.counters.saleReceiptsCount).toBe(3);
    const { reports, live } = await state(r.kiosk.id);
    expect(reports.map((z) => [z.nr, z.replacedBy && reports.find((other) => other.id === z.replacedBy)!.nr])).toEqual([
      [1, null],
      [2, 3],
      [3, null],
    ]);
    expect(reports[1]!.counters).toEqual(replaced.counters);
    expect(live.map((z) => z.nr)).toEqual([1, 3]);
    const sequence = await expectOneLiveZPerTransaction(r.kiosk.id, 0);
    // Number order and sequence order are the same here: the grand totals never decrease in number order.
    expect(sequence.map((z) => z.nr)).toEqual([1, 3]);
    expect(newer.counters.grandTotalSales).toBe(reports[0]!.grandTotal + newer.counters.PickupBrutto);
  });

  it('regenerating an earlier day: the new report stands at the replaced one’s place, later reports keep theirs', async () => {
    // POS-1 starts from opening grand totals carried over (10 000 kr).
    await sale(r.pos.id, '2026-03-16T10:00:00Z');
    await sale(r.pos.id, '2026-03-16T11:00:00Z');
    await sale(r.pos.id, '2026-03-17T10:00:00Z');
    await sale(r.pos.id, '2026-03-18T10:00:00Z');
    await sale(r.pos.id, '2026-03-18T11:00:00Z');
    const z1 = await regenerate(r.pos.id, '2026-03-16');
    const z2 = await regenerate(r.pos.id, '2026-03-17');
    const z3 = await regenerate(r.pos.id, '2026-03-18');
    expect([z1.nr, z2.nr, z3.nr]).toEqual([1, 2, 3]);
    await expectOneLiveZPerTransaction(r.pos.id, 1_000_000);

    // A late sale of the 17th, then the 17th regenerated after the 18th was settled.
    await sale(r.pos.id, '2026-03-17T21:00:00Z');
    const z4 = await regenerate(r.pos.id, '2026-03-17');
    expect(z4.nr).toBe(4);
    // The place of Z 2: its rows exactly, its grand totals (the Z-reports after it were built on them).
    expect(z4.counters.saleReceiptsCount).toBe(z2.counters.saleReceiptsCount);
    expect(z4.counters.grandTotalSales).toBe(z2.counters.grandTotalSales);
    expect(z4.counters.grandTotalRefund).toBe(z2.counters.grandTotalRefund);
    const { reports } = await state(r.pos.id);
    expect(reports.find((z) => z.nr === 2)).toMatchObject({ replacedBy: reports.find((z) => z.nr === 4)!.id, counters: z2.counters });
    // The late sale was settled by no one yet: the next Z-report of the till takes it.
    const unsettled = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.terminalId, r.pos.id), isNull(orders.zReportId)));
    expect(unsettled).toHaveLength(1);
    const z5 = await settleFor(r, r.pos.id);
    expect(z5.nr).toBe(5);
    expect(z5.counters.saleReceiptsCount).toBe(1);
    expect(z5.counters.grandTotalSales).toBe(z3.counters.grandTotalSales + z5.counters.PickupBrutto);

    const sequence = await expectOneLiveZPerTransaction(r.pos.id, 1_000_000);
    expect(sequence.map((z) => z.nr)).toEqual([1, 4, 3, 5]);

    // Regenerated again, the 17th keeps its place (that of Z 2).
    const z6 = await regenerate(r.pos.id, '2026-03-17');
    expect(z6.counters.grandTotalSales).toBe(z2.counters.grandTotalSales);
    expect((await expectOneLiveZPerTransaction(r.pos.id, 1_000_000)).map((z) => z.nr)).toEqual([1, 6, 3, 5]);
  });
});

async function settleFor(who: SettlementMerchant, terminalId: string): Promise<ZReport> {
  const response = await who.request('POST', `/api/report/createZReport?${query(terminalId, who)}`);
  expect(response.statusCode, response.body).toBe(200);
  return parse<ZReport>(zReportSchema, response.json());
}

describe('a settlement that fails', () => {
  it('is logged with the spec’s text, rolled back and answered as an error', async () => {
    const lines: string[] = [];
    const failing = await buildTestApp({
      clock: { now: () => NOW },
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const f = await buildSettlementMerchant(failing);
      const fdb = failing.database.db;
      await buildReportOrder(fdb, {
        merchantId: f.merchantId,
        locationId: f.locationId,
        terminalId: f.pos.id,
        orderedAt: '2026-03-20T08:00:00Z',
        lines: [{ itemName: 'Margherita', unitPrice: 10_000, category: { id: null, name: 'Pizza' } }],
      });
      // The database refuses to store the counters (as a disk or a constraint would).
      await fdb.execute(sql`create function refuse_counters() returns trigger language plpgsql as $$
        begin raise exception 'lagring av tellere feilet'; end $$`);
      await fdb.execute(sql`create trigger refuse_counters before update on z_reports for each row execute function refuse_counters()`);
      const response = await f.request('POST', `/api/report/createZReport?locationId=${f.locationId}&terminalId=${f.pos.id}`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json().error.code).toBeDefined();
      expect(lines.join('\n')).toContain('Generering av oppgjørsrapport for kassepunktet feiler.');
      expect(await fdb.select().from(zReports).where(eq(zReports.terminalId, f.pos.id))).toEqual([]);
      const unsettled = await fdb
        .select()
        .from(orders)
        .where(and(eq(orders.terminalId, f.pos.id), isNull(orders.zReportId)));
      expect(unsettled).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});
