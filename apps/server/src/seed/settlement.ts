import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_LINE_TYPES, PAYMENT_SAFT_CODES, TERMINAL_EVENT_COUNTER_KEYS, UNKNOWN_OPERATOR } from '@bakrom/shared/schemas/reports';
import type { MerchantContext } from './context';
import { pickByByte } from './customer';
import type { DbOrTx } from '../db/client';
import { timeOrderedUuid } from './sql-helpers';

/** The id of the Z-report of a row's terminal and business day (`alias`.terminal_id, .business_date). */
export function zReportId(alias: SQL): SQL {
  return timeOrderedUuid(sql`${alias}.business_date::timestamp`, sql`md5(${alias}.terminal_id::text || ${alias}.business_date::text)`);
}

/**
 * Settle every past business day: one Z-report per terminal and Oslo date with orders, numbered
 * 1..n per terminal in date order, counters computed in SQL from that day's staged orders, lines,
 * payments, refunds and terminal events. Grand totals accumulate per terminal. Today stays open.
 * The rules are those of the live settlement (modules/reports/counters-repository.ts: a manual discount
 * taken off the lines and the tips and VAT shared over the payments by largest remainder, payment lines
 * with bonus points, operators, returns without tips); the demo test recomputes the latest Z-report of
 * every terminal with it and expects the same counters. The history has no cancelled signed sales and
 * no terminal events of the later § 2-8-2 kinds, so a sale is an order that is not cancelled and those
 * counters are 0.
 */

const NOT_CANCELLED = `order_status <> 'CANCELLED'`;
const notCancelled = sql.raw(NOT_CANCELLED);

/** Columns `${prefix}_count`, `_vat`, `_brutto`, `_paid` summed over the rows matching `condition`. */
function counterColumns(condition: string, prefix: string, vat: string, brutto: string, paid: string): SQL {
  return sql.raw(`
    count(*) filter (where ${condition}) as ${prefix}_count,
    coalesce(sum(${vat}) filter (where ${condition}), 0) as ${prefix}_vat,
    coalesce(sum(${brutto}) filter (where ${condition}), 0) as ${prefix}_brutto,
    coalesce(sum(${paid}) filter (where ${condition}), 0) as ${prefix}_paid`);
}

const orderTypeCounters = (orderType: string, prefix: string) =>
  counterColumns(`${NOT_CANCELLED} and order_type = '${orderType}'`, prefix, 'total_vat', 'total_amount', 'to_pay');
const paymentCounters = (condition: string, prefix: string) => counterColumns(condition, prefix, 'vat', 'brutto', 'paid');
const columnsOf = (table: string, prefixes: string[]) =>
  sql.raw(prefixes.flatMap((p) => ['count', 'vat', 'brutto', 'paid'].map((c) => `${table}.${p}_${c}`)).join(', '));

/** jsonb keys `${key}Count`, `${key}Vat`, `${key}Brutto`, `${key}PaymentsTotalAmount` from columns `${prefix}_…`. */
function counterKeys(key: string, prefix: string): string {
  return [
    `'${key}Count', coalesce(${prefix}_count, 0)`,
    `'${key}Vat', coalesce(${prefix}_vat, 0)`,
    `'${key}Brutto', coalesce(${prefix}_brutto, 0)`,
    `'${key}PaymentsTotalAmount', coalesce(${prefix}_paid, 0)`,
  ].join(', ');
}

function autoSettleTime(setting: string): SQL {
  if (setting === '23:55') return sql`(z.business_date + time '23:55')`;
  if (setting === '05:00') return sql`(z.business_date + 1 + time '05:00')`;
  return sql`(z.business_date + time '22:45')`;
}

/** The § 2-8-2 counters of terminal events the history does not have: 0. */
const ZERO_EVENT_COUNTERS = TERMINAL_EVENT_COUNTER_KEYS.map((key) => `'${key}', 0`).join(', ');

const saftCode = sql.raw(
  `(case payment_type ${Object.entries(PAYMENT_SAFT_CODES)
    .map(([type, code]) => `when '${type}' then '${code}'`)
    .join(' ')} else '' end)`,
);
const paymentRank = sql.raw(
  `array_position(array[${PAYMENT_LINE_TYPES.map((type) => `'${type}'`).join(', ')}]::text[], payment_type::text)`,
);

export async function stageAndInsertZReports(tx: DbOrTx, context: MerchantContext): Promise<void> {
  const { today, profile } = context;
  const past = sql`business_date < ${today}::date`;
  // The operator of a till's sale, as publish.ts writes it into orders.served_by.
  const staff = context.staffNames.length ? context.staffNames : ['Kasse'];
  const servedBy = sql`(case when o.sales_point = 'POS' then ${pickByByte(staff, 28)} else '' end)`;
  await tx.execute(sql`
    create temp table seed_z on commit drop as
    with ord as (
      select terminal_id, business_date,
        count(*) filter (where ${notCancelled}) as sale_receipts,
        coalesce(sum(total_amount) filter (where ${notCancelled}), 0) as sales,
        coalesce(sum(tips) filter (where ${notCancelled}), 0) as tips,
        count(*) filter (where ${notCancelled} and tips > 0) as tips_count,
        count(*) filter (where ${notCancelled} and (manual_discount > 0 or line_discount > 0)) as discounts_count,
        coalesce(sum(manual_discount + line_discount) filter (where ${notCancelled}), 0) as discounts_total,
        ${orderTypeCounters('PICKUP', 'pickup')},
        ${orderTypeCounters('DINE_IN', 'dine_in')},
        ${orderTypeCounters('DELIVERY', 'delivery')}
      from seed_order where ${past}
      group by terminal_id, business_date
    ), payment_part as (
      select p.id, p.order_id, p.terminal_id, p.business_date, p.payment_type, p.amount as paid, p.paid_at, o.tips,
        sum(p.amount) over (partition by p.order_id)::bigint as paid_sum
      from seed_payment p
      join seed_order o on o.id = p.order_id
      where p.${past}
    ), tip_share as (
      -- Each order's tips over its payments by what each paid (largest remainder, in the order paid).
      select id, order_id, terminal_id, business_date, payment_type, paid, paid_at,
        paid - (tips * paid) / paid_sum
          - (case when row_number() over (partition by order_id order by (tips * paid) % paid_sum desc, paid_at, id)
              <= tips - sum((tips * paid) / paid_sum) over (partition by order_id) then 1 else 0 end) as brutto
      from payment_part
      where paid_sum > 0
    ), means as (
      select order_id, terminal_id, business_date, payment_type, paid, brutto, 0 as kind, paid_at, id from tip_share
      union all
      select id, terminal_id, business_date, 'BONUS_POINTS', used_points * 100, used_points * 100, 1, null::timestamptz, null::uuid
      from seed_order where ${past} and ${notCancelled} and used_points > 0
    ), means_vat as (
      select m.*, o.total_vat, sum(greatest(m.brutto, 0)) over (partition by m.order_id)::bigint as b_sum
      from means m join seed_order o on o.id = m.order_id
    ), means_share as (
      -- The order's VAT over its payments and points by their goods share (largest remainder).
      select terminal_id, business_date, payment_type, paid, brutto,
        (case when b_sum > 0 then (total_vat * greatest(brutto, 0)) / b_sum else 0 end)
          + (case when b_sum > 0 and row_number() over (partition by order_id order by
                (case when b_sum > 0 then (total_vat * greatest(brutto, 0)) % b_sum else 0 end) desc, kind, paid_at, id)
              <= total_vat - sum(case when b_sum > 0 then (total_vat * greatest(brutto, 0)) / b_sum else 0 end) over (partition by order_id)
            then 1 else 0 end) as vat
      from means_vat
    ), pay as (
      select terminal_id, business_date,
        ${paymentCounters(`payment_type = 'CASH'`, 'cash')},
        ${paymentCounters(`payment_type = 'VIPPS'`, 'vipps')},
        ${paymentCounters(`payment_type not in ('CASH', 'VIPPS', 'BONUS_POINTS')`, 'card')}
      from means_share
      group by terminal_id, business_date
    ), pay_line as (
      select terminal_id, business_date,
        jsonb_agg(jsonb_build_object('paymentType', payment_type, 'saftCode', ${saftCode}, 'count', n, 'amount', paid,
          'amountWithVat', brutto, 'vatAmount', vat) order by ${paymentRank}, payment_type) as payment_lines
      from (
        select terminal_id, business_date, payment_type, count(*)::int as n, sum(paid)::bigint as paid, sum(brutto)::bigint as brutto,
          sum(vat)::bigint as vat
        from means_share group by terminal_id, business_date, payment_type
      ) as x
      group by terminal_id, business_date
    ), operator as (
      select terminal_id, business_date,
        jsonb_agg(jsonb_build_object('name', name, 'count', n, 'amount', amount) order by name collate "C") as operators
      from (
        select terminal_id, business_date, coalesce(nullif(btrim(served_by), ''), ${UNKNOWN_OPERATOR}) as name, count(*)::int as n,
          sum(total_amount)::bigint as amount
        from (select o.*, ${servedBy} as served_by from seed_order o where o.${past} and o.${notCancelled}) as o
        group by 1, 2, 3
      ) as x
      group by terminal_id, business_date
    ), service as (
      select terminal_id, business_date, count(*) as service_count, sum(vat_amount) as service_vat,
        sum(gross_amount) as service_brutto, sum(gross_amount) as service_paid
      from seed_line where ${past} and ${notCancelled} and item_type = 'DELIVERY_SERVICE'
      group by terminal_id, business_date
    ), amount_row as (
      -- Every line and add-on line of the day's sales, in the order of the sale (a line, then its add-ons).
      select l.order_id, l.terminal_id, l.business_date, l.category_id, l.category_name, l.vat_rate, l.count, l.gross_amount as gross,
        l.vat_amount as vat, l.position, 0 as kind, l.id as sort_id
      from seed_line l where l.${past} and l.${notCancelled}
      union all
      select a.order_id, a.terminal_id, a.business_date, a.category_id, a.category_name, a.vat_rate, a.count, a.gross_amount, a.vat_amount,
        l.position, 1, a.id
      from seed_line_add_on a join seed_line l on l.id = a.order_line_id
      where a.${past} and a.${notCancelled}
    ), discount_exact as (
      -- The manual discount over the lines by their amounts, its VAT (lines' VAT − order's VAT) by their VAT.
      select r.order_id, r.position, r.kind, r.sort_id, o.manual_discount as d_total, o.lines_vat - o.total_vat as dv_total,
        (o.manual_discount * r.gross) / o.lines_gross as d_floor, (o.manual_discount * r.gross) % o.lines_gross as d_rem,
        (case when o.lines_vat > 0 then ((o.lines_vat - o.total_vat) * r.vat) / o.lines_vat else 0 end) as v_floor,
        (case when o.lines_vat > 0 then ((o.lines_vat - o.total_vat) * r.vat) % o.lines_vat else 0 end) as v_rem
      from amount_row r join seed_order o on o.id = r.order_id
      where o.manual_discount > 0
    ), discount_share as (
      select order_id, position, kind, sort_id,
        d_floor + (case when row_number() over (partition by order_id order by d_rem desc, position, kind, sort_id)
          <= d_total - sum(d_floor) over (partition by order_id) then 1 else 0 end) as d_share,
        v_floor + (case when row_number() over (partition by order_id order by v_rem desc, position, kind, sort_id)
          <= dv_total - sum(v_floor) over (partition by order_id) then 1 else 0 end) as v_share
      from discount_exact
    ), category_type as (
      select distinct category_id, category_item_type from seed_entry
    ), cat as (
      select terminal_id, business_date,
        jsonb_agg(jsonb_build_object('id', x.category_id, 'name', category_name, 'itemType', ct.category_item_type,
          'vatRate', vat_rate, 'count', units, 'vatAmount', vat, 'amountWithVat', gross)
          order by category_name collate "C", vat_rate, x.category_id) as categories
      from (
        select r.terminal_id, r.business_date, r.category_id, r.category_name, r.vat_rate, sum(r.count)::int as units,
          sum(r.vat - coalesce(d.v_share, 0))::bigint as vat, sum(r.gross - coalesce(d.d_share, 0))::bigint as gross
        from amount_row r
        left join discount_share d on d.order_id = r.order_id and d.position = r.position and d.kind = r.kind and d.sort_id = r.sort_id
        group by r.terminal_id, r.business_date, r.category_id, r.category_name, r.vat_rate
      ) as x
      join category_type ct on ct.category_id = x.category_id
      group by terminal_id, business_date
    ), order_type_sale as (
      -- The same amounts by the sale's order type (counters-repository.ts: orderTypeSales).
      select terminal_id, business_date,
        jsonb_agg(jsonb_build_object('orderType', order_type, 'categoryId', x.category_id, 'itemType', ct.category_item_type,
          'vatRate', vat_rate, 'vatAmount', vat, 'amountWithVat', gross)
          order by order_type, x.category_id, ct.category_item_type, vat_rate) as order_type_sales
      from (
        select r.terminal_id, r.business_date, o.order_type, r.category_id, r.vat_rate,
          sum(r.vat - coalesce(d.v_share, 0))::bigint as vat, sum(r.gross - coalesce(d.d_share, 0))::bigint as gross
        from amount_row r
        join seed_order o on o.id = r.order_id
        left join discount_share d on d.order_id = r.order_id and d.position = r.position and d.kind = r.kind and d.sort_id = r.sort_id
        group by r.terminal_id, r.business_date, o.order_type, r.category_id, r.vat_rate
      ) as x
      join category_type ct on ct.category_id = x.category_id
      group by terminal_id, business_date
    ), ref as (
      select terminal_id, business_date, count(*) as refund_count, sum(amount - tips_amount) as refund_total,
        sum(tips_amount) as refunded_tips
      from seed_refund where ${past}
      group by terminal_id, business_date
    ), ev as (
      select terminal_id, business_date,
        count(*) filter (where event_type = 'CASH_DRAWER_OPENING') as drawer_count,
        count(*) filter (where event_type = 'COPY_RECEIPT') as copy_count,
        coalesce(sum(amount) filter (where event_type = 'COPY_RECEIPT'), 0) as copy_total,
        count(*) filter (where event_type = 'UNCOMPLETED_SALE') as uncompleted_count,
        coalesce(sum(amount) filter (where event_type = 'UNCOMPLETED_SALE'), 0) as uncompleted_total
      from seed_event where ${past}
      group by terminal_id, business_date
    )
    select ${zReportId(sql.raw('ord'))} as id, t.location_id, t.terminal_type,
      row_number() over (partition by ord.terminal_id order by ord.business_date)::int as nr,
      (t.opening_grand_total_sales_ore + sum(ord.sales) over (partition by ord.terminal_id order by ord.business_date))::bigint as grand_total_sales,
      (t.opening_grand_total_refund_ore + sum(coalesce(ref.refund_total, 0)) over (partition by ord.terminal_id order by ord.business_date))::bigint as grand_total_refund,
      ord.*, ${columnsOf('pay', ['cash', 'vipps', 'card'])}, ${columnsOf('service', ['service'])},
      cat.categories, order_type_sale.order_type_sales, pay_line.payment_lines, operator.operators, ref.refund_count, ref.refund_total, ref.refunded_tips,
      ev.drawer_count, ev.copy_count, ev.copy_total, ev.uncompleted_count, ev.uncompleted_total
    from ord
    join terminals t on t.id = ord.terminal_id
    left join pay on pay.terminal_id = ord.terminal_id and pay.business_date = ord.business_date
    left join service on service.terminal_id = ord.terminal_id and service.business_date = ord.business_date
    left join cat on cat.terminal_id = ord.terminal_id and cat.business_date = ord.business_date
    left join order_type_sale on order_type_sale.terminal_id = ord.terminal_id and order_type_sale.business_date = ord.business_date
    left join pay_line on pay_line.terminal_id = ord.terminal_id and pay_line.business_date = ord.business_date
    left join operator on operator.terminal_id = ord.terminal_id and operator.business_date = ord.business_date
    left join ref on ref.terminal_id = ord.terminal_id and ref.business_date = ord.business_date
    left join ev on ev.terminal_id = ord.terminal_id and ev.business_date = ord.business_date`);
  await tx.execute(sql`analyze seed_z`);

  const counters = sql.raw(`
    jsonb_build_object(
      'categories', coalesce(z.categories, '[]'::jsonb), 'tips', z.tips, 'tipsCount', z.tips_count,
      ${counterKeys('cash', 'z.cash')}, ${counterKeys('vipps', 'z.vipps')}, ${counterKeys('card', 'z.card')}
    ) || jsonb_build_object(
      ${counterKeys('Pickup', 'z.pickup')}, ${counterKeys('DineIn', 'z.dine_in')},
      ${counterKeys('Delivery', 'z.delivery')}, ${counterKeys('DeliveryService', 'z.service')}
    ) || jsonb_build_object(
      'refundReceiptsCount', coalesce(z.refund_count, 0), 'refundReceiptsTotalAmount', coalesce(z.refund_total, 0),
      'cashBoxOpeningsCount', coalesce(z.drawer_count, 0), 'saleReceiptsCount', z.sale_receipts,
      'copyReceiptsCount', coalesce(z.copy_count, 0), 'copyReceiptsTotalAmount', coalesce(z.copy_total, 0),
      'discountsCount', z.discounts_count, 'discountsTotalAmount', z.discounts_total,
      'uncompletedSalesCount', coalesce(z.uncompleted_count, 0), 'uncompletedSalesTotalAmount', coalesce(z.uncompleted_total, 0),
      'grandTotalSales', z.grand_total_sales, 'grandTotalRefund', z.grand_total_refund
    ) || jsonb_build_object(
      'totalSalesAmount', z.sales, 'paymentLines', coalesce(z.payment_lines, '[]'::jsonb), 'operators', coalesce(z.operators, '[]'::jsonb),
      'refundedTipsAmount', coalesce(z.refunded_tips, 0), 'orderTypeSales', coalesce(z.order_type_sales, '[]'::jsonb),
      ${ZERO_EVENT_COUNTERS}
    )`);
  const dayHash = sql`get_byte(decode(md5(z.business_date::text), 'hex'), 0)`;
  await tx.execute(sql`
    insert into z_reports (id, merchant_id, location_id, terminal_id, nr, business_date, counters,
      grand_total_sales_ore, grand_total_refund_ore, created_by_user_id, created_at)
    select z.id, ${profile.id}, z.location_id, z.terminal_id, z.nr, z.business_date, ${counters},
      z.grand_total_sales, z.grand_total_refund,
      (case when z.terminal_type = 'POS' then ${context.settlingUserId}::uuid end),
      least(${context.now.toISOString()}::timestamptz,
        (case when z.terminal_type = 'POS' then z.business_date + time '22:10' + make_interval(mins => ${dayHash} % 30)
              else ${autoSettleTime(profile.settings.webshopAutoSettleAtTime ?? '')} end) at time zone 'Europe/Oslo')
    from seed_z z`);
}
