import { sql, type SQL } from 'drizzle-orm';
import type { MerchantContext } from './context';
import { timeOrderedUuid, type SeedTx } from './sql-helpers';

/** The id of the Z-report of a row's terminal and business day (`alias`.terminal_id, .business_date). */
export function zReportId(alias: SQL): SQL {
  return timeOrderedUuid(sql`${alias}.business_date::timestamp`, sql`md5(${alias}.terminal_id::text || ${alias}.business_date::text)`);
}

/**
 * Settle every past business day: one Z-report per terminal and Oslo date with orders, numbered
 * 1..n per terminal in date order, counters computed in SQL from that day's staged orders, lines,
 * payments, refunds and terminal events. Grand totals accumulate per terminal. Today stays open.
 * The rules are those of the live settlement (modules/reports/counters-repository.ts); the demo test
 * recomputes the latest Z-report of every terminal with it and expects the same counters.
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
const paymentCounters = (condition: string, prefix: string) => counterColumns(condition, prefix, 'vat', 'brutto', 'amount');
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

export async function stageAndInsertZReports(tx: SeedTx, context: MerchantContext): Promise<void> {
  const { today, profile } = context;
  const past = sql`business_date < ${today}::date`;
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
    ), pay as (
      select terminal_id, business_date,
        ${paymentCounters(`payment_type = 'CASH'`, 'cash')},
        ${paymentCounters(`payment_type = 'VIPPS'`, 'vipps')},
        ${paymentCounters(`payment_type not in ('CASH', 'VIPPS')`, 'card')}
      from seed_payment where ${past}
      group by terminal_id, business_date
    ), service as (
      select terminal_id, business_date, count(*) as service_count, sum(vat_amount) as service_vat,
        sum(gross_amount) as service_brutto, sum(gross_amount) as service_paid
      from seed_line where ${past} and ${notCancelled} and item_type = 'DELIVERY_SERVICE'
      group by terminal_id, business_date
    ), category_type as (
      select distinct category_id, category_item_type from seed_entry
    ), cat as (
      select terminal_id, business_date,
        jsonb_agg(jsonb_build_object('id', x.category_id, 'name', category_name, 'itemType', ct.category_item_type,
          'vatRate', vat_rate, 'count', units, 'vatAmount', vat, 'amountWithVat', gross)
          order by category_name collate "C", vat_rate, x.category_id) as categories
      from (
        select terminal_id, business_date, category_id, category_name, vat_rate, sum(count)::int as units, sum(vat_amount) as vat,
          sum(gross_amount) as gross
        from (
          select terminal_id, business_date, category_id, category_name, vat_rate, count, vat_amount, gross_amount
          from seed_line where ${past} and ${notCancelled}
          union all
          select terminal_id, business_date, category_id, category_name, vat_rate, count, vat_amount, gross_amount
          from seed_line_add_on where ${past} and ${notCancelled}
        ) as amounts
        group by terminal_id, business_date, category_id, category_name, vat_rate
      ) as x
      join category_type ct on ct.category_id = x.category_id
      group by terminal_id, business_date
    ), ref as (
      select terminal_id, business_date, count(*) as refund_count, sum(amount) as refund_total
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
      cat.categories, ref.refund_count, ref.refund_total,
      ev.drawer_count, ev.copy_count, ev.copy_total, ev.uncompleted_count, ev.uncompleted_total
    from ord
    join terminals t on t.id = ord.terminal_id
    left join pay on pay.terminal_id = ord.terminal_id and pay.business_date = ord.business_date
    left join service on service.terminal_id = ord.terminal_id and service.business_date = ord.business_date
    left join cat on cat.terminal_id = ord.terminal_id and cat.business_date = ord.business_date
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
