import { sql } from 'drizzle-orm';
import type { OperationsCategory } from '@bakrom/shared/schemas/dashboard';
import type { Location } from '@bakrom/shared/schemas/location';
import type { ClosingDay, SoldOutItem } from '@bakrom/shared/schemas/operations';
import { prepareValue, type Db } from '../../db/client';
import { locationsJson } from '../locations/repository';

export interface DailySales {
  businessDate: string;
  orderType: string;
  amountOre: number;
}

/** Today's sales of one location and order type. */
export interface LocationSales {
  locationId: string;
  orderType: string;
  amountOre: number;
}

export interface MonthlySales {
  month: string;
  amountOre: number;
}

/** A till with unsettled sales of earlier business days: the terminal as stored, the days as YYYY-MM-DD. */
export interface UnsettledTillRow {
  locationId: string;
  terminalId: string;
  deviceId: string;
  deviceName: string;
  firstDate: string;
  lastDate: string;
  days: number;
}

export interface DashboardReads {
  daily: DailySales[];
  todayByLocation: LocationSales[];
  monthly: MonthlySales[];
  closingDaysArray: ClosingDay[];
  locations: Location[];
  categories: OperationsCategory[];
  soldOutItems: SoldOutItem[];
  unsettledTills: UnsettledTillRow[];
}

/**
 * A sales row: a day (YYYY-MM-DD) per order type, today per location id and order type, or a month
 * (YYYY-MM) with an empty order type.
 */
type SalesRow = ['day' | 'location' | 'month', string, string, number];

type DashboardDocument = { sales: SalesRow[] } & Omit<DashboardReads, 'daily' | 'todayByLocation' | 'monthly'>;

const merchantId = sql.placeholder('merchantId');
const today = sql.placeholder('today');
const dailyFrom = sql.placeholder('dailyFrom');
const monthlyFrom = sql.placeholder('monthlyFrom');

/**
 * Everything the overview reads, as one prepared statement answering one JSON document: the database
 * plans it once per connection and Node parses a single value. Sales come from the rollups only (kept
 * by triggers on orders, migrations 0003 and 0006): at most 30 days × 3 order types and 12 months,
 * whatever the order history. Periods are formatted from timestamps without time zone, so the
 * session's time zone plays no part. Every part is in its wire shape (see the schemas in
 * `@bakrom/shared/schemas`); the dashboard tests compare each with the call that owns it.
 */
const dashboardDocument = sql`json_build_object(
  'sales', (
    select coalesce(json_agg(json_build_array(s.kind, s.period, s.order_type, s.amount)), '[]'::json)
    from (
      select 'day' as kind, to_char(business_date::timestamp, 'YYYY-MM-DD') as period, order_type,
             sum(sales_amount_ore)::bigint as amount
      from sales_daily_rollups
      where merchant_id = ${merchantId} and business_date between ${dailyFrom} and ${today}
      group by business_date, order_type
      union all
      select 'location', location_id::text, order_type, sum(sales_amount_ore)::bigint
      from sales_daily_rollups
      where merchant_id = ${merchantId} and business_date = ${today}
      group by location_id, order_type
      union all
      select 'month', to_char(month::timestamp, 'YYYY-MM'), '', sum(sales_amount_ore)::bigint
      from sales_monthly_rollups
      where merchant_id = ${merchantId} and month between ${monthlyFrom} and ${today}
      group by month
    ) s
  ),
  'closingDaysArray', (
    select coalesce(json_agg(json_build_object(
      'id', cd.id, 'type', 'closingdays', 'merchant', cd.merchant_id, 'locationId', cd.location_id,
      'fromDate', cd.from_date, 'toDate', cd.to_date, 'message', cd.message
    ) order by cd.from_date, cd.to_date, cd.id), '[]'::json)
    from closing_days cd
    where cd.merchant_id = ${merchantId} and cd.from_date <= ${today} and cd.to_date >= ${today}
  ),
  'locations', ${locationsJson(merchantId)},
  'categories', (
    -- The menu order (compareMenuOrder in @bakrom/shared/catalogue-rules): sorted first, new ones (-1) after, oldest first.
    select coalesce(json_agg(json_build_object(
      'id', c.id, 'name', c.name, 'sortOrder', c.sort_order, 'imageUrl', c.image_url, 'availableAtLocationIds', c.location_ids
    ) order by c.sort_order = -1, c.sort_order, c.id), '[]'::json)
    from (
      select c.id, c.name, c.sort_order, c.image_url,
             coalesce(array_agg(cl.location_id::text order by cl.location_id) filter (where cl.location_id is not null), '{}') as location_ids
      from categories c left join category_locations cl on cl.category_id = c.id
      where c.merchant_id = ${merchantId}
      group by c.id
    ) c
  ),
  'soldOutItems', (
    select coalesce(json_agg(json_build_object(
      'id', so.id, 'itemId', so.item_id, 'locationId', so.location_id, 'merchant', so.merchant_id, 'itemName', i.name,
      'createdAt', to_char(so.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by so.created_at, so.id), '[]'::json)
    from sold_out_items so join items i on i.id = so.item_id
    where so.merchant_id = ${merchantId}
  ),
  'unsettledTills', (
    -- The POS terminals of the active locations with sales before today's Oslo date and no Z-report yet.
    -- A sale as the X/Z counters count one: not cancelled, or cancelled after its sale was signed (the
    -- cancellation is a return). Unsettled orders are few: each till reads them by orders_terminal_unsettled_idx.
    select coalesce(json_agg(json_build_object(
      'locationId', t.location_id, 'terminalId', t.id, 'deviceId', t.terminal_id, 'deviceName', t.device_name,
      'firstDate', to_char(u.first_date::timestamp, 'YYYY-MM-DD'), 'lastDate', to_char(u.last_date::timestamp, 'YYYY-MM-DD'),
      'days', u.days
    ) order by l.name, l.id, coalesce(nullif(trim(t.device_name), ''), t.terminal_id), t.id), '[]'::json)
    from terminals t
    join locations l on l.id = t.location_id and l.status = 'ACTIVE'
    cross join lateral (
      select min(s.day) as first_date, max(s.day) as last_date, count(distinct s.day)::int as days
      from (
        select (o.ordered_at at time zone 'Europe/Oslo')::date as day
        from orders o
        where o.terminal_id = t.id and o.z_report_id is null and o.merchant_id = t.merchant_id
          and (o.ordered_at at time zone 'Europe/Oslo')::date < ${today}::date
          and (o.order_status <> 'CANCELLED'
            or exists (select 1 from signed_transactions st where st.order_id = o.id and st.kind = 'SALE'))
      ) s
    ) u
    where t.merchant_id = ${merchantId} and t.terminal_type = 'POS' and u.days > 0
  )
)`;

const prepared = new WeakMap<Db, ReturnType<typeof prepareValue<DashboardDocument>>>();

/** The overview's statement, prepared once per database client. */
function dashboardStatement(db: Db) {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareValue<DashboardDocument>(db, 'dashboard_data', dashboardDocument)));
  return statement;
}

/**
 * Sales per Oslo date and order type from `dailyFrom` to `today`, today's per location and order
 * type, and per month from `monthlyFrom` (a first day of a month), all locations; closing days covering `today`; locations, categories
 * (in menu order: sortOrder, new ones with −1 last), sold-out items, and the tills of active locations
 * with unsettled sales of a business day before `today`.
 */
export async function readDashboard(
  db: Db,
  merchant: string,
  range: { dailyFrom: string; monthlyFrom: string; today: string },
): Promise<DashboardReads> {
  const [row] = await dashboardStatement(db).execute({ merchantId: merchant, ...range });
  const { sales, ...rest } = row!.value;
  const daily: DailySales[] = [];
  const todayByLocation: LocationSales[] = [];
  const monthly: MonthlySales[] = [];
  for (const [kind, key, orderType, amountOre] of sales) {
    if (kind === 'day') daily.push({ businessDate: key, orderType, amountOre });
    else if (kind === 'location') todayByLocation.push({ locationId: key, orderType, amountOre });
    else monthly.push({ month: key, amountOre });
  }
  return { daily, todayByLocation, monthly, ...rest };
}
