import { sql, type SQL } from 'drizzle-orm';
import type { TerminalEventType } from '@bakrom/shared/enums';
import { PAYMENT_LINE_TYPES, PAYMENT_SAFT_CODES, UNKNOWN_OPERATOR, type ReportCounters } from '@bakrom/shared/schemas/reports';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * The one statement that computes the X and Z counters (spec part 1 §3 Report counters, kassasystemforskriften
 * § 2-8-2), for a scope of a terminal's rows, entirely in PostgreSQL: orders, their lines and add-on lines,
 * payments, successful refunds and terminal events are aggregated with FILTER and jsonb_agg; nothing is loaded
 * into Node and nothing is read per order. The rules mirror the demo history's Z-reports (seed/settlement.ts), so
 * seeded and live reports agree (docs/saft.md, "The X and Z counters"):
 * - a sale is an order that is not CANCELLED, or a CANCELLED order that has a signed SALE (its cancellation is a
 *   SUCCEEDED refund of kind CANCELLATION, counted under returns); saleReceiptsCount counts the sales;
 * - categories from order lines and add-on lines (add-ons under their line's category), grouped by the category,
 *   its item type and the stored VAT rate; count = units; an order's manual discount is taken off its lines by
 *   `allocateManualDiscount` (packages/shared/src/allocation.ts: the amount by the lines' amounts, the discount's
 *   VAT — the lines' VAT less the order's VAT — by the lines' VAT, largest remainder), so categories and VAT
 *   groups add up to the sales and their VAT, øre for øre; `orderTypeSales` the same amounts by the sale's order type too;
 * - payment lines, one per payment type as the payments record it (split payments never merged) and
 *   BONUS_POINTS for points used (1 point = 1 kr): `amount` what was paid, tips included; the order's tips are
 *   shared over its payments in proportion to what each paid, and its VAT over its payments and points in
 *   proportion to their goods share, both by largest remainder, so the lines add up to the sales and their VAT;
 *   the old groups cash = CASH, vipps = VIPPS, card = every other payment type count money paid only;
 * - Pickup, DineIn, Delivery from the orders (goods total, its VAT, what was paid); DeliveryService from the
 *   DELIVERY_SERVICE lines; totalSalesAmount the goods total of the sales; operators by the order's servedBy;
 * - one basis, tips excluded: sales count goods, returns the refunds' goods (amount − tips), refunded tips on a
 *   line of their own; the grand totals add the same figures;
 * - terminal events: drawer openings, copy receipts, uncompleted sales, opening change float, pro forma
 *   receipts, line corrections, price look-ups, other corrections, delivery and training receipts;
 * - discounts: orders with a manual or a line discount, the amount both together;
 * - grand totals: the terminal's opening totals plus the sales (goods total) and returns of every live Z-report
 *   before this period, plus this period's;
 * - `rows` counts what there is to settle: sales, refunds and terminal events (an unpaid cancelled order is
 *   none, though a Z-report takes it along with the rest).
 */

/** The rows a report covers. */
export type CounterScope =
  /** (a) What the terminal has not settled yet (the X-report), optionally only rows before an instant. */
  | { kind: 'unsettled'; merchantId: string; terminalId: string; before?: Date }
  /** (b) The terminal's rows of one Oslo business day [from, until), settled or not. */
  | { kind: 'day'; merchantId: string; terminalId: string; from: Date; until: Date }
  /** (c) The rows tied to one Z-report. */
  | { kind: 'zReport'; merchantId: string; terminalId: string; zReportId: string };

/** Which live Z-reports came before the period, for the grand totals. */
export interface GrandTotalBase {
  /** Leave out this Z-report (the one being computed). */
  excludeZReportId?: string;
  /** Only Z-reports of business days before this date (YYYY-MM-DD). */
  beforeDate?: string;
}

interface ScopeFilters {
  orders: SQL;
  refunds: SQL;
  events: SQL;
}

function filtersOf(scope: CounterScope): ScopeFilters {
  const owner = (alias: string) =>
    sql`${sql.raw(alias)}.merchant_id = ${scope.merchantId} and ${sql.raw(alias)}.terminal_id = ${scope.terminalId}::uuid`;
  switch (scope.kind) {
    case 'unsettled': {
      const before = (column: string) => (scope.before ? sql` and ${sql.raw(column)} < ${scope.before.toISOString()}::timestamptz` : sql``);
      return {
        orders: sql`${owner('o')} and o.z_report_id is null${before('o.ordered_at')}`,
        refunds: sql`${owner('r')} and r.z_report_id is null${before('r.created_at')}`,
        events: sql`${owner('e')} and e.z_report_id is null${before('e.occurred_at')}`,
      };
    }
    case 'day': {
      const within = (column: string) =>
        sql`${sql.raw(column)} >= ${scope.from.toISOString()}::timestamptz and ${sql.raw(column)} < ${scope.until.toISOString()}::timestamptz`;
      return {
        orders: sql`${owner('o')} and ${within('o.ordered_at')}`,
        refunds: sql`${owner('r')} and ${within('r.created_at')}`,
        events: sql`${owner('e')} and ${within('e.occurred_at')}`,
      };
    }
    case 'zReport':
      return {
        orders: sql`${owner('o')} and o.z_report_id = ${scope.zReportId}::uuid`,
        refunds: sql`${owner('r')} and r.z_report_id = ${scope.zReportId}::uuid`,
        events: sql`${owner('e')} and e.z_report_id = ${scope.zReportId}::uuid`,
      };
  }
}

/** The goods total of a stored Z-report's sales (Pickup + DineIn + Delivery gross), from its counters. */
export const zReportSales = (alias: string) =>
  sql.raw(
    ['PickupBrutto', 'DineInBrutto', 'DeliveryBrutto'].map((key) => `coalesce((${alias}.counters ->> '${key}')::bigint, 0)`).join(' + '),
  );
export const zReportRefunds = (alias: string) => sql.raw(`coalesce((${alias}.counters ->> 'refundReceiptsTotalAmount')::bigint, 0)`);

/** `${key}Count`, `${key}Vat`, `${key}Brutto`, `${key}PaymentsTotalAmount` summed over the rows matching `condition`. */
function group(key: string, condition: string, vat: string, brutto: string, paid: string): string {
  const f = `filter (where ${condition})`;
  return [
    `'${key}Count', count(*) ${f}`,
    `'${key}Vat', coalesce(sum(${vat}) ${f}, 0)`,
    `'${key}Brutto', coalesce(sum(${brutto}) ${f}, 0)`,
    `'${key}PaymentsTotalAmount', coalesce(sum(${paid}) ${f}, 0)`,
  ].join(', ');
}

/** The counters of the terminal events: [counter key, event type, a count or the sum of the amounts]. */
const EVENT_COUNTERS: readonly (readonly [keyof ReportCounters, TerminalEventType, 'count' | 'amount'])[] = [
  ['cashBoxOpeningsCount', 'CASH_DRAWER_OPENING', 'count'],
  ['copyReceiptsCount', 'COPY_RECEIPT', 'count'],
  ['copyReceiptsTotalAmount', 'COPY_RECEIPT', 'amount'],
  ['uncompletedSalesCount', 'UNCOMPLETED_SALE', 'count'],
  ['uncompletedSalesTotalAmount', 'UNCOMPLETED_SALE', 'amount'],
  ['openingChangeFloat', 'OPENING_CHANGE_FLOAT', 'amount'],
  ['proFormaReceiptsCount', 'PRO_FORMA_RECEIPT', 'count'],
  ['proFormaReceiptsTotalAmount', 'PRO_FORMA_RECEIPT', 'amount'],
  ['lineCorrectionsCount', 'LINE_CORRECTION', 'count'],
  ['lineCorrectionsTotalAmount', 'LINE_CORRECTION', 'amount'],
  ['priceLookupsCount', 'PRICE_LOOKUP', 'count'],
  ['otherCorrectionsCount', 'OTHER_CORRECTION', 'count'],
  ['otherCorrectionsTotalAmount', 'OTHER_CORRECTION', 'amount'],
  ['deliveryReceiptsCount', 'DELIVERY_RECEIPT', 'count'],
  ['deliveryReceiptsTotalAmount', 'DELIVERY_RECEIPT', 'amount'],
  ['trainingReceiptsCount', 'TRAINING_RECEIPT', 'count'],
  ['trainingReceiptsTotalAmount', 'TRAINING_RECEIPT', 'amount'],
];

/** One column per terminal-event counter, named by its key. */
function eventColumns(): SQL {
  const column = ([key, type, what]: (typeof EVENT_COUNTERS)[number]) => {
    const where = `filter (where event_type = '${type}')`;
    return `${what === 'count' ? `count(*) ${where}` : `coalesce(sum(amount_ore) ${where}, 0)::bigint`} as "${key}"`;
  };
  return sql.raw(EVENT_COUNTERS.map(column).join(', '));
}

/** The SAF-T code of a means of payment (PAYMENT_SAFT_CODES) as a SQL case over `column`. */
export function saftCodeCase(column: string): SQL {
  const cases = Object.entries(PAYMENT_SAFT_CODES)
    .map(([type, code]) => `when '${type}' then '${code}'`)
    .join(' ');
  return sql.raw(`(case ${column} ${cases} else '' end)`);
}

/** The reports' order of the means of payment (PAYMENT_LINE_TYPES) as a SQL rank of `column`. */
export function paymentTypeRank(column: string): SQL {
  return sql.raw(
    `coalesce(array_position(array[${PAYMENT_LINE_TYPES.map((type) => `'${type}'`).join(', ')}]::text[], ${column}::text), 99)`,
  );
}

/**
 * The statement: one row with `counters` (the wire object, grand totals included), `sales` and `refunds`
 * (this period's goods total and refunds) and `rows` (orders, refunds and events in the scope).
 */
export function countersStatement(scope: CounterScope, base: GrandTotalBase = {}): SQL {
  const filters = filtersOf(scope);
  const baseFilters = sql.join(
    [
      sql`z.terminal_id = ${scope.terminalId}::uuid`,
      sql`z.replaced_by_z_report_id is null`,
      ...(base.excludeZReportId ? [sql`z.id <> ${base.excludeZReportId}::uuid`] : []),
      ...(base.beforeDate ? [sql`z.business_date < ${base.beforeDate}::date`] : []),
    ],
    sql` and `,
  );
  return sql`
    with scoped as materialized (
      select o.id, o.order_type, o.order_status, o.total_amount_ore, o.total_vat_ore, o.tips_amount_ore,
        o.manual_discount_ore, o.used_points, o.to_pay_amount_ore, o.served_by
      from orders o where ${filters.orders}
    ), sale as materialized (
      select * from scoped s
      where s.order_status <> 'CANCELLED'
        or exists (select 1 from signed_transactions st where st.order_id = s.id and st.kind = 'SALE')
    ), line as materialized (
      -- LATERAL with OFFSET 0 (never flattened): each order's lines, add-ons and payments through their own index,
      -- whatever the planner guesses of the scope's size or of tables not analysed yet.
      select l.id, l.order_id, l.position, l.category_id, l.category_name, coalesce(c.item_type, l.item_type) as item_type,
        l.item_type as line_type, l.vat_rate, l.count, l.gross_amount_ore, l.vat_amount_ore,
        (case when l.discount_percent > 0
          then round(l.unit_price_ore * l.count * (100 + l.vat_rate) / 100.0)::bigint - l.gross_amount_ore else 0 end) as discount
      from sale
      cross join lateral (
        select id, order_id, position, category_id, category_name, item_type, vat_rate, count, gross_amount_ore, vat_amount_ore,
          discount_percent, unit_price_ore
        from order_lines where order_lines.order_id = sale.id offset 0
      ) as l
      left join lateral (select item_type from categories where categories.id = l.category_id offset 0) as c on true
    ), amount_row as materialized (
      -- Every line and add-on line of the sales, in the order of the sale (a line, then its add-ons).
      select order_id, category_id, category_name, item_type, vat_rate, count, gross_amount_ore as gross, vat_amount_ore as vat,
        position, 0 as kind, id as sort_id
      from line
      union all
      select line.order_id, line.category_id, line.category_name, line.item_type, a.vat_rate, a.count, a.gross_amount_ore,
        a.vat_amount_ore, line.position, 1, a.id
      from line
      cross join lateral (
        select id, vat_rate, count, vat_amount_ore, gross_amount_ore
        from order_line_add_ons where order_line_add_ons.order_line_id = line.id offset 0
      ) as a
    ), discount_base as (
      -- The manual discount and its VAT (the lines' VAT less the order's VAT) of each order that has one.
      select r.*, s.manual_discount_ore as d_total,
        sum(r.gross) over (partition by r.order_id)::bigint as g_sum,
        sum(r.vat) over (partition by r.order_id)::bigint as v_sum,
        sum(r.vat) over (partition by r.order_id)::bigint - s.total_vat_ore as dv_total
      from amount_row r
      join sale s on s.id = r.order_id
      where s.manual_discount_ore > 0
    ), discount_exact as (
      select *,
        (d_total * gross) / g_sum as d_floor, (d_total * gross) % g_sum as d_rem,
        (case when v_sum > 0 then (dv_total * vat) / v_sum else 0 end) as v_floor,
        (case when v_sum > 0 then (dv_total * vat) % v_sum else 0 end) as v_rem
      from discount_base
    ), discount_share as (
      -- Largest remainder (allocateManualDiscount): the øre left over to the largest remainders, the earlier line first.
      select order_id, position, kind, sort_id,
        d_floor + (case when row_number() over (partition by order_id order by d_rem desc, position, kind, sort_id)
          <= d_total - sum(d_floor) over (partition by order_id) then 1 else 0 end) as d_share,
        v_floor + (case when row_number() over (partition by order_id order by v_rem desc, position, kind, sort_id)
          <= dv_total - sum(v_floor) over (partition by order_id) then 1 else 0 end) as v_share
      from discount_exact
    ), category as (
      select coalesce(jsonb_agg(jsonb_build_object('id', x.category_id, 'name', x.category_name, 'itemType', x.item_type,
          'vatRate', x.vat_rate, 'count', x.units, 'vatAmount', x.vat, 'amountWithVat', x.gross)
        order by x.category_name collate "C", x.vat_rate, x.category_id), '[]'::jsonb) as categories
      from (
        select r.category_id, r.category_name, r.item_type, r.vat_rate, sum(r.count)::int as units,
          sum(r.vat - coalesce(d.v_share, 0))::bigint as vat, sum(r.gross - coalesce(d.d_share, 0))::bigint as gross
        from amount_row r
        left join discount_share d on d.order_id = r.order_id and d.position = r.position and d.kind = r.kind and d.sort_id = r.sort_id
        group by r.category_id, r.category_name, r.item_type, r.vat_rate
      ) as x
    ), order_type_sale as (
      -- The same amounts as the categories, split by the order type of the sale (the accounting export's sales accounts).
      select coalesce(jsonb_agg(jsonb_build_object('orderType', x.order_type, 'categoryId', x.category_id, 'itemType', x.item_type,
          'vatRate', x.vat_rate, 'vatAmount', x.vat, 'amountWithVat', x.gross)
        order by x.order_type, x.category_id, x.item_type, x.vat_rate), '[]'::jsonb) as order_type_sales
      from (
        select s.order_type, r.category_id, r.item_type, r.vat_rate,
          sum(r.vat - coalesce(d.v_share, 0))::bigint as vat, sum(r.gross - coalesce(d.d_share, 0))::bigint as gross
        from amount_row r
        join sale s on s.id = r.order_id
        left join discount_share d on d.order_id = r.order_id and d.position = r.position and d.kind = r.kind and d.sort_id = r.sort_id
        group by s.order_type, r.category_id, r.item_type, r.vat_rate
      ) as x
    ), line_total as (
      select jsonb_build_object(
        ${sql.raw(group('DeliveryService', `line_type = 'DELIVERY_SERVICE'`, 'vat_amount_ore', 'gross_amount_ore', 'gross_amount_ore'))}
      ) as by_service
      from line
    ), payment as (
      select s.id as order_id, s.tips_amount_ore as tips, p.id as payment_id, p.paid_at, p.payment_type, p.amount_ore as paid,
        sum(p.amount_ore) over (partition by s.id)::bigint as paid_sum
      from sale s
      cross join lateral (select id, paid_at, payment_type, amount_ore from order_payments where order_payments.order_id = s.id offset 0) as p
      where s.to_pay_amount_ore > 0
    ), payment_tips as (
      -- The order's tips over its payments in proportion to what each paid (largest remainder, in the order paid).
      select order_id, payment_id, paid_at, payment_type, paid,
        paid - (tips * paid) / paid_sum - (case when row_number() over (partition by order_id order by (tips * paid) % paid_sum desc, paid_at, payment_id)
          <= tips - sum((tips * paid) / paid_sum) over (partition by order_id) then 1 else 0 end) as brutto
      from payment
      where paid_sum > 0
    ), means as (
      -- What paid each sale's goods: its payments (goods share, tips taken off) and the bonus points used.
      select order_id, payment_type, paid, brutto, 0 as kind, paid_at, payment_id from payment_tips
      union all
      select id, 'BONUS_POINTS', used_points * 100, used_points * 100, 1, null::timestamptz, null::uuid
      from sale where used_points > 0
    ), means_vat as (
      -- The order's VAT over its means of payment in proportion to their goods share (largest remainder).
      select m.payment_type, m.paid, m.brutto, m.total_vat, m.b_sum, m.kind, m.paid_at, m.payment_id, m.order_id,
        (case when m.b_sum > 0 then (m.total_vat * greatest(m.brutto, 0)) / m.b_sum else 0 end) as v_floor,
        (case when m.b_sum > 0 then (m.total_vat * greatest(m.brutto, 0)) % m.b_sum else 0 end) as v_rem
      from (
        select means.*, s.total_vat_ore as total_vat, sum(greatest(means.brutto, 0)) over (partition by means.order_id)::bigint as b_sum
        from means join sale s on s.id = means.order_id
      ) as m
    ), means_share as (
      select payment_type, paid, brutto,
        v_floor + (case when b_sum > 0 and row_number() over (partition by order_id order by v_rem desc, kind, paid_at, payment_id)
          <= total_vat - sum(v_floor) over (partition by order_id) then 1 else 0 end) as vat
      from means_vat
    ), payment_line as (
      select coalesce(jsonb_agg(jsonb_build_object('paymentType', payment_type, 'saftCode', ${saftCodeCase('payment_type')},
          'count', n, 'amount', paid, 'amountWithVat', brutto, 'vatAmount', vat)
        order by ${paymentTypeRank('payment_type')}, payment_type), '[]'::jsonb) as payment_lines
      from (
        select payment_type, count(*)::int as n, sum(paid)::bigint as paid, sum(brutto)::bigint as brutto, sum(vat)::bigint as vat
        from means_share group by payment_type
      ) as x
    ), order_total as (
      select
        count(*) as sale_receipts,
        coalesce(sum(total_amount_ore), 0)::bigint as sales,
        coalesce(sum(tips_amount_ore), 0)::bigint as tips,
        count(*) filter (where tips_amount_ore > 0) as tips_count,
        jsonb_build_object(
          ${sql.raw(group('Pickup', `order_type = 'PICKUP'`, 'total_vat_ore', 'total_amount_ore', 'to_pay_amount_ore'))},
          ${sql.raw(group('DineIn', `order_type = 'DINE_IN'`, 'total_vat_ore', 'total_amount_ore', 'to_pay_amount_ore'))},
          ${sql.raw(group('Delivery', `order_type = 'DELIVERY'`, 'total_vat_ore', 'total_amount_ore', 'to_pay_amount_ore'))}
        ) as by_type
      from sale
    ), operator as (
      select coalesce(jsonb_agg(jsonb_build_object('name', name, 'count', n, 'amount', amount) order by name collate "C"), '[]'::jsonb)
        as operators
      from (
        select coalesce(nullif(btrim(served_by), ''), ${UNKNOWN_OPERATOR}) as name, count(*)::int as n, sum(total_amount_ore)::bigint as amount
        from sale group by 1
      ) as x
    ), discount as (
      select count(*) filter (where amount > 0) as discounts_count, coalesce(sum(amount), 0)::bigint as discounts_total
      from (
        select s.manual_discount_ore + coalesce(ld.amount, 0) as amount
        from sale s
        left join (select order_id, sum(discount) as amount from line where discount > 0 group by order_id) as ld on ld.order_id = s.id
      ) as per_order
    ), payment_total as (
      select jsonb_build_object(
        ${sql.raw(group('cash', `payment_type = 'CASH'`, 'vat', 'brutto', 'paid'))},
        ${sql.raw(group('vipps', `payment_type = 'VIPPS'`, 'vat', 'brutto', 'paid'))},
        ${sql.raw(group('card', `payment_type not in ('CASH', 'VIPPS', 'BONUS_POINTS')`, 'vat', 'brutto', 'paid'))}
      ) as by_payment
      from means_share
    ), refund as (
      select count(*) as refund_count, coalesce(sum(r.amount_ore - r.tips_amount_ore), 0)::bigint as refund_total,
        coalesce(sum(r.tips_amount_ore), 0)::bigint as refunded_tips
      from refunds r where ${filters.refunds} and r.status = 'SUCCEEDED'
    ), event as (
      select count(*) as events,
        ${eventColumns()}
      from terminal_events e where ${filters.events}
    ), base as (
      select t.opening_grand_total_sales_ore + coalesce(sum(${zReportSales('z')}), 0) as sales,
        t.opening_grand_total_refund_ore + coalesce(sum(${zReportRefunds('z')}), 0) as refunds
      from terminals t
      left join z_reports z on ${baseFilters}
      where t.id = ${scope.terminalId}::uuid
      group by t.id
    )
    select
      jsonb_build_object(
        'categories', category.categories,
        'orderTypeSales', order_type_sale.order_type_sales,
        'tips', order_total.tips,
        'tipsCount', order_total.tips_count,
        'refundReceiptsCount', refund.refund_count,
        'refundReceiptsTotalAmount', refund.refund_total,
        'refundedTipsAmount', refund.refunded_tips,
        'saleReceiptsCount', order_total.sale_receipts,
        'totalSalesAmount', order_total.sales,
        'paymentLines', payment_line.payment_lines,
        'operators', operator.operators,
        'discountsCount', discount.discounts_count,
        'discountsTotalAmount', discount.discounts_total,
        'grandTotalSales', (coalesce(base.sales, 0) + order_total.sales)::bigint,
        'grandTotalRefund', (coalesce(base.refunds, 0) + refund.refund_total)::bigint
      ) || jsonb_build_object(
        ${sql.raw(EVENT_COUNTERS.map(([key]) => `'${key}', event."${key}"`).join(', '))}
      ) || order_total.by_type || payment_total.by_payment || line_total.by_service as counters,
      order_total.sales::bigint as sales,
      refund.refund_total::bigint as refunds,
      (order_total.sale_receipts + refund.refund_count + event.events)::int as rows
    from order_total, payment_total, payment_line, operator, category, order_type_sale, line_total, discount, refund, event
    left join base on true`;
}

export interface CountersRow {
  counters: ReportCounters;
  sales: number;
  refunds: number;
  rows: number;
}

/**
 * Inside a transaction: no JIT compilation for the rest of it. The statement builds JSON with many small
 * functions; compiling them costs more than running them (seconds, where the planner's estimates are off).
 */
export async function withoutJit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

/** The counters of a scope (X-reports, a day's figures): the statement run as a read. */
export async function selectCounters(db: DbOrTx, scope: CounterScope, base: GrandTotalBase = {}): Promise<CountersRow> {
  const [row] = await queryRows<{ counters: ReportCounters | string; sales: number | string; refunds: number | string; rows: number }>(
    db,
    countersStatement(scope, base),
  );
  return mapCountersRow(row!);
}

export function mapCountersRow(row: {
  counters: ReportCounters | string;
  sales: number | string;
  refunds: number | string;
  rows: number | string;
}): CountersRow {
  const counters = typeof row.counters === 'string' ? (JSON.parse(row.counters) as ReportCounters) : row.counters;
  return { counters, sales: Number(row.sales), refunds: Number(row.refunds), rows: Number(row.rows) };
}
