import { sql } from 'drizzle-orm';
import type { DateRange } from '@bakrom/shared/business-day';
import type { DiscountRule } from '@bakrom/shared/order-pricing';
import { prepareValue, type Db } from '../../db/client';
import type { openingHours } from '../../db/schema/index';

/** A dish control (CLOSE_OPEN_DISHES action) of the location: the categories it closes and opens, and its message. */
export interface DishControl {
  categoryIds: string[];
  closedMessage: string;
}

/**
 * What a terminal's location looks like now, besides the catalogue: everything the channel menu and
 * order pricing need that the menu version does not cover.
 */
export interface SalesRows {
  /** The merchant's menu version: the catalogue and VAT rates as of now. */
  menuVersion: number;
  /** The location, when it is the merchant's: its earliest pickup time (minutes) and dish controls. */
  location: { id: string; earliestPickupTime: number; dishControls: DishControl[] } | null;
  soldOutItemIds: string[];
  /** The location's closing days meeting the range asked for, by start date. */
  closingDays: (DateRange & { message: string })[];
  /** Its saved weekdays, Monday first (times as PostgreSQL writes them, HH:mm:ss). */
  openingHours: Pick<typeof openingHours.$inferSelect, 'weekday' | 'isOpen' | 'fromTime' | 'toTime' | 'kitchenClosingTime'>[];
  /** The merchant's active discounts of the location valid on the range's first date. */
  discounts: DiscountRule[];
  holidayOption: boolean;
  offerDiscount: boolean;
}

const p = {
  merchantId: sql.placeholder('merchantId'),
  locationId: sql.placeholder('locationId'),
  fromDate: sql.placeholder('fromDate'),
  toDate: sql.placeholder('toDate'),
};

/**
 * The location's state in one statement, built as JSON by PostgreSQL, each part read by the index of
 * the table that owns it: the menu version, the location with its dish controls, its sold-out items,
 * closing days, opening hours, the discounts valid there, and the merchant's holiday and discount
 * settings. Channel requests come from every terminal all day; one round trip keeps them cheap.
 */
const salesState = sql`json_build_object(
  'menuVersion', coalesce((select v.version from menu_versions v where v.merchant_id = ${p.merchantId}::text), 0)::int,
  'location', (
    select json_build_object(
      'id', l.id,
      'earliestPickupTime', l.earliest_pickup_time,
      'dishControls', coalesce((
        select json_agg(json_build_object(
          'closedMessage', a.closed_message,
          'categoryIds', array(select c.category_id::text from custom_action_categories c where c.custom_action_id = a.id order by c.category_id)
        ) order by a.id)
        from custom_actions a where a.location_id = l.id and a.action_type = 'CLOSE_OPEN_DISHES'
      ), '[]'::json)
    )
    from locations l where l.id = ${p.locationId}::uuid and l.merchant_id = ${p.merchantId}::text
  ),
  'soldOutItemIds', array(
    select s.item_id::text from sold_out_items s where s.location_id = ${p.locationId}::uuid and s.merchant_id = ${p.merchantId}::text order by s.item_id
  ),
  'closingDays', coalesce((
    select json_agg(json_build_object('fromDate', d.from_date, 'toDate', d.to_date, 'message', d.message) order by d.from_date)
    from closing_days d
    where d.location_id = ${p.locationId}::uuid and d.merchant_id = ${p.merchantId}::text
      and d.from_date <= ${p.toDate}::date and d.to_date >= ${p.fromDate}::date
  ), '[]'::json),
  'openingHours', coalesce((
    select json_agg(json_build_object(
      'weekday', h.weekday, 'isOpen', h.is_open, 'fromTime', h.from_time, 'toTime', h.to_time, 'kitchenClosingTime', h.kitchen_closing_time
    ) order by h.weekday)
    from opening_hours h where h.location_id = ${p.locationId}::uuid and h.merchant_id = ${p.merchantId}::text
  ), '[]'::json),
  'discounts', coalesce((
    select json_agg(json_build_object(
      'percent', d.percent, 'fromDate', d.from_date, 'toDate', d.to_date, 'active', d.active,
      'validForChannelIds', d.valid_for_channel_ids,
      'itemIds', array(select di.item_id::text from discount_items di where di.discount_id = d.id order by di.item_id),
      'locationIds', json_build_array(${p.locationId}::text)
    ) order by d.id)
    from discounts d
    where d.merchant_id = ${p.merchantId}::text and d.active
      and d.from_date <= ${p.fromDate}::date and d.to_date >= ${p.fromDate}::date
      and exists (select 1 from discount_locations dl where dl.discount_id = d.id and dl.location_id = ${p.locationId}::uuid)
  ), '[]'::json),
  'holidayOption', coalesce((select s.show_available_on_days_holiday_option from merchant_settings s where s.merchant_id = ${p.merchantId}::text), false),
  'offerDiscount', coalesce((select s.offer_discount from merchant_settings s where s.merchant_id = ${p.merchantId}::text), false)
)`;

const prepared = new WeakMap<Db, ReturnType<typeof prepareValue<SalesRows>>>();

/** The location's state as of the range (closing days meeting it; discounts valid on its first date). */
export async function loadSalesRows(db: Db, merchantId: string, locationId: string, range: DateRange): Promise<SalesRows> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareValue<SalesRows>(db, 'channel_sales_state', salesState)));
  const [row] = await statement.execute({ merchantId, locationId, fromDate: range.fromDate, toDate: range.toDate });
  const rows = row!.value;
  return { ...rows, discounts: rows.discounts.map((discount) => ({ ...discount, percent: Number(discount.percent) })) };
}

const versionsStatement = sql`json_build_object(
  'menuVersion', coalesce((select v.version from menu_versions v where v.merchant_id = ${p.merchantId}::text), 0)::int,
  'stateVersion', coalesce((select v.version from channel_state_versions v where v.merchant_id = ${p.merchantId}::text), 0)::int
)`;

const preparedVersions = new WeakMap<Db, ReturnType<typeof prepareValue<{ menuVersion: number; stateVersion: number }>>>();

/** The merchant's menu version and channel state version, the key of a cached channel menu. */
export async function loadChannelVersions(db: Db, merchantId: string): Promise<{ menuVersion: number; stateVersion: number }> {
  let statement = preparedVersions.get(db);
  if (!statement) preparedVersions.set(db, (statement = prepareValue(db, 'channel_versions', versionsStatement)));
  const [row] = await statement.execute({ merchantId });
  return row!.value;
}
