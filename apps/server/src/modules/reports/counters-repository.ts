import { sql, type SQL } from 'drizzle-orm';
import type { ReportCounters } from '@bakrom/shared/schemas/reports';
import { queryRows } from '../../db/client';
import type { DbOrTx } from '../operations/own-location';

/**
 * The one statement that computes the X and Z counters (spec part 1 §3 Report counters), for a scope of
 * a terminal's rows, entirely in PostgreSQL: orders, their lines and add-on lines, payments, successful
 * refunds and terminal events are aggregated with FILTER and jsonb_agg; nothing is loaded into Node and
 * nothing is read per order. The rules mirror the demo history's Z-reports (seed/settlement.ts), so seeded
 * and live reports agree:
 * - a sale is an order that is not CANCELLED; saleReceiptsCount counts them;
 * - categories from order lines and add-on lines (add-ons under their line's category), grouped by the
 *   category, its item type and the stored VAT rate; count = units;
 * - payments counted per payment row, split payments never merged: cash = CASH, vipps = VIPPS, card = every
 *   other type; Brutto and Vat are the payment's share of the goods (tips taken off in proportion), the
 *   PaymentsTotalAmount what was paid;
 * - Pickup, DineIn, Delivery from the orders (goods total, its VAT, what was paid); DeliveryService from the
 *   DELIVERY_SERVICE lines;
 * - refunds: SUCCEEDED refunds; terminal events: drawer openings, copy receipts, uncompleted sales;
 * - discounts: orders with a manual or a line discount, the amount both together;
 * - grand totals: the terminal's opening totals plus the sales (goods total) and refunds of every live Z-report
 *   before this period, plus this period's.
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

/** Integer round(numerator / denominator) for numerator ≥ 0, denominator > 0 (as the demo history rounds). */
const roundDiv = (numerator: string, denominator: string) => `((2 * (${numerator}) + (${denominator})) / (2 * (${denominator})))`;

/**
 * The statement: one row with `counters` (the wire object, grand totals included), `sales` and `refunds`
 * (this period's goods total and refunds) and `rows` (orders, refunds and events in the scope).
 */
export function countersStatement(scope: CounterScope, base: GrandTotalBase = {}): SQL {
  const filters = filtersOf(scope);
  const tipsShare = roundDiv('s.tips_amount_ore * p.amount_ore', 's.to_pay_amount_ore');
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
        o.manual_discount_ore, o.to_pay_amount_ore
      from orders o where ${filters.orders}
    ), sale as materialized (
      select * from scoped where order_status <> 'CANCELLED'
    ), line as materialized (
      -- LATERAL with OFFSET 0 (never flattened): each order's lines, add-ons and payments through their own index,
      -- whatever the planner guesses of the scope's size or of tables not analysed yet.
      select l.id, l.order_id, l.category_id, l.category_name, coalesce(c.item_type, l.item_type) as item_type, l.item_type as line_type,
        l.vat_rate, l.count, l.gross_amount_ore, l.vat_amount_ore,
        (case when l.discount_percent > 0
          then round(l.unit_price_ore * l.count * (100 + l.vat_rate) / 100.0)::bigint - l.gross_amount_ore else 0 end) as discount
      from sale
      cross join lateral (
        select id, order_id, category_id, category_name, item_type, vat_rate, count, gross_amount_ore, vat_amount_ore, discount_percent,
          unit_price_ore
        from order_lines where order_lines.order_id = sale.id offset 0
      ) as l
      left join lateral (select item_type from categories where categories.id = l.category_id offset 0) as c on true
    ), category as (
      select coalesce(jsonb_agg(jsonb_build_object('id', x.category_id, 'name', x.category_name, 'itemType', x.item_type,
          'vatRate', x.vat_rate, 'count', x.units, 'vatAmount', x.vat, 'amountWithVat', x.gross)
        order by x.category_name collate "C", x.vat_rate, x.category_id), '[]'::jsonb) as categories
      from (
        select category_id, category_name, item_type, vat_rate, sum(count)::int as units, sum(vat_amount_ore)::bigint as vat,
          sum(gross_amount_ore)::bigint as gross
        from (
          select category_id, category_name, item_type, vat_rate, count, vat_amount_ore, gross_amount_ore from line
          union all
          select line.category_id, line.category_name, line.item_type, a.vat_rate, a.count, a.vat_amount_ore, a.gross_amount_ore
          from line
          cross join lateral (
            select vat_rate, count, vat_amount_ore, gross_amount_ore
            from order_line_add_ons where order_line_add_ons.order_line_id = line.id offset 0
          ) as a
        ) as amounts
        group by category_id, category_name, item_type, vat_rate
      ) as x
    ), line_total as (
      select jsonb_build_object(
        ${sql.raw(group('DeliveryService', `line_type = 'DELIVERY_SERVICE'`, 'vat_amount_ore', 'gross_amount_ore', 'gross_amount_ore'))}
      ) as by_service
      from line
    ), payment as (
      select p.payment_type, p.amount_ore as paid, p.amount_ore - ${sql.raw(tipsShare)} as brutto, s.total_vat_ore, s.total_amount_ore
      from sale s
      cross join lateral (select payment_type, amount_ore from order_payments where order_payments.order_id = s.id offset 0) as p
      where s.to_pay_amount_ore > 0
    ), payment_vat as (
      select payment_type, paid, brutto,
        (case when total_amount_ore > 0 then ${sql.raw(roundDiv('total_vat_ore * greatest(brutto, 0)', 'total_amount_ore'))} else 0 end) as vat
      from payment
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
        ${sql.raw(group('card', `payment_type not in ('CASH', 'VIPPS')`, 'vat', 'brutto', 'paid'))}
      ) as by_payment
      from payment_vat
    ), refund as (
      select count(*) as refund_count, coalesce(sum(r.amount_ore), 0)::bigint as refund_total
      from refunds r where ${filters.refunds} and r.status = 'SUCCEEDED'
    ), event as (
      select count(*) as events,
        count(*) filter (where event_type = 'CASH_DRAWER_OPENING') as drawer_count,
        count(*) filter (where event_type = 'COPY_RECEIPT') as copy_count,
        coalesce(sum(amount_ore) filter (where event_type = 'COPY_RECEIPT'), 0)::bigint as copy_total,
        count(*) filter (where event_type = 'UNCOMPLETED_SALE') as uncompleted_count,
        coalesce(sum(amount_ore) filter (where event_type = 'UNCOMPLETED_SALE'), 0)::bigint as uncompleted_total
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
        'tips', order_total.tips,
        'tipsCount', order_total.tips_count,
        'refundReceiptsCount', refund.refund_count,
        'refundReceiptsTotalAmount', refund.refund_total,
        'cashBoxOpeningsCount', event.drawer_count,
        'saleReceiptsCount', order_total.sale_receipts,
        'copyReceiptsCount', event.copy_count,
        'copyReceiptsTotalAmount', event.copy_total,
        'discountsCount', discount.discounts_count,
        'discountsTotalAmount', discount.discounts_total,
        'uncompletedSalesCount', event.uncompleted_count,
        'uncompletedSalesTotalAmount', event.uncompleted_total,
        'grandTotalSales', (coalesce(base.sales, 0) + order_total.sales)::bigint,
        'grandTotalRefund', (coalesce(base.refunds, 0) + refund.refund_total)::bigint
      ) || order_total.by_type || payment_total.by_payment || line_total.by_service as counters,
      order_total.sales::bigint as sales,
      refund.refund_total::bigint as refunds,
      ((select count(*) from scoped) + refund.refund_count + event.events)::int as rows
    from order_total, payment_total, category, line_total, discount, refund, event
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
    db as Parameters<typeof queryRows>[0],
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
