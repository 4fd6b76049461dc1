import { sql } from 'drizzle-orm';
import { createTransactionSigner, type TransactionToSign } from '../modules/saft/signing-service';
import type { MerchantContext } from './context';
import { queryRows, type DbOrTx } from '../db/client';

interface CancellationRow {
  id: string;
  order_id: string;
  terminal_id: string;
  at: string;
  goods: string;
  goods_without_vat: string;
}

/**
 * A few of today's till and kiosk sales were paid, signed and then cancelled, as the channel's status
 * call records it (modules/refunds/cancellation-service.ts): a SUCCEEDED refund of kind CANCELLATION on
 * the order's terminal returning every unit, add-on and the tips, signed as a return after the sale and
 * the terminal's other transactions, the order CANCELLED with every unit marked returned. One per till or
 * kiosk at most: its latest sale of today, when the terminal itself can reverse it (no bonus points, no
 * online provider, no manual discount, nothing refunded). Today's are unsettled, so they count in the
 * next Z-report. Runs after `signSeededHistory` (the sales are signed) and before the journal.
 */
export async function cancelSignedSales(tx: DbOrTx, context: MerchantContext, secretKey: Buffer): Promise<number> {
  const merchantId = context.profile.id;
  const nowTs = sql`${context.now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    create temp table seed_cancellation on commit drop as
    with sale as (
      select o.*, row_number() over (partition by o.terminal_id order by o.ordered_at desc, o.id desc) as latest
      from orders o
      where o.merchant_id = ${merchantId} and o.channel in ('POS', 'KIOSK') and o.z_report_id is null
        -- The demo's refundable orders (refundable-orders.ts, mobile numbers 400001xx) stay for refunding.
        and o.mobile_number not like '400001%'
        and exists (select 1 from signed_transactions s where s.order_id = o.id and s.kind = 'SALE')
    ), terminal_last as (
      select terminal_id, max(at) as last_at from (
        select terminal_id, ordered_at as at from orders where merchant_id = ${merchantId} and z_report_id is null
        union all
        select terminal_id, coalesce(completed_at, created_at) from refunds where merchant_id = ${merchantId} and z_report_id is null
      ) as unsettled
      group by terminal_id
    )
    select gen_random_uuid() as id, o.id as order_id, o.terminal_id, o.total_amount_ore as goods,
      o.total_vat_ore as goods_vat, o.tips_amount_ore as tips,
      least(${nowTs}, greatest(o.ordered_at + interval '4 minutes', t.last_at + interval '1 minute')) as at,
      (select p.payment_type from order_payments p where p.order_id = o.id order by p.amount_ore desc, p.paid_at, p.id limit 1)
        as payment_type
    from sale o
    join terminal_last t on t.terminal_id = o.terminal_id
    where o.latest = 1 and o.order_status <> 'CANCELLED' and o.used_points = 0 and o.manual_discount_ore = 0
      and o.refunded_total_amount_ore = 0 and o.refunded_tips_amount_ore = 0 and o.total_amount_ore + o.tips_amount_ore > 0
      and not exists (select 1 from refunds r where r.order_id = o.id)
      and exists (select 1 from order_payments p where p.order_id = o.id)
      and not exists (select 1 from order_payments p where p.order_id = o.id and p.online_payment_provider in ('DINTERO', 'SWEDBANK_PAY'))`);

  // Every unit as the refund screens store it (packages/shared/src/refunds.ts refundUnits: each line's
  // units, then its priced add-ons' units, amounts split by largest remainder), then the tips.
  await tx.execute(sql`
    insert into refunds (id, merchant_id, order_id, terminal_id, idempotency_key, kind, amount_ore, tips_amount_ore,
      vat_amount_ore, payment_type, online_payment_provider, status, lines, created_by_user_id, created_at, completed_at)
    select c.id, ${merchantId}, c.order_id, c.terminal_id, 'cancellation:' || c.order_id::text, 'CANCELLATION',
      c.goods + c.tips, c.tips, c.goods_vat, c.payment_type, 'NOT_ANY', 'SUCCEEDED',
      coalesce((select jsonb_agg(u.unit order by u.position, u.line_id, u.part, u.add_on_line_id, u.n) from (
          select l.position, l.id as line_id, 0 as part, null::uuid as add_on_line_id, n,
            jsonb_build_object('id', l.id::text || '-' || n, 'cartItemId', l.id, 'addOnLineId', null, 'addOnId', null,
              'unitNumber', n, 'name', l.item_name, 'type', l.item_type, 'discountPercent', l.discount_percent::float8,
              'vatRate', l.vat_rate::float8, 'amount', a.amount, 'vatAmount', round(a.amount * l.vat_rate / (100 + l.vat_rate)),
              'count', 1, 'itemId', l.item_id, 'variantName', l.variant_name) as unit
          from order_lines l
          cross join lateral generate_series(1, l.count) as n
          cross join lateral (select l.gross_amount_ore / l.count + (case when n <= l.gross_amount_ore % l.count then 1 else 0 end)
            as amount) as a
          where l.order_id = c.order_id
          union all
          select l.position, l.id, 1, ao.id, n,
            jsonb_build_object('id', l.id::text || '-' || ao.id::text || '-' || n, 'cartItemId', l.id, 'addOnLineId', ao.id,
              'addOnId', ao.add_on_id, 'unitNumber', n, 'name', ao.name, 'type', 'ADD_ON_OF_ADD_ON_GROUP', 'discountPercent', 0,
              'vatRate', ao.vat_rate::float8, 'amount', a.amount, 'vatAmount', round(a.amount * ao.vat_rate / (100 + ao.vat_rate)),
              'count', 1, 'itemId', null, 'variantName', null)
          from order_line_add_ons ao
          join order_lines l on l.id = ao.order_line_id
          cross join lateral generate_series(1, ao.count) as n
          cross join lateral (select ao.gross_amount_ore / ao.count
            + (case when n <= ao.gross_amount_ore % ao.count then 1 else 0 end) as amount) as a
          where ao.order_id = c.order_id and ao.gross_amount_ore > 0
        ) as u), '[]'::jsonb)
        || (case when c.tips > 0 then jsonb_build_array(jsonb_build_object('id', 'tips', 'type', 'TIPS', 'count', 1, 'amount', c.tips))
                 else '[]'::jsonb end),
      null, c.at, c.at
    from seed_cancellation c`);

  const returns = await queryRows<CancellationRow>(
    tx,
    sql`select id, order_id, terminal_id, at, goods::text, (goods - goods_vat)::text as goods_without_vat
        from seed_cancellation order by terminal_id, at`,
  );
  const signer = createTransactionSigner(secretKey);
  const byTerminal = new Map<string, TransactionToSign[]>();
  for (const row of returns) {
    const list = byTerminal.get(row.terminal_id) ?? [];
    list.push({
      merchantId,
      terminalId: row.terminal_id,
      kind: 'RETURN',
      orderId: row.order_id,
      refundId: row.id,
      at: new Date(row.at),
      amountWithVat: -Number(row.goods),
      amountWithoutVat: -Number(row.goods_without_vat),
    });
    byTerminal.set(row.terminal_id, list);
  }
  for (const [terminalId, transactions] of byTerminal) await signer.signAll(tx, merchantId, terminalId, transactions);

  await tx.execute(sql`
    update order_lines l set refunded_count = l.count from seed_cancellation c where l.order_id = c.order_id`);
  await tx.execute(sql`
    update order_line_add_ons a set refunded_count = a.count
    from seed_cancellation c where a.order_id = c.order_id and a.gross_amount_ore > 0`);
  await tx.execute(sql`
    update orders o set order_status = 'CANCELLED', refunded_total_amount_ore = c.goods + c.tips,
      refunded_tips_amount_ore = c.tips, modified_at = c.at
    from seed_cancellation c where o.id = c.order_id`);
  return returns.length;
}
