import { sql, type SQL } from 'drizzle-orm';
import type { MerchantContext, SeededLocation } from './context';
import type { SalesPoint } from './profile-types';
import type { DbOrTx } from '../db/client';
import { byteOf, literal, timeOrderedUuid, weightedChoice } from './sql-helpers';

/**
 * Stage the merchant's orders in the temporary table seed_order, one INSERT … SELECT over
 * generate_series. Every random choice is a byte of sha256(date, sequence, merchant salt), so a
 * seed with the same `now` produces the same orders. Byte use of `h`:
 * 0–3 time of day, 4 channel, 5 location, 6 order type, 7 status, 8–9 tips, 10 manual discount,
 * 11–12 bonus points, 13 payment type, 14 card scheme, 15 split payment, 16 refund, 17 line count,
 * 18–28 customer details and SMS (customer.ts, publish.ts, sms.ts), 29–31 terminal events
 * (after-sales.ts). Later steps reuse a few bytes where the correlation does no harm.
 */

const h = sql.raw('h');
const byte = (n: number) => byteOf(h, n);

/** Relative order volume per ISO weekday (Monday 1 … Sunday 7); averages 1. */
const WEEKDAY_FACTORS = [0.8, 0.85, 0.9, 1.0, 1.25, 1.3, 0.9];

function candidates(context: MerchantContext, point: SalesPoint): SeededLocation[] {
  const { locations } = context;
  if (point === 'POS') return locations.filter((l) => l.posTerminalId);
  if (point === 'KIOSK') return locations.filter((l) => l.kioskTerminalId);
  const online = locations.filter((l) => l.profile.onlinePaymentProvider !== 'NOT_ANY');
  return online.length ? online : locations;
}

const POINTS: SalesPoint[] = ['POS', 'KIOSK', 'ONLINE'];

function salesPointOf(channel: string): SalesPoint {
  return channel === 'POS' || channel === 'KIOSK' ? channel : 'ONLINE';
}

/** CASE over the sales point, each branch a weighted choice. */
function perSalesPoint<T extends string | number>(
  randomByte: SQL,
  choose: (point: SalesPoint) => ReadonlyArray<readonly [T, number]>,
): SQL {
  const branch = (point: SalesPoint) => {
    const choices = choose(point);
    return choices.length ? weightedChoice(randomByte, choices) : sql`null`;
  };
  return sql`(case sales_point when 'POS' then ${branch('POS')} when 'KIOSK' then ${branch('KIOSK')} else ${branch('ONLINE')} end)`;
}

/** A location closed on a weekday hands that day's orders to the busiest other candidate. */
function closedWeekdayRemap(context: MerchantContext): SQL {
  const branches: SQL[] = [];
  for (const location of context.locations) {
    const weekday = location.profile.closedWeekday;
    if (!weekday) continue;
    for (const point of POINTS) {
      const others = candidates(context, point).filter((l) => l !== location);
      if (others.length === 0) continue;
      const fallback = others.reduce((best, l) => (l.profile.orderWeight > best.profile.orderWeight ? l : best));
      branches.push(
        sql`when weekday = ${sql.raw(String(weekday))} and raw_location = ${sql.raw(String(location.index))} and sales_point = ${literal(point)} then ${sql.raw(String(fallback.index))}`,
      );
    }
  }
  return branches.length ? sql`(case ${sql.join(branches, sql` `)} else raw_location end)` : sql`raw_location`;
}

function validateMix(context: MerchantContext) {
  for (const [channel, weight] of context.profile.orderMix.channels) {
    if (weight > 0 && candidates(context, salesPointOf(channel)).length === 0) {
      throw new Error(`Seed data: channel ${channel} has no location with a matching terminal`);
    }
  }
}

export async function stageOrders(tx: DbOrTx, context: MerchantContext, days: number, ordersPerDay: number): Promise<void> {
  validateMix(context);
  if (!Object.values(context.profile.vat).every(Number.isInteger)) throw new Error('Seed data: VAT rates must be whole percentages');
  const { profile, today, now } = context;
  const { orderMix, vat } = profile;
  const salt = profile.salt;
  const weekdayFactor = sql.raw(`(array[${WEEKDAY_FACTORS.join(', ')}])[extract(isodow from business_date)::int]`);
  const minuteOfDay = sql`(case when ${byte(0)} < 96
      then (${byte(1)} + ${byte(2)}) * 210 / 510
      else 210 + (${byte(1)} + ${byte(2)}) * 449 / 510 end)`;
  const rawLocation = perSalesPoint(byte(5), (point) => candidates(context, point).map((l) => [l.index, l.profile.orderWeight] as const));
  const rawOrderType = perSalesPoint(byte(6), (point) => orderMix.orderTypes[point]);
  const paymentType = perSalesPoint(byte(13), (point) => orderMix.payments[point]);
  const lineCount = weightedChoice(byte(17), [
    [1, 35],
    [2, 35],
    [3, 20],
    [4, 10],
  ]);
  const nowTs = sql`${now.toISOString()}::timestamptz`;

  await tx.execute(sql`
    create temp table seed_order on commit drop as
    with day_count as (
      select business_date,
        greatest(1, round(${ordersPerDay}::numeric * ${weekdayFactor}
          * (0.85 + get_byte(decode(md5(business_date::text || ${salt}::text), 'hex'), 0) * 0.3 / 255)))::int as n
      from (select (${today}::date - k) as business_date from generate_series(0, ${days}::int - 1) as k) as d
    ), raw as materialized (
      select business_date, i, sha256(convert_to(business_date::text || ':' || i::text || ':' || ${salt}::text, 'UTF8')) as h
      from day_count cross join lateral generate_series(1, n) as i
    ), timed as (
      select business_date, i, h, extract(isodow from business_date)::int as weekday,
        (business_date + time '11:00' + make_interval(secs => ${minuteOfDay} * 60 + ${byte(3)} % 60)) at time zone 'Europe/Oslo' as ordered_at,
        ${weightedChoice(byte(4), orderMix.channels)} as channel
      from raw
    ), placed as (
      select timed.*, case when channel in ('POS', 'KIOSK') then channel else 'ONLINE' end as sales_point
      from timed
    ), located as (
      select placed.*, ${rawLocation} as raw_location, ${rawOrderType} as raw_order_type, ${paymentType} as payment_type
      from placed
    ), typed as (
      select o.*, l.location_id, l.provider,
        case o.sales_point when 'POS' then l.pos_terminal when 'KIOSK' then l.kiosk_terminal else l.webshop_terminal end as terminal_id,
        case when o.raw_order_type = 'DELIVERY' and cardinality(l.area_zips) = 0 then 'PICKUP' else o.raw_order_type end as order_type
      from (select located.*, ${closedWeekdayRemap(context)} as location_idx from located) as o
      join seed_location l on l.idx = o.location_idx
      where o.ordered_at <= ${nowTs}
        and not exists (
          select 1 from closing_days c
          where c.location_id = l.location_id and c.to_date < ${today}::date and o.business_date between c.from_date and c.to_date)
    )
    select ${timeOrderedUuid(sql`ordered_at`, sql`substr(encode(h, 'hex'), 40)`)} as id,
      row_number() over (order by ordered_at, business_date, i)::int as order_number,
      business_date, ordered_at, h, weekday, channel, sales_point, location_idx, location_id, terminal_id, provider,
      order_type,
      (case order_type when 'DINE_IN' then ${vat.dineIn}::int when 'PICKUP' then ${vat.takeOut}::int else ${vat.delivery}::int end) as vat_rate,
      (case when ${byte(7)} < 9 then 'CANCELLED'
            when ordered_at > ${nowTs} - interval '60 minutes' then (case when ${byte(7)} < 130 then 'ORDERED' else 'CONFIRMED' end)
            else 'COMPLETED' end) as order_status,
      (case when sales_point <> 'KIOSK' and ${byte(8)} < 32 then (array[1000, 1500, 2000, 2000, 3000, 5000])[1 + ${byte(9)} % 6] else 0 end)::bigint as tips,
      (sales_point = 'POS' and ${byte(10)} < 8) as wants_manual_discount,
      (case when sales_point = 'ONLINE' and ${byte(11)} < 12 then 10 + ${byte(12)} % 41 else 0 end) as points_wanted,
      payment_type,
      (case when ${byte(14)} < 150 then 'VISA' else 'MASTERCARD' end) as card_scheme,
      (sales_point = 'POS' and ${byte(15)} < 13) as split,
      (${byte(16)} < 7) as wants_refund,
      ${lineCount} as line_count,
      0::bigint as lines_gross, 0::bigint as lines_vat, 0::bigint as line_discount, 0::bigint as manual_discount,
      0::bigint as total_amount, 0::bigint as total_vat, 0 as used_points, 0::bigint as to_pay,
      0::bigint as refunded_total, 0::bigint as refunded_tips
    from typed`);
  await tx.execute(sql`analyze seed_order`);
}
