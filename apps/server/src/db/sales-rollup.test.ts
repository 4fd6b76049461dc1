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

/** Salgsanalyse's hourly rollup (migration 0027) compared with its definition per Oslo day, hour, channel and type. */
async function hourlyMismatches(): Promise<unknown[]> {
  return queryRows(
    database.db,
    sql`with direct as (
          select location_id, (ordered_at at time zone 'Europe/Oslo')::date as business_date,
                 extract(hour from ordered_at at time zone 'Europe/Oslo')::int as hour, channel, order_type,
                 count(*)::int as n, sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore))::bigint as sales,
                 sum(refunded_total_amount_ore - refunded_tips_amount_ore)::bigint as refunded, sum(manual_discount_ore)::bigint as discount,
                 sum(tips_amount_ore - refunded_tips_amount_ore)::bigint as tips
          from orders where order_status <> 'CANCELLED' group by 1, 2, 3, 4, 5)
        select d.*, r.*
        from direct d
        full join (select * from sales_hourly_rollups
                   where order_count <> 0 or sales_amount_ore <> 0 or refunded_amount_ore <> 0 or manual_discount_ore <> 0 or tips_amount_ore <> 0) r
          on r.location_id = d.location_id and r.business_date = d.business_date and r.hour = d.hour and r.channel = d.channel
            and r.order_type = d.order_type
        where (d.n, d.sales, d.refunded, d.discount, d.tips)
          is distinct from (r.order_count, r.sales_amount_ore::bigint, r.refunded_amount_ore::bigint, r.manual_discount_ore::bigint, r.tips_amount_ore::bigint)`,
  );
}

/** Salgsanalyse's product rollup compared with the order lines and add-on lines of the orders that count. */
async function productMismatches(): Promise<unknown[]> {
  return queryRows(
    database.db,
    sql`with part as (
          select o.location_id, (o.ordered_at at time zone 'Europe/Oslo')::date as business_date, o.channel,
                 coalesce('item:' || l.item_id::text, 'name:' || l.item_name) || '|' || coalesce(l.variant_name, '') as product_key,
                 l.count - l.refunded_count as units, round(l.gross_amount_ore * (l.count - l.refunded_count)::numeric / l.count) as sales,
                 case when l.discount_percent > 0 then round(l.unit_price_ore * l.count * (100 + l.vat_rate) / 100.0) - l.gross_amount_ore
                   else 0 end as discount
          from orders o join order_lines l on l.order_id = o.id where o.order_status <> 'CANCELLED'
          union all
          select o.location_id, (o.ordered_at at time zone 'Europe/Oslo')::date, o.channel,
                 coalesce('addon:' || a.add_on_id::text, 'addon-name:' || a.name),
                 a.count - a.refunded_count, round(a.gross_amount_ore * (a.count - a.refunded_count)::numeric / a.count), 0
          from orders o join order_line_add_ons a on a.order_id = o.id where o.order_status <> 'CANCELLED'
        ), direct as (
          select location_id, business_date, channel, product_key, sum(units)::bigint as units, sum(sales)::bigint as sales,
                 sum(discount)::bigint as discount
          from part group by 1, 2, 3, 4
          having sum(units) <> 0 or sum(sales) <> 0 or sum(discount) <> 0)
        select d.*, r.*
        from direct d
        full join (select * from sales_product_rollups where units <> 0 or sales_amount_ore <> 0 or discount_amount_ore <> 0) r
          on r.location_id = d.location_id and r.business_date = d.business_date and r.channel = d.channel and r.product_key = d.product_key
        where (d.units, d.sales, d.discount) is distinct from (r.units::bigint, r.sales_amount_ore::bigint, r.discount_amount_ore::bigint)`,
  );
}

/** The analysis's monthly rollups (migration 0029) against their daily ones added up per month (and weekday). */
async function analyticsMonthlyMismatches(): Promise<unknown[]> {
  return queryRows(
    database.db,
    sql`with hours as (
          select location_id, date_trunc('month', business_date::timestamp)::date as month, extract(isodow from business_date)::int as weekday,
                 hour, channel, order_type, sum(order_count)::bigint as n, sum(sales_amount_ore)::bigint as sales,
                 sum(refunded_amount_ore)::bigint as refunded, sum(manual_discount_ore)::bigint as discount, sum(tips_amount_ore)::bigint as tips
          from sales_hourly_rollups group by 1, 2, 3, 4, 5, 6
        ), products as (
          select location_id, date_trunc('month', business_date::timestamp)::date as month, channel, product_key,
                 sum(units)::bigint as units, sum(sales_amount_ore)::bigint as sales, sum(discount_amount_ore)::bigint as discount
          from sales_product_rollups group by 1, 2, 3, 4
        )
        select 'hours' as rollup, d.location_id, d.month from hours d
        full join sales_hourly_monthly_rollups m on m.location_id = d.location_id and m.month = d.month and m.weekday = d.weekday
          and m.hour = d.hour and m.channel = d.channel and m.order_type = d.order_type
        where (coalesce(d.n, 0), coalesce(d.sales, 0), coalesce(d.refunded, 0), coalesce(d.discount, 0), coalesce(d.tips, 0))
          is distinct from (coalesce(m.order_count, 0)::bigint, coalesce(m.sales_amount_ore, 0)::bigint, coalesce(m.refunded_amount_ore, 0)::bigint,
            coalesce(m.manual_discount_ore, 0)::bigint, coalesce(m.tips_amount_ore, 0)::bigint)
        union all
        select 'products', d.location_id, d.month from products d
        full join sales_product_monthly_rollups m on m.location_id = d.location_id and m.month = d.month and m.channel = d.channel
          and m.product_key = d.product_key
        where (coalesce(d.units, 0), coalesce(d.sales, 0), coalesce(d.discount, 0))
          is distinct from (coalesce(m.units, 0)::bigint, coalesce(m.sales_amount_ore, 0)::bigint, coalesce(m.discount_amount_ore, 0)::bigint)`,
  );
}

/** Every rollup against the orders. */
async function allMismatches() {
  return {
    daily: await mismatches(),
    monthly: await monthlyMismatches(),
    hourly: await hourlyMismatches(),
    products: await productMismatches(),
    analyticsMonthly: await analyticsMonthlyMismatches(),
  };
}
const NONE = { daily: [], monthly: [], hourly: [], products: [], analyticsMonthly: [] };

beforeAll(async () => {
  database = await openTestDatabase();
  // 28.03–01.04.2026: the daylight-saving change and a change of month.
  await seedDemo(database.db, { days: 5, ordersPerDay: 15, secretKey: TEST_SECRET_KEY, now: new Date('2026-04-01T12:00:00Z') });
}, 180_000);
afterAll(() => database.close());

describe('the sales rollups (daily, monthly, and the analysis: hourly and products)', () => {
  it('matches the orders after a bulk load', async () => {
    const [row] = await queryRows<{ days: number; months: number }>(
      database.db,
      sql`select (select count(distinct business_date) from sales_daily_rollups)::int as days,
                 (select count(distinct month) from sales_monthly_rollups)::int as months`,
    );
    expect(row?.days).toBeGreaterThanOrEqual(5);
    expect(row?.months).toBe(2);
    const [analytics] = await queryRows<{ hours: number; products: number }>(
      database.db,
      sql`select (select count(*) from sales_hourly_rollups)::int as hours, (select count(*) from sales_product_rollups)::int as products`,
    );
    expect(analytics?.hours).toBeGreaterThan(20);
    expect(analytics?.products).toBeGreaterThan(20);
    expect(await allMismatches()).toEqual(NONE);
  });

  it('follows cancellations, refunds, status changes and deletions', async () => {
    await database.db.execute(sql`update orders set order_status = 'CANCELLED' where order_number % 7 = 0`);
    await database.db.execute(
      sql`update orders set refunded_total_amount_ore = least(total_amount_ore, 5000) where order_number % 5 = 1 and refunded_total_amount_ore = 0`,
    );
    await database.db.execute(sql`update orders set order_status = 'COMPLETED' where order_status = 'CONFIRMED'`);
    await withHistoryRulesOff([
      // A refund's units, on lines and add-on lines; an order moved to another channel and time.
      sql`update order_lines set refunded_count = count where position = 0 and order_id in (select id from orders where order_number % 5 = 2)`,
      sql`update order_line_add_ons set refunded_count = 1 where order_id in (select id from orders where order_number % 5 = 3)`,
      sql`update orders set channel = 'KIOSK', ordered_at = ordered_at - interval '90 minutes' where order_number % 13 = 0`,
      sql`delete from orders where order_number % 11 = 0`,
      sql`delete from order_lines where position = 1 and order_id in (select id from orders where order_number % 17 = 0)`,
    ]);
    // A deleted menu item: its lines keep their name, and the product is named by it from then on.
    await database.db.execute(sql`delete from items where id = (select item_id from order_lines where item_id is not null limit 1)`);
    expect(await allMismatches()).toEqual(NONE);
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
                           + (select count(*) from sales_monthly_rollups where merchant_id = 'pizza')
                           + (select count(*) from sales_hourly_rollups where merchant_id = 'pizza')
                           + (select count(*) from sales_product_rollups where merchant_id = 'pizza')
                           + (select count(*) from sales_hourly_monthly_rollups where merchant_id = 'pizza')
                           + (select count(*) from sales_product_monthly_rollups where merchant_id = 'pizza'))::int as n`,
    );
    expect(row?.n).toBe(0);
    expect(await allMismatches()).toEqual(NONE);
  });
});
