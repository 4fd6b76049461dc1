/**
 * The settlement's budgets (issue 12), on three cash points added to the demo merchant's first location:
 * BENCH-X with 5,000 unsettled orders (the X-report), BENCH-Z with 5,000 unsettled orders (one Z-report
 * over all of them, timed once per run) and BENCH-YEAR with a Z-report a day for a year (the turnover
 * report). Rebuilt at every run with a few set-based statements, so a run never finds the previous one's
 * settlement.
 */
import { sql } from 'drizzle-orm';
import { addDays, osloDateOf } from '../packages/shared/src/business-day';
import { emptyCounters } from '../packages/shared/src/report-rules';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { eraseHistory } from '../apps/server/src/seed/erase-history';
import type { Endpoint, Measurement } from './measure';

const ORDERS = 5000;
const TERMINALS = { x: 'BENCH-X', z: 'BENCH-Z', year: 'BENCH-YEAR' } as const;

export interface SettlementBench {
  locationId: string;
  x: string;
  z: string;
  year: string;
  fromDate: string;
  toDate: string;
}

/** Orders of the last day on a terminal: two lines (one with an add-on), a tenth split between cash and card, some tips. */
async function insertOrders(db: Db, terminalId: string, locationId: string, from: Date) {
  await db.execute(sql`
    with base as (
      select coalesce(max(order_number), 0) as top from orders where merchant_id = 'demo'
    ), made as (
      insert into orders (merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
        total_amount_ore, total_vat_ore, tips_amount_ore, manual_discount_ore, to_pay_amount_ore, ordered_at, modified_at)
      select 'demo', ${locationId}::uuid, ${terminalId}::uuid, base.top + n,
        (array['PICKUP', 'DINE_IN', 'DELIVERY'])[1 + n % 3], (case when n % 50 = 0 then 'CANCELLED' else 'COMPLETED' end), 'POS',
        36800, 4800, (n % 5) * 500, 0, 36800 + (n % 5) * 500,
        ${from.toISOString()}::timestamptz + n * interval '15 seconds', ${from.toISOString()}::timestamptz + n * interval '15 seconds'
      from base, generate_series(1, ${ORDERS}) as n
      returning id, order_number, to_pay_amount_ore, ordered_at, order_status
    ), first_line as (
      insert into order_lines (merchant_id, order_id, category_name, item_name, item_type, count, unit_price_ore, vat_rate,
        gross_amount_ore, vat_amount_ore, position)
      select 'demo', id, (array['Pizza', 'Burger', 'Salat', 'Pasta'])[1 + order_number % 4], 'Rett', 'DISH', 2, 10000, 15, 23000, 3000, 0
      from made
      returning id, order_id
    ), second_line as (
      insert into order_lines (merchant_id, order_id, category_name, item_name, item_type, count, unit_price_ore, vat_rate,
        gross_amount_ore, vat_amount_ore, position)
      select 'demo', id, 'Drikke', 'Brus', 'DRINK', 1, 10000, 15, 11500, 1500, 1
      from made
      returning 1
    ), add_on as (
      insert into order_line_add_ons (merchant_id, order_id, order_line_id, name, count, unit_price_ore, vat_rate, gross_amount_ore, vat_amount_ore)
      select 'demo', order_id, id, 'Ekstra ost', 2, 1000, 15, 2300, 300 from first_line
      returning 1
    )
    insert into order_payments (merchant_id, order_id, payment_type, amount_ore, paid_at)
    select 'demo', id, p.payment_type, p.amount, ordered_at
    from made
    cross join lateral (
      select (array['CASH', 'VIPPS', 'CARD', 'BANK_AXEPT'])[1 + order_number % 4] as payment_type,
        (case when order_number % 10 = 0 then 10000 else to_pay_amount_ore end) as amount
      union all
      select 'CARD', to_pay_amount_ore - 10000 where order_number % 10 = 0
    ) as p
    where order_status <> 'CANCELLED'`);
}

/** Rebuilds the three bench terminals and their rows. */
export async function prepareSettlementBench(db: Db, now = new Date()): Promise<SettlementBench> {
  const [location] = await queryRows<{ id: string }>(db, sql`select id from locations where merchant_id = 'demo' order by name limit 1`);
  if (!location) throw new Error('the demo merchant has no location');
  const names = Object.values(TERMINALS);
  const old = sql`(select id from terminals where location_id = ${location.id}::uuid and terminal_id in (${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}))`;
  // The bench's own terminals of an earlier run, with their history (which the database otherwise keeps).
  const earlier = await queryRows<{ id: string }>(db, sql`select id from terminals where id in ${old}`);
  await eraseHistory(db, { terminalIds: earlier.map((terminal) => terminal.id) });
  const made = await queryRows<{ id: string; terminal_id: string }>(
    db,
    sql`
    insert into terminals (merchant_id, location_id, terminal_id, terminal_type, device_name)
    select 'demo', ${location.id}::uuid, name, 'POS', 'Benk ' || name from unnest(${`{${names.join(',')}}`}::text[]) as name
    returning id, terminal_id`,
  );
  const id = (name: string) => made.find((row) => row.terminal_id === name)!.id;
  const from = new Date(now.getTime() - ORDERS * 15_000 - 60_000);
  await insertOrders(db, id(TERMINALS.x), location.id, from);
  await insertOrders(db, id(TERMINALS.z), location.id, from);

  // A year of Z-reports, one a day, each with the counters of a busy day (24 categories at two rates).
  const toDate = addDays(osloDateOf(now), -1);
  const fromDate = addDays(toDate, -364);
  const counters = {
    ...emptyCounters(),
    categories: Array.from({ length: 24 }, (_, i) => ({
      id: null,
      name: `Kategori ${i + 1}`,
      itemType: 'DISH',
      vatRate: i % 6 === 0 ? 25 : 15,
      count: 40 + i,
      vatAmount: 6000 + i * 100,
      amountWithVat: 46_000 + i * 700,
    })),
    cashCount: 60,
    cashBrutto: 600_000,
    cashVat: 78_000,
    cashPaymentsTotalAmount: 610_000,
    cardCount: 140,
    cardBrutto: 1_400_000,
    cardVat: 182_000,
    cardPaymentsTotalAmount: 1_420_000,
    PickupCount: 200,
    PickupBrutto: 2_000_000,
    PickupVat: 260_000,
    PickupPaymentsTotalAmount: 2_030_000,
    saleReceiptsCount: 200,
  };
  await db.execute(sql`
    insert into z_reports (merchant_id, location_id, terminal_id, nr, business_date, counters, grand_total_sales_ore,
      grand_total_refund_ore, created_at)
    select 'demo', ${location.id}::uuid, ${id(TERMINALS.year)}::uuid, n + 1, ${fromDate}::date + n,
      ${JSON.stringify(counters)}::jsonb || jsonb_build_object('grandTotalSales', (n + 1) * 2000000),
      (n + 1) * 2000000, 0, (${fromDate}::date + n + time '23:00') at time zone 'Europe/Oslo'
    from generate_series(0, 364) as n`);
  // Fresh statistics, as autovacuum keeps them on a server where it runs (it may be off on a bench database).
  for (const table of ['orders', 'order_lines', 'order_line_add_ons', 'order_payments', 'refunds', 'terminal_events', 'z_reports']) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  return { locationId: location.id, x: id(TERMINALS.x), z: id(TERMINALS.z), year: id(TERMINALS.year), fromDate, toDate };
}

/**
 * The X-report over 5,000 unsettled orders and a year's turnover report, measured with autocannon. A report
 * is one person's request at a time: measured with one connection (and, for the X-report, also with the
 * run's connections, all asking for the same cash point at once, for comparison).
 */
export function settlementEndpoints(bench: SettlementBench): Endpoint[] {
  const xReport = `/api/report/getXReport?merchant=demo&locationId=${bench.locationId}&terminalId=${bench.x}`;
  return [
    { name: 'GET /api/report/getXReport, 5,000 unsettled orders (1 connection)', path: xReport, connections: 1, budgetP95Ms: 100 },
    { name: 'GET /api/report/getXReport, 5,000 unsettled orders', path: xReport },
    {
      name: 'GET /api/report/getTotalSalesReport, a year of Z-reports (1 connection)',
      path: `/api/report/getTotalSalesReport?merchant=demo&locationId=${bench.locationId}&terminalId=${bench.year}&fromDate=${bench.fromDate}&toDate=${bench.toDate}`,
      connections: 1,
      budgetP95Ms: 200,
    },
  ];
}

/** One settlement of the 5,000 orders of BENCH-Z, timed end to end over HTTP (it can only happen once). */
export async function measureCreateZReport(base: string, token: string, bench: SettlementBench): Promise<Measurement> {
  const started = performance.now();
  const response = await fetch(`${base}/api/report/createZReport?merchant=demo&locationId=${bench.locationId}&terminalId=${bench.z}`, {
    method: 'POST',
    headers: { authorization: `Basic ${token}` },
  });
  const body = (await response.json()) as { nr?: number; counters?: { saleReceiptsCount: number } };
  const elapsed = Math.round((performance.now() - started) * 100) / 100;
  if (!response.ok || body.counters?.saleReceiptsCount !== ORDERS - ORDERS / 50) {
    throw new Error(`createZReport answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return {
    name: 'POST /api/report/createZReport, 5,000 orders (one call)',
    budgetP95Ms: 500,
    p50: elapsed,
    p95: elapsed,
    p99: elapsed,
    requestsPerSecond: 0,
    errors: 0,
  };
}
