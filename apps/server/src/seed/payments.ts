import { sql } from 'drizzle-orm';
import type { MerchantContext } from './context';
import type { DbOrTx } from '../db/client';
import { roundDiv, timeOrderedUuid } from './sql-helpers';

/**
 * Stage payments: every order that is not cancelled is paid in full. Online orders pay through the
 * location's provider (Dintero or Swedbank Pay), card and wallet payments at the till or kiosk go
 * through SoftPay, cash through no provider. About 5 % of till orders are split between cash and
 * a second method. `brutto` and `vat` are the payment's share of the goods (tips excluded), for
 * the report counters.
 */
export async function stagePayments(tx: DbOrTx, context: MerchantContext): Promise<void> {
  const nowTs = sql`${context.now.toISOString()}::timestamptz`;
  const tipsShare = roundDiv(sql`p.tips * p.amount`, sql`p.to_pay`);
  await tx.execute(sql`
    create temp table seed_payment on commit drop as
    with parts as (
      select o.id as order_id, o.terminal_id, o.business_date, o.location_idx, o.sales_point, o.ordered_at, o.h, o.provider as location_provider,
        o.tips, o.to_pay, o.total_amount, o.total_vat, o.card_scheme, part,
        (case when not (o.split and o.to_pay >= 2) then o.payment_type
              when part = 1 then 'CASH'
              when o.payment_type = 'CASH' then 'BANK_AXEPT' else o.payment_type end) as payment_type,
        (case when not (o.split and o.to_pay >= 2) then o.to_pay
              else greatest(1, least(o.to_pay - 1, round(o.to_pay * (30 + get_byte(o.h, 2) % 41) / 100.0)::bigint))
              end) as first_amount
      from seed_order o
      cross join generate_series(1, 2) as part
      where o.order_status <> 'CANCELLED' and o.to_pay > 0 and (part = 1 or (o.split and o.to_pay >= 2))
    ), paid as materialized (
      select parts.*,
        (case when part = 1 then first_amount else to_pay - first_amount end) as amount,
        (case when payment_type = 'CASH' then 'NOT_ANY'
              when sales_point = 'ONLINE' then location_provider
              else 'SOFTPAY' end) as provider,
        encode(sha256(convert_to(h::text || ':pay:' || part::text, 'UTF8')), 'hex') as ph
      from parts
    )
    select ${timeOrderedUuid(sql`p.ordered_at`, sql`p.ph`)} as id, p.order_id, p.terminal_id, p.business_date, p.payment_type,
      (case when p.payment_type = 'CARD' then p.card_scheme end) as card_type,
      p.amount, p.provider,
      (case p.provider
         when 'DINTERO' then l.dintero_account || '.' || substr(p.ph, 1, 26)
         when 'SWEDBANK_PAY' then (40000000000 + ('x' || substr(p.ph, 1, 8))::bit(32)::bigint)::text
         when 'SOFTPAY' then 'SP' || upper(substr(p.ph, 1, 18))
       end) as transaction_id,
      (case when p.provider = 'SWEDBANK_PAY' then '/psp/paymentorders/' ||
         substr(p.ph, 1, 8) || '-' || substr(p.ph, 9, 4) || '-4' || substr(p.ph, 14, 3) || '-a' || substr(p.ph, 18, 3) || '-' || substr(p.ph, 21, 12)
       end) as payment_order_id,
      least(${nowTs}, p.ordered_at + make_interval(secs => (case when p.sales_point = 'ONLINE' then 20 else 90 end) + part * 30)) as paid_at,
      (p.amount - ${tipsShare}) as brutto,
      (case when p.total_amount > 0 then ${roundDiv(sql`p.total_vat * (p.amount - ${tipsShare})`, sql`p.total_amount`)} else 0 end) as vat
    from paid p
    join seed_location l on l.idx = p.location_idx`);
  await tx.execute(sql`analyze seed_payment`);
}
