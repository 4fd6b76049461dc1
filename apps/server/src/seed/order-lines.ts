import { sql } from 'drizzle-orm';
import type { MerchantContext } from './context';
import type { DbOrTx } from '../db/client';
import { roundDiv, timeOrderedUuid } from './sql-helpers';

/**
 * Stage order lines and add-on lines for the staged orders, then compute every order's totals
 * from them with one UPDATE … FROM (… GROUP BY). Line randomness comes from `lh`, a hash of the
 * order hash and the line position. Amounts: gross = round(net unit × count × (100 + rate)/100 ×
 * (100 − discount)/100), VAT = round(gross × rate / (100 + rate)), all in øre. VAT rates and
 * discounts are whole percentages here, so the rounding runs in integer arithmetic (fast).
 */

const lineGross = roundDiv(sql`p.unit_price * p.count * (100 + p.vat_rate) * (100 - p.discount_percent)`, sql`10000`);
const lineUndiscounted = roundDiv(sql`p.unit_price * p.count * (100 + p.vat_rate)`, sql`100`);
const vatOf = (gross: string) => roundDiv(sql.raw(`${gross} * x.vat_rate`), sql`(100 + x.vat_rate)`);

const LINE_COMMENTS = ['Uten løk', 'Ekstra sterk, takk', 'Uten koriander', 'Godt stekt', 'Saus ved siden av', 'Glutenfri hvis mulig'];

export async function stageOrderLines(tx: DbOrTx, context: MerchantContext): Promise<void> {
  const { dineIn } = context.profile.vat;
  const comments = sql.raw(`array[${LINE_COMMENTS.map((c) => `'${c}'`).join(', ')}]`);
  await tx.execute(sql`
    create temp table seed_line on commit drop as
    with picked as materialized (
      select o.id as order_id, o.ordered_at, o.terminal_id, o.business_date, o.order_status, o.order_type, o.sales_point, o.vat_rate,
        k as position, decode(md5(o.h::text || ':' || k::text), 'hex') as lh, ps.pool, ps.size
      from seed_order o
      cross join lateral generate_series(1, o.line_count) as k
      join seed_pool_size ps on ps.pool = (case when o.order_type = 'DINE_IN' then 'DINE_IN' else 'TAKEAWAY' end)
    ), priced as (
      select p.order_id, p.ordered_at, p.terminal_id, p.business_date, p.order_status, p.order_type, p.vat_rate, p.position, p.lh, e.entry,
        (case when p.order_type = 'DINE_IN' then e.price_dine_in else e.price end) as unit_price,
        (case when get_byte(p.lh, 2) < 180 then 1 when get_byte(p.lh, 2) < 235 then 2 else 3 end) as count,
        (case when p.sales_point = 'POS' then 0 when get_byte(p.lh, 3) < 10 then 20 when get_byte(p.lh, 3) < 18 then 10 else 0 end) as discount_percent
      from picked p
      join seed_pool sp on sp.pool = p.pool and sp.slot = (get_byte(p.lh, 0) * 256 + get_byte(p.lh, 1)) % p.size
      join seed_entry e on e.entry = sp.entry
      union all
      select o.id, o.ordered_at, o.terminal_id, o.business_date, o.order_status, o.order_type, ${dineIn}::int, o.line_count + 1,
        decode(md5(o.h::text || ':fee'), 'hex'), e.entry, e.price_dine_in, 1, 0
      from seed_order o
      join (select * from seed_entry where is_delivery order by entry limit 1) as e on true
      where o.order_type = 'DELIVERY'
    )
    select x.*, ${vatOf('x.gross_amount')} as vat_amount
    from (
    select ${timeOrderedUuid(sql`p.ordered_at`, sql`encode(p.lh, 'hex')`)} as id, p.order_id, p.ordered_at, p.terminal_id, p.business_date, p.order_status, p.order_type, p.position, p.lh,
      p.entry, e.item_id, e.category_id, e.category_name, e.item_name, e.item_type, e.variant_name, p.count, p.unit_price,
      p.discount_percent, p.vat_rate,
      ${lineGross} as gross_amount,
      ${lineUndiscounted} as undiscounted_gross,
      0 as refunded_count,
      (case when cardinality(e.spicy) > 0 then e.spicy[1 + get_byte(p.lh, 4) % cardinality(e.spicy)] end) as spicy_level,
      (case when e.enable_comment and get_byte(p.lh, 5) < 24 then (${comments})[1 + get_byte(p.lh, 6) % ${sql.raw(String(LINE_COMMENTS.length))}] else '' end) as comment
    from priced p
    join seed_entry e on e.entry = p.entry
    ) as x`);
  await tx.execute(sql`analyze seed_line`);

  const addOnColumns = sql`
    ${timeOrderedUuid(sql`l.ordered_at`, sql`md5(l.id::text || a.add_on_id::text)`)} as id, l.id as order_line_id, l.order_id, l.terminal_id, l.business_date, l.order_status,
    l.category_id, l.category_name, l.vat_rate, a.add_on_id, a.name, l.count,
    (case when l.order_type = 'DINE_IN' then a.price_dine_in else a.price end) as unit_price,
    ${roundDiv(sql`(case when l.order_type = 'DINE_IN' then a.price_dine_in else a.price end) * l.count * (100 + l.vat_rate)`, sql`100`)} as gross_amount,
    0 as refunded_count`;
  const withVat = sql`x.*, ${vatOf('x.gross_amount')} as vat_amount`;
  // Optional add-ons on about a third of the lines that offer them, sometimes two different ones.
  await tx.execute(sql`
    create temp table seed_line_add_on on commit drop as
    select ${withVat} from (
      select ${addOnColumns}
      from seed_line l
      join seed_entry e on e.entry = l.entry and e.optional_count > 0
      cross join generate_series(1, 2) as k
      join seed_addon a on a.entry = l.entry and a.kind = 'OPTIONAL' and a.slot = (get_byte(l.lh, 9) + k) % e.optional_count
      where get_byte(l.lh, 10) < 80 and (k = 1 or (get_byte(l.lh, 8) < 40 and e.optional_count >= 2))
    ) as x`);
  // Mandatory choices (side dish, children's drink) on every line that has them.
  await tx.execute(sql`
    insert into seed_line_add_on
    select ${withVat} from (
      select ${addOnColumns}
      from seed_line l
      join seed_entry e on e.entry = l.entry and e.choice_count > 0
      join seed_addon a on a.entry = l.entry and a.kind = 'CHOICE' and a.slot = get_byte(l.lh, 11) % e.choice_count
    ) as x`);
  await tx.execute(sql`analyze seed_line_add_on`);
}

/** Order totals from the lines: manual discount 10 % where wanted, bonus points capped at half the total. */
export async function computeOrderTotals(tx: DbOrTx): Promise<void> {
  const manual = sql`(case when o.wants_manual_discount then ${roundDiv(sql`s.gross`, sql`10`)} else 0 end)`;
  const points = sql`least(o.points_wanted, (s.gross - ${manual}) / 200)`;
  await tx.execute(sql`
    update seed_order o set
      lines_gross = s.gross,
      lines_vat = s.vat,
      line_discount = s.line_discount,
      manual_discount = ${manual},
      total_amount = s.gross - ${manual},
      total_vat = s.vat - ${roundDiv(sql`${manual} * o.vat_rate`, sql`(100 + o.vat_rate)`)},
      used_points = ${points},
      to_pay = s.gross - ${manual} + o.tips - 100 * ${points}
    from (
      select order_id, sum(gross_amount)::bigint as gross, sum(vat_amount)::bigint as vat, sum(discount)::bigint as line_discount
      from (
        select order_id, gross_amount, vat_amount, undiscounted_gross - gross_amount as discount from seed_line
        union all
        select order_id, gross_amount, vat_amount, 0 from seed_line_add_on
      ) as amounts
      group by order_id
    ) as s
    where s.order_id = o.id`);
  await tx.execute(sql`analyze seed_order`);
}
