import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, TEST_SECRET_KEY } from '../../test/harness';
import { seedDemo } from '../seed/demo';
import { queryRows, type Database } from './client';

let database: Database;

/** The rollup compared with the same definition computed straight from the orders. */
async function mismatches(): Promise<unknown[]> {
  return queryRows(
    database.db,
    sql`with direct as (
          select location_id, (ordered_at at time zone 'Europe/Oslo')::date as business_date, order_type,
                 sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore))::bigint as sales, count(*)::int as n
          from orders where order_status <> 'CANCELLED' group by 1, 2, 3)
        select coalesce(d.location_id, r.location_id) as location_id, d.sales, r.sales_amount_ore, d.n, r.order_count
        from direct d
        full join (select * from sales_daily_rollups where order_count <> 0 or sales_amount_ore <> 0) r
          on r.location_id = d.location_id and r.business_date = d.business_date and r.order_type = d.order_type
        where d.sales is distinct from r.sales_amount_ore::bigint or d.n is distinct from r.order_count`,
  );
}

/**
 * Runs statements with the rules that keep the sales history (migration 0023: a signed sale and a Z-report are
 * never changed or deleted) turned off, as someone with the database's keys could; the rollup triggers stay on.
 */
async function withHistoryRulesOff(statements: ReturnType<typeof sql>[]): Promise<void> {
  const rules = [
    'orders orders_kept',
    'order_lines order_lines_kept',
    'order_line_add_ons order_line_add_ons_kept',
    'order_payments order_payments_kept',
    'z_reports z_reports_kept',
  ].map((rule) => rule.split(' '));
  await database.db.transaction(async (tx) => {
    for (const [table, trigger] of rules) await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
    for (const statement of statements) await tx.execute(statement);
    for (const [table, trigger] of rules) await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  });
}

/** The monthly rollup compared with the same definition per Oslo calendar month. */
async function monthlyMismatches(): Promise<unknown[]> {
  return queryRows(
    database.db,
    sql`with direct as (
          select location_id, date_trunc('month', (ordered_at at time zone 'Europe/Oslo')::date::timestamp)::date as month, order_type,
                 sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore))::bigint as sales, count(*)::int as n
          from orders where order_status <> 'CANCELLED' group by 1, 2, 3)
        select coalesce(d.location_id, r.location_id) as location_id, coalesce(d.month, r.month) as month, d.sales, r.sales_amount_ore, d.n, r.order_count
        from direct d
        full join (select * from sales_monthly_rollups where order_count <> 0 or sales_amount_ore <> 0) r
          on r.location_id = d.location_id and r.month = d.month and r.order_type = d.order_type
        where d.sales is distinct from r.sales_amount_ore::bigint or d.n is distinct from r.order_count`,
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  // 28.03–01.04.2026: the daylight-saving change and a change of month.
  await seedDemo(database.db, { days: 5, ordersPerDay: 15, secretKey: TEST_SECRET_KEY, now: new Date('2026-04-01T12:00:00Z') });
}, 180_000);
afterAll(() => database.close());

describe('sales_daily_rollups and sales_monthly_rollups', () => {
  it('matches the orders after a bulk load', async () => {
    const [row] = await queryRows<{ days: number; months: number }>(
      database.db,
      sql`select (select count(distinct business_date) from sales_daily_rollups)::int as days,
                 (select count(distinct month) from sales_monthly_rollups)::int as months`,
    );
    expect(row?.days).toBeGreaterThanOrEqual(5);
    expect(row?.months).toBe(2);
    expect(await mismatches()).toEqual([]);
    expect(await monthlyMismatches()).toEqual([]);
  });

  it('follows cancellations, refunds, status changes and deletions', async () => {
    await database.db.execute(sql`update orders set order_status = 'CANCELLED' where order_number % 7 = 0`);
    await database.db.execute(
      sql`update orders set refunded_total_amount_ore = least(total_amount_ore, 5000) where order_number % 5 = 1 and refunded_total_amount_ore = 0`,
    );
    await database.db.execute(sql`update orders set order_status = 'COMPLETED' where order_status = 'CONFIRMED'`);
    await withHistoryRulesOff([sql`delete from orders where order_number % 11 = 0`]);
    expect(await mismatches()).toEqual([]);
    expect(await monthlyMismatches()).toEqual([]);
  });

  it('lets a merchant be deleted with its orders and rollup', async () => {
    // A merchant with sales history is kept by the database: its history goes first, as only someone with the database's keys could do.
    await withHistoryRulesOff([
      sql`delete from terminal_events where merchant_id = 'pizza'`,
      sql`delete from orders where merchant_id = 'pizza'`,
      sql`delete from z_reports where merchant_id = 'pizza'`,
    ]);
    await database.db.execute(sql`delete from merchants where id = 'pizza'`);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select ((select count(*) from sales_daily_rollups where merchant_id = 'pizza')
                           + (select count(*) from sales_monthly_rollups where merchant_id = 'pizza'))::int as n`,
    );
    expect(row?.n).toBe(0);
    expect(await mismatches()).toEqual([]);
    expect(await monthlyMismatches()).toEqual([]);
  });
});
