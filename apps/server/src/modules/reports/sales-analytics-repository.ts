import { sql, type SQL } from 'drizzle-orm';
import { SALES_CHANNEL_ORDER_CHANNELS, periodSegments, type SalesChannel } from '@bakrom/shared/sales-analytics';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * The reads of Salgsanalyse (issue 33), from the analytics rollups only (migrations 0027, 0029): never from
 * orders. Each read covers the period and its comparison period at once, told apart by `period` (0: the
 * period, 1: the comparison); a long period's whole months come from the monthly rollups. Sums are cast to
 * int8 and mapped with Number: PGlite answers numbers where node-postgres answers strings.
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
  /** Whole months of both periods from the monthly rollups (a long period's timeline is per month anyway). */
  useMonths: boolean;
}

/** The scope's rows of a rollup (`r` is its alias): the merchant, and the location and channel when chosen. */
function scopeFilter(scope: AnalyticsScope): SQL {
  const location = scope.locationId ? sql` and r.location_id = ${scope.locationId}::uuid` : sql``;
  const channel = scope.channel
    ? sql` and r.channel in (${sql.join(
        SALES_CHANNEL_ORDER_CHANNELS[scope.channel].map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  return sql`r.merchant_id = ${scope.merchantId}${location}${channel}`;
}

/**
 * The rows of both periods, each tagged with its period (0, 1): `read` makes one select of a rollup for a
 * period's days (daily rollup, `r.business_date` between them) or its whole months (monthly rollup).
 */
function bothPeriods(periods: AnalyticsPeriods, read: (period: number, source: 'daily' | 'monthly', range: SQL) => SQL): SQL {
  const selects: SQL[] = [];
  for (const [period, fromDate, toDate] of [
    [0, periods.fromDate, periods.toDate],
    [1, periods.previousFromDate, periods.previousToDate],
  ] as const) {
    const segments = periodSegments(fromDate, toDate, periods.useMonths);
    for (const days of segments.days) {
      selects.push(read(period, 'daily', sql`r.business_date between ${days.fromDate}::date and ${days.toDate}::date`));
    }
    if (segments.months) {
      selects.push(read(period, 'monthly', sql`r.month between ${segments.months.fromMonth}::date and ${segments.months.toMonth}::date`));
    }
  }
  return sql.join(selects, sql` union all `);
}

/** The rollup's order channel as the analysis names it (`SALES_CHANNEL_ORDER_CHANNELS`: the two apps are one channel). */
const salesChannel = sql.raw(
  `(case ${Object.entries(SALES_CHANNEL_ORDER_CHANNELS)
    .map(([channel, orderChannels]) => `when r.channel in (${orderChannels.map((c) => `'${c}'`).join(', ')}) then '${channel}'`)
    .join(' ')} end)`,
);

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
    sql`with r as (${bothPeriods(periods, (period, source, range) => {
      // A month's rows carry their weekday; a day's is its date's, and the month stands for the date.
      const [table, weekday, date] =
        source === 'daily'
          ? [sql`sales_hourly_rollups`, sql`extract(isodow from r.business_date)::int`, sql`r.business_date`]
          : [sql`sales_hourly_monthly_rollups`, sql`r.weekday`, sql`r.month`];
      return sql`select ${period}::int as period, ${salesChannel} as channel, r.order_type, ${weekday} as weekday, r.hour,
          ${date} as business_date, r.order_count, r.sales_amount_ore, r.refunded_amount_ore, r.manual_discount_ore, r.tips_amount_ore
        from ${table} r where ${scopeFilter(scope)} and ${range}`;
    })})
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
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select (case when r.business_date = ${date}::date then 0 else 1 end) as period, r.hour,
          sum(r.order_count)::int8 as orders, sum(r.sales_amount_ore)::int8 as sales
        from sales_hourly_rollups r
        where ${scopeFilter(scope)} and r.business_date in (${date}::date, ${comparisonDate}::date)
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
  const firstDate = periods.previousFromDate < periods.fromDate ? periods.previousFromDate : periods.fromDate;
  const lastDate = periods.toDate > periods.previousToDate ? periods.toDate : periods.previousToDate;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with r as (${bothPeriods(
      periods,
      (period, source, range) => sql`select ${period}::int as period, r.product_key, r.units, r.sales_amount_ore, r.discount_amount_ore
        from ${source === 'daily' ? sql`sales_product_rollups` : sql`sales_product_monthly_rollups`} r
        where ${scopeFilter(scope)} and ${range}`,
    )}), p as (
          select period, product_key, sum(units)::int8 as units, sum(sales_amount_ore)::int8 as sales,
            sum(discount_amount_ore)::int8 as discount
          from r
          group by 1, 2
        ), latest as (
          -- Each product as its latest month in the periods names it (a deleted item or category keeps its last name).
          select m.product_key, max(m.month) as month
          from sales_product_monthly_rollups m
          where m.merchant_id = ${scope.merchantId}
            and m.month between date_trunc('month', ${firstDate}::date)::date and ${lastDate}::date
            and m.product_key in (select product_key from p)
          group by m.product_key
        ), named as (
          select distinct on (m.product_key) m.product_key, m.kind, m.item_id, m.add_on_id, m.name, m.variant_name,
            m.category_id, m.category_name
          from latest
          join sales_product_monthly_rollups m on m.merchant_id = ${scope.merchantId} and m.product_key = latest.product_key
            and m.month = latest.month
          order by m.product_key, m.name, m.category_name
        )
        select p.period, p.product_key as "productKey", n.kind, n.item_id::text as "itemId", n.add_on_id::text as "addOnId",
          coalesce(i.name, a.name, n.name) as name, n.variant_name as "variantName",
          coalesce(c.id, n.category_id)::text as "categoryId", coalesce(c.name, n.category_name) as "categoryName",
          p.units, p.sales, p.discount
        from p
        join named n on n.product_key = p.product_key
        left join items i on i.id = n.item_id and i.merchant_id = ${scope.merchantId}
        left join categories c on c.id = i.category_id
        left join add_ons a on a.id = n.add_on_id and a.merchant_id = ${scope.merchantId}`,
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
