import { sql, type SQL } from 'drizzle-orm';
import { SALES_CHANNEL_ORDER_CHANNELS, type SalesChannel } from '@bakrom/shared/sales-analytics';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * The reads of Salgsanalyse (issue 33), from the two analytics rollups only (migration 0027): never from
 * orders. Each read covers the period and its comparison period at once, told apart by `period` (0: the
 * period, 1: the comparison). Sums are cast to int8 and mapped with Number: PGlite answers numbers where
 * node-postgres answers strings.
 */

export interface AnalyticsScope {
  merchantId: string;
  locationId?: string;
  channel?: SalesChannel;
}

export interface AnalyticsPeriods {
  fromDate: string;
  toDate: string;
  previousFromDate: string;
  previousToDate: string;
}

/** Rollup rows of the scope in either period (`r` is the rollup's alias). */
function scopeFilter(scope: AnalyticsScope, periods: AnalyticsPeriods): SQL {
  const location = scope.locationId ? sql` and r.location_id = ${scope.locationId}::uuid` : sql``;
  const channel = scope.channel
    ? sql` and r.channel in (${sql.join(
        SALES_CHANNEL_ORDER_CHANNELS[scope.channel].map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  return sql`r.merchant_id = ${scope.merchantId}
    and (r.business_date between ${periods.fromDate}::date and ${periods.toDate}::date
      or r.business_date between ${periods.previousFromDate}::date and ${periods.previousToDate}::date)${location}${channel}`;
}

const periodOf = (periods: AnalyticsPeriods) =>
  sql`(case when r.business_date between ${periods.fromDate}::date and ${periods.toDate}::date then 0 else 1 end)`;

/** The rollup's order channel as the analysis names it: the two apps are one channel. */
const salesChannel = sql.raw(`(case when r.channel in ('APP_IOS', 'APP_ANDROID') then 'APP' else r.channel end)`);

export interface HourlyFigures {
  orders: number;
  sales: number;
  refunded: number;
  manualDiscount: number;
  tips: number;
}

/**
 * One row per grouping: `grouping` names it — 'total', 'channel', 'orderType' (both periods), 'heat' (weekday and
 * hour), 'dayChannel', 'dayOrderType' (a date with a channel or an order type) — the other keys null.
 */
export interface HourlyRow extends HourlyFigures {
  grouping: 'total' | 'channel' | 'orderType' | 'heat' | 'dayChannel' | 'dayOrderType';
  period: number;
  channel: string | null;
  orderType: string | null;
  weekday: number | null;
  hour: number | null;
  businessDate: string | null;
}

/** Every figure of the hourly rollup the analysis shows, in one statement grouped by the database. */
export async function selectHourlyFigures(db: DbOrTx, scope: AnalyticsScope, periods: AnalyticsPeriods): Promise<HourlyRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with r as (
          select ${periodOf(periods)} as period, ${salesChannel} as channel, r.order_type,
            extract(isodow from r.business_date)::int as weekday, r.hour, r.business_date,
            r.order_count, r.sales_amount_ore, r.refunded_amount_ore, r.manual_discount_ore, r.tips_amount_ore
          from sales_hourly_rollups r
          where ${scopeFilter(scope, periods)}
        )
        select case
            when grouping(channel, order_type, weekday, hour, business_date) = 31 then 'total'
            when grouping(weekday, hour) = 0 then 'heat'
            when grouping(business_date) = 0 and grouping(channel) = 0 then 'dayChannel'
            when grouping(business_date) = 0 then 'dayOrderType'
            when grouping(channel) = 0 then 'channel'
            else 'orderType' end as grouping,
          period, channel, order_type as "orderType", weekday, hour, to_char(business_date, 'YYYY-MM-DD') as "businessDate",
          sum(order_count)::int8 as orders, sum(sales_amount_ore)::int8 as sales, sum(refunded_amount_ore)::int8 as refunded,
          sum(manual_discount_ore)::int8 as "manualDiscount", sum(tips_amount_ore)::int8 as tips
        from r
        group by grouping sets ((period), (period, channel), (period, order_type), (period, weekday, hour),
          (period, business_date, channel), (period, business_date, order_type))`,
  );
  return rows.map((row) => ({
    grouping: row.grouping as HourlyRow['grouping'],
    period: Number(row.period),
    channel: (row.channel as string | null) ?? null,
    orderType: (row.orderType as string | null) ?? null,
    weekday: row.weekday === null ? null : Number(row.weekday),
    hour: row.hour === null ? null : Number(row.hour),
    businessDate: (row.businessDate as string | null) ?? null,
    orders: Number(row.orders),
    sales: Number(row.sales),
    refunded: Number(row.refunded),
    manualDiscount: Number(row.manualDiscount),
    tips: Number(row.tips),
  }));
}

export interface HourRow {
  period: number;
  hour: number;
  orders: number;
  sales: number;
}

/** The hours of one day and of its comparison day. */
export async function selectDayHours(db: DbOrTx, scope: AnalyticsScope, date: string, comparisonDate: string): Promise<HourRow[]> {
  const periods = { fromDate: date, toDate: date, previousFromDate: comparisonDate, previousToDate: comparisonDate };
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${periodOf(periods)} as period, r.hour, sum(r.order_count)::int8 as orders, sum(r.sales_amount_ore)::int8 as sales
        from sales_hourly_rollups r
        where ${scopeFilter(scope, periods)}
        group by 1, 2`,
  );
  return rows.map((row) => ({ period: Number(row.period), hour: Number(row.hour), orders: Number(row.orders), sales: Number(row.sales) }));
}

export interface ProductRow {
  period: number;
  productKey: string;
  kind: 'ITEM' | 'ADD_ON';
  itemId: string | null;
  addOnId: string | null;
  /** The item's or add-on's name now when it still exists, else the latest sale's. */
  name: string;
  variantName: string | null;
  categoryId: string | null;
  categoryName: string;
  units: number;
  sales: number;
  discount: number;
}

/**
 * Units, sales and line discounts of each product in either period, named as the menu names it now (a deleted
 * item or category by its latest sale).
 */
export async function selectProductFigures(db: DbOrTx, scope: AnalyticsScope, periods: AnalyticsPeriods): Promise<ProductRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with p as (
          select ${periodOf(periods)} as period, r.product_key, min(r.kind) as kind, min(r.item_id::text) as item_id,
            min(r.add_on_id::text) as add_on_id, max(r.name) as name, max(r.variant_name) as variant_name,
            max(r.category_id::text) as category_id, max(r.category_name) as category_name,
            sum(r.units)::int8 as units, sum(r.sales_amount_ore)::int8 as sales, sum(r.discount_amount_ore)::int8 as discount
          from sales_product_rollups r
          where ${scopeFilter(scope, periods)}
          group by 1, 2
        )
        select p.period, p.product_key as "productKey", p.kind, p.item_id as "itemId", p.add_on_id as "addOnId",
          coalesce(i.name, a.name, p.name) as name, p.variant_name as "variantName",
          coalesce(c.id::text, p.category_id) as "categoryId", coalesce(c.name, p.category_name) as "categoryName",
          p.units, p.sales, p.discount
        from p
        left join items i on i.id = p.item_id::uuid and i.merchant_id = ${scope.merchantId}
        left join categories c on c.id = i.category_id
        left join add_ons a on a.id = p.add_on_id::uuid and a.merchant_id = ${scope.merchantId}`,
  );
  return rows.map((row) => ({
    period: Number(row.period),
    productKey: String(row.productKey),
    kind: row.kind as ProductRow['kind'],
    itemId: (row.itemId as string | null) ?? null,
    addOnId: (row.addOnId as string | null) ?? null,
    name: String(row.name),
    variantName: (row.variantName as string | null) ?? null,
    categoryId: (row.categoryId as string | null) ?? null,
    categoryName: String(row.categoryName),
    units: Number(row.units),
    sales: Number(row.sales),
    discount: Number(row.discount),
  }));
}

export interface MenuItemRow {
  itemId: string;
  name: string;
  categoryId: string;
  categoryName: string;
}

/** The merchant's menu items (at the location, when one is asked for), in the menu's order. */
export async function selectMenuItems(db: DbOrTx, merchantId: string, locationId?: string): Promise<MenuItemRow[]> {
  const atLocation = locationId
    ? sql` and exists (select 1 from category_locations cl where cl.category_id = c.id and cl.location_id = ${locationId}::uuid)`
    : sql``;
  return queryRows<MenuItemRow>(
    db,
    sql`select i.id as "itemId", i.name, c.id as "categoryId", c.name as "categoryName"
        from items i join categories c on c.id = i.category_id
        where i.merchant_id = ${merchantId}${atLocation}
        order by c.sort_order, c.name, i.name, i.id`,
  );
}
