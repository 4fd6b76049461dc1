import { sql, type SQL } from 'drizzle-orm';

/**
 * Consistency rules of the seeded sales data, each a query that counts the rows breaking it.
 * Used by the seed tests. `today` is the Oslo date of `now`.
 */
export function salesInvariants(today: string): Array<{ name: string; violations: SQL }> {
  const orderVat = sql`(case o.order_type when 'DINE_IN' then v.dine_in when 'PICKUP' then v.take_out else v.delivery end)`;
  return [
    {
      name: 'line gross and VAT follow unit price, count, VAT rate and discount',
      violations: sql`select count(*)::int as n from order_lines l
        where l.gross_amount_ore <> round(l.unit_price_ore * l.count * (100 + l.vat_rate) * (100 - l.discount_percent) / 10000)
           or l.vat_amount_ore <> round(l.gross_amount_ore * l.vat_rate / (100 + l.vat_rate))`,
    },
    {
      name: 'add-on gross and VAT follow unit price, count and VAT rate',
      violations: sql`select count(*)::int as n from order_line_add_ons a
        where a.gross_amount_ore <> round(a.unit_price_ore * a.count * (100 + a.vat_rate) / 100)
           or a.vat_amount_ore <> round(a.gross_amount_ore * a.vat_rate / (100 + a.vat_rate))`,
    },
    {
      name: 'line VAT rate is the rate of the order type (delivery fee: dine-in rate)',
      violations: sql`select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
        join vat_rates v on v.merchant_id = o.merchant_id
        where l.vat_rate <> (case when l.item_type = 'DELIVERY_SERVICE' then v.dine_in else ${orderVat} end)`,
    },
    {
      name: 'order total = lines + add-ons − manual discount, VAT consistent',
      violations: sql`select count(*)::int as n from orders o
        join vat_rates v on v.merchant_id = o.merchant_id
        left join (select order_id, sum(gross_amount_ore) as g, sum(vat_amount_ore) as t from order_lines group by order_id) l on l.order_id = o.id
        left join (select order_id, sum(gross_amount_ore) as g, sum(vat_amount_ore) as t from order_line_add_ons group by order_id) a on a.order_id = o.id
        where o.total_amount_ore <> coalesce(l.g, 0) + coalesce(a.g, 0) - o.manual_discount_ore
           or o.total_vat_ore <> coalesce(l.t, 0) + coalesce(a.t, 0) - round(o.manual_discount_ore * ${orderVat} / (100 + ${orderVat}))`,
    },
    {
      name: 'to pay = total + tips − bonus points',
      violations: sql`select count(*)::int as n from orders
        where to_pay_amount_ore <> total_amount_ore + tips_amount_ore - used_points * 100`,
    },
    {
      name: 'every order is paid in full, but one cancelled before it was paid; a paid one is cancelled only by its return',
      violations: sql`select count(*)::int as n from orders o
        left join (select order_id, sum(amount_ore) as paid from order_payments group by order_id) p on p.order_id = o.id
        left join refunds c on c.order_id = o.id and c.kind = 'CANCELLATION'
        where (o.order_status <> 'CANCELLED' and (coalesce(p.paid, 0) <> o.to_pay_amount_ore or c.id is not null))
           or (o.order_status = 'CANCELLED' and c.id is null and p.paid is not null)
           or (o.order_status = 'CANCELLED' and c.id is not null and coalesce(p.paid, 0) <> o.to_pay_amount_ore)`,
    },
    {
      name: 'no cancelled order with a signed sale lacks its return: the whole sale, refunded and signed on the refund’s terminal',
      violations: sql`select count(*)::int as n from orders o
        where o.order_status = 'CANCELLED'
          and exists (select 1 from signed_transactions s where s.order_id = o.id and s.kind = 'SALE')
          and not exists (
            select 1 from refunds r
            join signed_transactions s on s.refund_id = r.id and s.kind = 'RETURN' and s.terminal_id = r.terminal_id
            where r.order_id = o.id and r.kind = 'CANCELLATION' and r.status = 'SUCCEEDED'
              and r.amount_ore = o.total_amount_ore + o.tips_amount_ore and r.tips_amount_ore = o.tips_amount_ore
              and r.vat_amount_ore = o.total_vat_ore and r.online_payment_provider = 'NOT_ANY'
              and s.amount_with_vat_ore = -o.total_amount_ore
              and s.amount_without_vat_ore = -(o.total_amount_ore - o.total_vat_ore))`,
    },
    {
      name: 'every cancelled order is journalled: the return of its signed sale (13013) or its cancellation before payment (13999)',
      violations: sql`with journalled as (
          select distinct merchant_id, payload::json ->> 'orderId' as order_id from journal_entries
          where (event_code = 13013 and payload::json ->> 'kind' = 'CANCELLATION')
             or (event_code = 13999 and payload::json ->> 'orderNumber' is not null))
        select count(*)::int as n from orders o
        left join journalled j on j.merchant_id = o.merchant_id and j.order_id = o.id::text
        where o.order_status = 'CANCELLED' and j.order_id is null`,
    },
    {
      name: 'order numbers run 1..n per merchant',
      violations: sql`select count(*)::int as n from (
        select order_number, row_number() over (partition by merchant_id order by order_number) as expected from orders) x
        where order_number <> expected`,
    },
    {
      name: 'Z-report numbers run 1..n per terminal in date order',
      violations: sql`select count(*)::int as n from (
        select nr, row_number() over (partition by terminal_id order by business_date) as expected from z_reports) x
        where nr <> expected`,
    },
    {
      name: 'past orders are settled on their terminal and Oslo day, today’s are open',
      violations: sql`select count(*)::int as n from orders o left join z_reports z on z.id = o.z_report_id
        where ((o.ordered_at at time zone 'Europe/Oslo')::date < ${today}::date
               and (z.id is null or z.terminal_id <> o.terminal_id or z.business_date <> (o.ordered_at at time zone 'Europe/Oslo')::date))
           or ((o.ordered_at at time zone 'Europe/Oslo')::date >= ${today}::date and o.z_report_id is not null)`,
    },
    {
      name: 'refunds and terminal events are settled like the orders of their day',
      violations: sql`select (
          (select count(*) from refunds r left join z_reports z on z.id = r.z_report_id
           where ((r.created_at at time zone 'Europe/Oslo')::date < ${today}::date) <> (z.id is not null)
              or z.business_date <> (r.created_at at time zone 'Europe/Oslo')::date)
        + (select count(*) from terminal_events e left join z_reports z on z.id = e.z_report_id
           where ((e.occurred_at at time zone 'Europe/Oslo')::date < ${today}::date) <> (z.id is not null)
              or z.business_date <> (e.occurred_at at time zone 'Europe/Oslo')::date))::int as n`,
    },
    {
      name: 'Z counters match their orders and grand totals accumulate',
      violations: sql`select count(*)::int as n from (
        select z.id, z.counters, z.grand_total_sales_ore, s.receipts,
          t.opening_grand_total_sales_ore + sum(s.sales) over (partition by z.terminal_id order by z.business_date) as running
        from z_reports z
        join terminals t on t.id = z.terminal_id
        join (select z_report_id, count(*) filter (where order_status <> 'CANCELLED') as receipts,
                coalesce(sum(total_amount_ore) filter (where order_status <> 'CANCELLED'), 0) as sales
              from orders group by z_report_id) s on s.z_report_id = z.id) x
        where (x.counters->>'saleReceiptsCount')::bigint <> x.receipts
           or x.grand_total_sales_ore <> x.running
           or (x.counters->>'grandTotalSales')::bigint <> x.grand_total_sales_ore`,
    },
    {
      name: 'refunds match the refunded amounts, units and lines of their order',
      violations: sql`select count(*)::int as n from refunds r join orders o on o.id = r.order_id
        where r.status <> 'SUCCEEDED' or o.refunded_total_amount_ore <> r.amount_ore or o.refunded_tips_amount_ore <> r.tips_amount_ore
           or r.amount_ore <> (select sum((u->>'amount')::bigint) from jsonb_array_elements(r.lines) u)
           or r.amount_ore - r.tips_amount_ore <> (select sum(l.gross_amount_ore) from order_lines l where l.order_id = o.id and l.refunded_count > 0)
              + coalesce((select sum(a.gross_amount_ore) from order_line_add_ons a where a.order_id = o.id and a.refunded_count > 0), 0)`,
    },
    {
      name: 'alcohol is sold only to guests eating in',
      violations: sql`select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
        where l.item_type = 'DRINK_ALCOHOL' and o.order_type <> 'DINE_IN'`,
    },
    {
      // The demo's texts are all in the GSM alphabet: 160 septets in one SMS, 153 per part, extension characters twice (smsSegments).
      name: 'SMS count is the number of GSM-7 segments of the text',
      violations: sql`select count(*)::int as n from (
          select sms_count, length(message) + length(regexp_replace(message, '[^][\f^{}\\~|€]', '', 'g')) as septets from sms_messages
        ) s
        where sms_count <> (case when septets <= 160 then 1 else ceil(septets / 153.0) end)`,
    },
  ];
}
