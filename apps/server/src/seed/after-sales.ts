import { sql } from 'drizzle-orm';
import type { MerchantContext } from './context';
import type { DbOrTx } from '../db/client';

/**
 * Stage refunds and terminal events (copy receipts, uncompleted sales, cash-drawer openings).
 * A refund returns the first line of a completed order in full, with its add-ons and sometimes
 * the tips, on the same business day; orders paid with bonus points, split or given a manual
 * discount are never refunded (as in the product). Refund lines follow the refund screens: one
 * unit per count, add-ons with a price as their own units, tips as one line.
 */
export async function stageRefunds(tx: DbOrTx, context: MerchantContext): Promise<void> {
  const nowTs = sql`${context.now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    create temp table seed_refund on commit drop as
    with candidate as (
      select o.id as order_id, o.terminal_id, o.business_date, o.ordered_at, o.h,
        (case when o.tips > 0 and get_byte(o.h, 9) % 2 = 0 then o.tips else 0 end) as tips_refunded
      from seed_order o
      where o.wants_refund and o.order_status = 'COMPLETED' and o.manual_discount = 0 and o.used_points = 0
        and not o.split and o.to_pay > 0
    ), line as (
      select c.*, l.id as line_id, l.gross_amount, l.vat_amount
      from candidate c
      join seed_line l on l.order_id = c.order_id and l.position = 1
    ), add_on as (
      select a.order_line_id, sum(a.gross_amount)::bigint as gross, sum(a.vat_amount)::bigint as vat
      from seed_line_add_on a
      join line on line.line_id = a.order_line_id
      group by a.order_line_id
    )
    select gen_random_uuid() as id, line.order_id, line.terminal_id, line.business_date, line.line_id,
      (line.gross_amount + coalesce(add_on.gross, 0) + line.tips_refunded)::bigint as amount,
      line.tips_refunded::bigint as tips_amount,
      (line.vat_amount + coalesce(add_on.vat, 0))::bigint as vat_amount,
      p.payment_type, p.provider,
      least(${nowTs},
        (line.business_date + time '23:30') at time zone 'Europe/Oslo',
        line.ordered_at + make_interval(mins => 15 + get_byte(line.h, 26) % 90)) as created_at,
      '[]'::jsonb as lines
    from line
    left join add_on on add_on.order_line_id = line.line_id
    join seed_payment p on p.order_id = line.order_id`);
  await tx.execute(sql`analyze seed_refund`);

  const unitAmount = (gross: string, count: string) =>
    sql.raw(`(${gross} / ${count} + case when n = 1 then ${gross} % ${count} else 0 end)`);
  await tx.execute(sql`
    update seed_refund r set lines = u.lines
    from (
      select refund_id, jsonb_agg(unit order by sort_key) as lines
      from (
        select r.id as refund_id, 'a' || lpad(n::text, 4, '0') as sort_key,
          jsonb_build_object('id', l.id::text || '-' || n, 'itemId', l.item_id, 'name', l.item_name, 'variantName', l.variant_name,
            'type', l.item_type, 'count', 1, 'amount', ${unitAmount('l.gross_amount', 'l.count')}, 'vatRate', l.vat_rate) as unit
        from seed_refund r
        join seed_line l on l.id = r.line_id
        cross join lateral generate_series(1, l.count) as n
        union all
        select r.id, 'b' || a.add_on_id::text || lpad(n::text, 4, '0'),
          jsonb_build_object('id', a.order_line_id::text || '-' || a.add_on_id::text || '-' || n, 'addOnId', a.add_on_id,
            'name', a.name, 'type', 'ADD_ON_OF_ADD_ON_GROUP', 'count', 1,
            'amount', ${unitAmount('a.gross_amount', 'a.count')}, 'vatRate', a.vat_rate)
        from seed_refund r
        join seed_line_add_on a on a.order_line_id = r.line_id and a.gross_amount > 0
        cross join lateral generate_series(1, a.count) as n
        union all
        select r.id, 'c', jsonb_build_object('id', 'tips', 'type', 'TIPS', 'count', 1, 'amount', r.tips_amount)
        from seed_refund r
        where r.tips_amount > 0
      ) as units
      group by refund_id
    ) as u
    where u.refund_id = r.id`);

  await tx.execute(sql`update seed_line l set refunded_count = l.count from seed_refund r where r.line_id = l.id`);
  await tx.execute(sql`update seed_line_add_on a set refunded_count = a.count from seed_refund r where r.line_id = a.order_line_id`);
  await tx.execute(sql`
    update seed_order o set refunded_total = r.amount, refunded_tips = r.tips_amount
    from seed_refund r where r.order_id = o.id`);
}

export async function stageTerminalEvents(tx: DbOrTx, context: MerchantContext): Promise<void> {
  const nowTs = sql`${context.now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    create temp table seed_event on commit drop as
    select gen_random_uuid() as id, e.*
    from (
      select o.terminal_id, o.business_date, 'COPY_RECEIPT' as event_type, o.to_pay as amount, o.id as order_id,
        o.ordered_at + interval '3 minutes' as occurred_at
      from seed_order o
      where o.sales_point in ('POS', 'KIOSK') and o.order_status <> 'CANCELLED' and get_byte(o.h, 29) < 6
      union all
      select o.terminal_id, o.business_date, 'UNCOMPLETED_SALE', greatest(100, round(o.lines_gross * 0.7))::bigint, null::uuid,
        o.ordered_at - interval '4 minutes'
      from seed_order o
      where o.sales_point in ('POS', 'KIOSK') and get_byte(o.h, 30) < 6
      union all
      select o.terminal_id, o.business_date, 'CASH_DRAWER_OPENING', 0::bigint, null::uuid, o.ordered_at + interval '7 minutes'
      from seed_order o
      where o.sales_point = 'POS' and get_byte(o.h, 31) < 8
    ) as e
    where e.occurred_at <= ${nowTs}`);
  await tx.execute(sql`analyze seed_event`);
}
