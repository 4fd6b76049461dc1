import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloDateOf } from '@bakrom/shared/business-day';
import { lineGross, toPayOf } from '@bakrom/shared/order-pricing';
import { PAYMENT_SAFT_CODES, type PaymentLineType, type ReportCounters } from '@bakrom/shared/schemas/reports';
import { queryRows } from '../../db/client';
import { createTerminalWithKey, terminalAuth, type TerminalWithKey } from '../../../test/channel-factories';
import { buildShop, fixedClock, SHOP_NOW, type Shop } from '../../../test/channel-order-factories';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { cashRefundBody, type RefundOrder } from '../../../test/refund-factories';

/**
 * Settlement as a property: random days of sales at a till and a kiosk (tips, bonus points, split payments),
 * cancellations of signed sales, cash refunds, terminal events, Z-reports during the day and at its end, and
 * a super admin regenerating a day. Whatever happened, every live Z-report reconciles with the signed
 * transactions it holds (sales, returns, VAT, payment types), every signed sale and return and every event is
 * in exactly one live Z-report, the grand totals add up and never decrease, the journal and every signature
 * verify and the SAF-T file validates. SETTLEMENT_RUNS sets the number of scenarios (default 12), SETTLEMENT_LOG=1 logs the server's errors.
 */

const XSD = fileURLToPath(new URL('../saft/Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd', import.meta.url));
const RUNS = Number(process.env.SETTLEMENT_RUNS ?? 12);
const VAT = { takeOut: 15, dineIn: 25 };

const clock = fixedClock();
let t: TestContext;
const workDir = mkdtempSync(path.join(tmpdir(), 'settlement-property-'));

let shop: Shop;
let adminToken: string;
let superToken: string;

/** One shop and its two users for every scenario (logins are rate limited); each scenario gets a till and a kiosk of its own. */
beforeAll(async () => {
  t = await buildTestApp({ clock, logger: process.env.SETTLEMENT_LOG ? { level: 'error' } : false });
  const db = t.database.db;
  shop = await buildShop(db);
  adminToken = await loginAs(t.app, (await buildUser(db, { merchantId: shop.merchantId })).username);
  superToken = await loginAs(t.app, (await buildUser(db, { merchantId: null, role: 'SUPER_ADMIN' })).username, shop.merchantId);
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await t?.close();
});

type TerminalName = 'pos' | 'kiosk';
type ItemName = 'margherita' | 'cola' | 'fries' | 'pils';
const NET: Record<ItemName, { takeOut: number; dineIn: number }> = {
  margherita: { takeOut: 13_000, dineIn: 14_000 },
  cola: { takeOut: 3_000, dineIn: 3_000 },
  fries: { takeOut: 4_000, dineIn: 4_000 },
  pils: { takeOut: 0, dineIn: 8_000 },
};
const MONEY = ['CASH', 'BANK_AXEPT', 'CARD', 'VIPPS'] as const;

type Step =
  | {
      kind: 'sale';
      terminal: TerminalName;
      dineIn: boolean;
      lines: { item: ItemName; count: number }[];
      tips: number;
      points: number;
      payments: (typeof MONEY)[number][];
    }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'event'; terminal: TerminalName; eventType: 'CASH_DRAWER_OPENING' | 'PRICE_LOOKUP' | 'LINE_CORRECTION' | 'TRAINING_RECEIPT' }
  | { kind: 'settle'; terminal: TerminalName }
  | { kind: 'regenerate'; terminal: TerminalName; daysBack: number };

const saleStep = fc.record({
  kind: fc.constant('sale' as const),
  terminal: fc.constantFrom<TerminalName>('pos', 'kiosk'),
  dineIn: fc.boolean(),
  lines: fc.array(
    fc.record({ item: fc.constantFrom<ItemName>('margherita', 'cola', 'fries', 'pils'), count: fc.integer({ min: 1, max: 3 }) }),
    { minLength: 1, maxLength: 3 },
  ),
  tips: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
  points: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 40 })),
  payments: fc.array(fc.constantFrom(...MONEY), { minLength: 1, maxLength: 2 }),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: saleStep, weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('event' as const),
      terminal: fc.constantFrom<TerminalName>('pos', 'kiosk'),
      eventType: fc.constantFrom(
        'CASH_DRAWER_OPENING' as const,
        'PRICE_LOOKUP' as const,
        'LINE_CORRECTION' as const,
        'TRAINING_RECEIPT' as const,
      ),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), terminal: fc.constantFrom<TerminalName>('pos', 'kiosk') }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('regenerate' as const),
      terminal: fc.constantFrom<TerminalName>('pos', 'kiosk'),
      daysBack: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 1,
  },
);
/** Days of steps; each day ends with a Z-report of both terminals. */
const scenario = fc.array(fc.array(step, { minLength: 1, maxLength: 14 }), { minLength: 1, maxLength: 3 });

/** An event's amount: the corrections and receipts carry one, a look-up or a drawer opening none. */
const eventAmount = (eventType: string) => (eventType === 'LINE_CORRECTION' || eventType === 'TRAINING_RECEIPT' ? 4_250 : undefined);

interface World {
  shop: Shop;
  adminToken: string;
  superToken: string;
  terminals: Record<TerminalName, TerminalWithKey>;
  sales: { id: string; cashOnly: boolean }[];
  reference: number;
}

/** Day 0 is SHOP_NOW's day minus the scenario's length; each step a few minutes after the one before, from 10:00 Oslo. */
function dayStart(day: number, days: number): number {
  return SHOP_NOW.getTime() - (days - day) * 86_400_000 - 60 * 60_000;
}

async function newWorld(): Promise<World> {
  const db = t.database.db;
  const terminal = (terminalType: 'POS' | 'KIOSK') =>
    createTerminalWithKey(db, { merchantId: shop.merchantId, locationId: shop.sentrum.id, terminalType });
  return {
    shop,
    adminToken,
    superToken,
    terminals: { pos: await terminal('POS'), kiosk: await terminal('KIOSK') },
    sales: [],
    reference: 0,
  };
}

const reportQuery = (w: World, terminal: TerminalName) => `locationId=${w.shop.sentrum.id}&terminalId=${w.terminals[terminal].terminalId}`;

async function sell(w: World, s: Extract<Step, { kind: 'sale' }>): Promise<void> {
  const orderType = s.dineIn ? 'DINE_IN' : 'PICKUP';
  const lines = s.lines.filter((line) => s.dineIn || line.item !== 'pils');
  if (lines.length === 0) return;
  const vat = s.dineIn ? VAT.dineIn : VAT.takeOut;
  const total = lines.reduce((sum, line) => sum + lineGross(NET[line.item][s.dineIn ? 'dineIn' : 'takeOut'], line.count, vat), 0);
  const points = Math.min(s.points, Math.floor(total / 100));
  const due = toPayOf(total, s.tips, points);
  const [first, second] = s.payments;
  const payments =
    due === 0
      ? []
      : second && due >= 2
        ? [
            { type: first!, amount: Math.floor(due / 2) },
            { type: second, amount: due - Math.floor(due / 2) },
          ]
        : [{ type: first!, amount: due }];
  w.reference += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/channel/orders',
    headers: terminalAuth(w.terminals[s.terminal].key),
    payload: {
      channelReference: `p-${w.reference}`,
      orderType,
      lines: lines.map((line) => ({ itemId: w.shop.items[line.item].id, count: line.count })),
      tipsAmount: s.tips,
      usedPoints: points,
      payments: payments.map((payment) => (payment.type === 'CARD' ? { ...payment, cardType: 'VISA' } : payment)),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  w.sales.push({ id: (response.json() as { id: string }).id, cashOnly: payments.length > 0 && payments.every((p) => p.type === 'CASH') });
}

async function play(w: World, s: Step, day: number): Promise<void> {
  switch (s.kind) {
    case 'sale':
      return sell(w, s);
    case 'cancel': {
      const sale = w.sales[s.pick % Math.max(w.sales.length, 1)];
      if (!sale) return;
      // The kiosk's orders are still open; the till's are completed (refused). Both answer a known outcome.
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/channel/orders/${sale.id}/status`,
        headers: terminalAuth(w.terminals.kiosk.key),
        payload: { status: 'CANCELLED' },
      });
      expect([200, 404, 409], response.body).toContain(response.statusCode);
      return;
    }
    case 'refund': {
      const cashSales = w.sales.filter((candidate) => candidate.cashOnly);
      const sale = cashSales[s.pick % Math.max(cashSales.length, 1)];
      if (!sale) return;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/cashRefund',
        headers: auth(w.adminToken),
        payload: await cashRefundBody(t.database.db, { orderId: sale.id } as RefundOrder).catch(() => undefined),
      });
      expect([200, 400, 409], response.body).toContain(response.statusCode);
      return;
    }
    case 'event': {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/channel/terminal-events',
        headers: terminalAuth(w.terminals[s.terminal].key),
        payload: { eventType: s.eventType, amount: eventAmount(s.eventType), eventReference: `e-${(w.reference += 1)}` },
      });
      expect(response.statusCode, response.body).toBe(201);
      return;
    }
    case 'settle': {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/report/createZReport?${reportQuery(w, s.terminal)}`,
        headers: auth(w.adminToken),
      });
      expect([200, 409], `settle: ${response.body}`).toContain(response.statusCode);
      return;
    }
    case 'regenerate': {
      if (day - s.daysBack < 0) return;
      const date = osloDateOf(new Date(clock.now().getTime() - s.daysBack * 86_400_000));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/report/createZReportForDate?${reportQuery(w, s.terminal)}&date=${date}`,
        headers: auth(w.superToken),
      });
      expect([200, 409], `regenerate ${date}: ${response.body}`).toContain(response.statusCode);
      return;
    }
  }
}

interface LiveZ {
  id: string;
  terminal_id: string;
  nr: number;
  counters: ReportCounters;
  grand_total_sales_ore: string;
  grand_total_refund_ore: string;
  signed_sales: string;
  signed_returns: string;
  sale_orders: string;
  payments: Record<string, string> | null;
  points: string;
}

async function checkWorld(w: World, from: string, to: string): Promise<void> {
  const db = t.database.db;
  const merchantId = w.shop.merchantId;
  const own = [w.terminals.pos.terminalId, w.terminals.kiosk.terminalId];
  const ownTerminals = sql`(${sql.join(
    own.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

  // Every signed sale, signed return and terminal event is in exactly one Z-report, and that one is live.
  const [homeless] = await queryRows<{ sales: string; returns: string; events: string }>(
    db,
    sql`select
      (select count(*) from signed_transactions s join orders o on o.id = s.order_id
        left join z_reports z on z.id = o.z_report_id
        where s.merchant_id = ${merchantId} and s.terminal_id in ${ownTerminals} and s.kind = 'SALE' and (z.id is null or z.replaced_by_z_report_id is not null)) as sales,
      (select count(*) from signed_transactions s join refunds r on r.id = s.refund_id
        left join z_reports z on z.id = r.z_report_id
        where s.merchant_id = ${merchantId} and s.terminal_id in ${ownTerminals} and s.kind = 'RETURN' and (z.id is null or z.replaced_by_z_report_id is not null)) as returns,
      (select count(*) from terminal_events e left join z_reports z on z.id = e.z_report_id
        where e.merchant_id = ${merchantId} and e.terminal_id in ${ownTerminals} and (z.id is null or z.replaced_by_z_report_id is not null)) as events`,
  );
  expect(
    { sales: Number(homeless!.sales), returns: Number(homeless!.returns), events: Number(homeless!.events) },
    'rows outside a live Z-report',
  ).toEqual({ sales: 0, returns: 0, events: 0 });

  const live = await queryRows<LiveZ>(
    db,
    sql`select z.id, z.terminal_id, z.nr, z.counters, z.grand_total_sales_ore::text, z.grand_total_refund_ore::text,
      (select coalesce(sum(s.amount_with_vat_ore), 0) from signed_transactions s join orders o on o.id = s.order_id
        where s.kind = 'SALE' and o.z_report_id = z.id)::text as signed_sales,
      (select coalesce(sum(s.amount_with_vat_ore), 0) from signed_transactions s join refunds r on r.id = s.refund_id
        where s.kind = 'RETURN' and r.z_report_id = z.id)::text as signed_returns,
      (select count(*) from signed_transactions s join orders o on o.id = s.order_id where s.kind = 'SALE' and o.z_report_id = z.id)::text
        as sale_orders,
      (select jsonb_object_agg(payment_type, amount) from (select p.payment_type, sum(p.amount_ore)::text as amount
        from order_payments p join orders o on o.id = p.order_id
        where o.z_report_id = z.id and exists (select 1 from signed_transactions s where s.order_id = o.id and s.kind = 'SALE')
        group by p.payment_type) per_type) as payments,
      (select coalesce(sum(o.used_points * 100), 0) from orders o where o.z_report_id = z.id
        and exists (select 1 from signed_transactions s where s.order_id = o.id and s.kind = 'SALE'))::text as points
    from z_reports z where z.merchant_id = ${merchantId} and z.terminal_id in ${ownTerminals} and z.replaced_by_z_report_id is null
    order by z.terminal_id, z.nr`,
  );

  const byTerminal = new Map<string, LiveZ[]>();
  for (const z of live) {
    const c = typeof z.counters === 'string' ? (JSON.parse(z.counters) as ReportCounters) : z.counters;
    const label = `Z${z.nr}`;
    // Sales and returns as signed.
    expect(c.totalSalesAmount, `${label} sales`).toBe(Number(z.signed_sales));
    expect(c.refundReceiptsTotalAmount, `${label} returns`).toBe(0 - Number(z.signed_returns) || 0);
    expect(c.saleReceiptsCount, `${label} receipts`).toBe(Number(z.sale_orders));
    // Categories (and so the VAT groups) and the means of payment add up to the sales.
    expect(
      c.categories.reduce((sum, category) => sum + category.amountWithVat, 0),
      `${label} categories`,
    ).toBe(c.totalSalesAmount);
    expect(
      c.paymentLines.reduce((sum, line) => sum + line.amountWithVat, 0),
      `${label} payment lines`,
    ).toBe(c.totalSalesAmount);
    // The sales by order type are the categories split further: the same amounts and VAT per category and rate.
    const perCategory = (rows: readonly { categoryId: string | null; vatRate: number; vatAmount: number; amountWithVat: number }[]) => {
      const sums = new Map<string, [number, number]>();
      for (const row of rows) {
        const key = `${row.categoryId}|${row.vatRate}`;
        const [vat, gross] = sums.get(key) ?? [0, 0];
        sums.set(key, [vat + row.vatAmount, gross + row.amountWithVat]);
      }
      return Object.fromEntries([...sums].filter(([, [vat, gross]]) => vat !== 0 || gross !== 0));
    };
    expect(perCategory(c.orderTypeSales), `${label} sales by order type`).toEqual(
      perCategory(c.categories.map((category) => ({ ...category, categoryId: category.id }))),
    );
    // Each means of payment as the payments record it, with its SAF-T code; bonus points on their own line.
    const payments = typeof z.payments === 'string' ? (JSON.parse(z.payments) as Record<string, string>) : (z.payments ?? {});
    const paid = Object.fromEntries(
      [...Object.entries(payments), ['BONUS_POINTS', z.points] as const]
        .map(([type, amount]) => [type, Number(amount)])
        .filter(([, amount]) => amount !== 0),
    );
    const reported = Object.fromEntries(c.paymentLines.filter((line) => line.amount !== 0).map((line) => [line.paymentType, line.amount]));
    expect(reported, `${label} payments per type`).toEqual(paid);
    for (const line of c.paymentLines) expect(line.saftCode).toBe(PAYMENT_SAFT_CODES[line.paymentType as PaymentLineType]);
    byTerminal.set(z.terminal_id, [...(byTerminal.get(z.terminal_id) ?? []), { ...z, counters: c }]);
  }

  // Grand totals (docs/saft.md, Regenerating a day): the live Z-reports read in the order of their places (a
  // regenerated report stands in the place of the first one it replaced) add up their sales and returns.
  for (const [terminalId, reports] of byTerminal) {
    const history = await queryRows<{ id: string; nr: number; replaced_by: string | null }>(
      db,
      sql`select id, nr, replaced_by_z_report_id as replaced_by from z_reports where terminal_id = ${terminalId}::uuid order by nr`,
    );
    const liveOf = (id: string): string => {
      const next = history.find((z) => z.id === id)!.replaced_by;
      return next ? liveOf(next) : id;
    };
    const place = new Map<string, number>();
    for (const z of history) {
      const live = liveOf(z.id);
      place.set(live, Math.min(place.get(live) ?? Infinity, z.nr));
    }
    const context = JSON.stringify(history.map((z) => ({ nr: z.nr, replacedBy: history.find((r) => r.id === z.replaced_by)?.nr ?? null })));
    let sales = 0;
    let returns = 0;
    for (const z of [...reports].sort((a, b) => place.get(a.id)! - place.get(b.id)!)) {
      sales += z.counters.totalSalesAmount;
      returns += z.counters.refundReceiptsTotalAmount;
      expect(Number(z.grand_total_sales_ore), `Z${z.nr} grand total of sales in ${context}`).toBe(sales);
      expect(Number(z.grand_total_refund_ore), `Z${z.nr} grand total of returns in ${context}`).toBe(returns);
    }
  }

  // The journal, its seals and every signature.
  const verification = await t.app.inject({ method: 'GET', url: '/api/report/verifyJournal', headers: auth(w.adminToken) });
  expect(verification.statusCode, verification.body).toBe(200);
  expect(verification.json(), verification.body).toMatchObject({ ok: true });

  // The SAF-T file of the period validates against the tax administration's schema.
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/report/exportSaftCashRegister?fromDate=${from}&toDate=${to}&locationId=`,
    headers: auth(w.adminToken),
  });
  expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
  const name = path.join(workDir, `${w.terminals.pos.terminalId}.xml`);
  writeFileSync(name, file.body);
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, name], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`the SAF-T file does not validate: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
}

describe('settlement', () => {
  it('reconciles every live Z-report with its signed transactions, whatever the days held', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (days) => {
        const w = await newWorld();
        for (const [day, steps] of days.entries()) {
          const start = dayStart(day, days.length);
          for (const [index, s] of steps.entries()) {
            clock.set(new Date(start + (index + 1) * 5 * 60_000));
            await play(w, s, day);
          }
          clock.set(new Date(start + 10 * 60 * 60_000));
          for (const terminal of ['pos', 'kiosk'] as const) await play(w, { kind: 'settle', terminal }, day);
        }
        const from = osloDateOf(new Date(dayStart(0, days.length)));
        const to = osloDateOf(clock.now());
        await checkWorld(w, from, to);
        clock.set(SHOP_NOW);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});
