import { sql } from 'drizzle-orm';
import type { MerchantContext } from './context';
import {
  deliveryCity,
  deliveryStreet,
  deliveryZip,
  firstName,
  houseNumber,
  lastName,
  mobileNumber,
  pickByByte,
  pickupOrDeliveryTime,
} from './customer';
import { zReportId } from './settlement';
import type { DbOrTx } from '../db/client';
import { byteOf } from './sql-helpers';

/**
 * Copy the staged sales into the real tables, one INSERT … SELECT per table, in the time order the
 * staging tables already have. Orders, refunds and terminal events of past days get the id of
 * their terminal's Z-report for that business day as they are written; today's stay unsettled.
 */

const ORDER_NOTES = [
  'Ring på når dere er utenfor',
  'Allergisk mot nøtter',
  'Ekstra servietter, takk',
  'Kommer ti minutter senere',
  'Bestikk til fire personer',
];

const byte = (n: number) => byteOf(sql.raw('o.h'), n);

export async function publishOrders(tx: DbOrTx, context: MerchantContext): Promise<void> {
  const { profile } = context;
  const nowTs = sql`${context.now.toISOString()}::timestamptz`;
  const staff = context.staffNames.length ? context.staffNames : ['Kasse'];
  const settledBy = (alias: string) =>
    sql`(case when ${sql.raw(alias)}.business_date < ${context.today}::date then ${zReportId(sql.raw(alias))} end)`;
  await tx.execute(sql`
    insert into orders (id, merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
      total_amount_ore, total_vat_ore, tips_amount_ore, manual_discount_ore, used_points, to_pay_amount_ore,
      refunded_total_amount_ore, refunded_tips_amount_ore, description, pickup_or_delivery_time, pickup_time_option,
      delivery_time_option, mobile_number, name, name_on_doorbell, street, house_number, floor, zip_code, city,
      table_name, served_by, z_report_id, ordered_at, modified_at)
    select o.id, ${profile.id}, o.location_id, o.terminal_id, o.order_number, o.order_type, o.order_status, o.channel,
      o.total_amount, o.total_vat, o.tips, o.manual_discount, o.used_points, o.to_pay,
      o.refunded_total, o.refunded_tips,
      (case when o.sales_point = 'ONLINE' and ${byte(26)} < 20 then ${pickByByte(ORDER_NOTES, 26)} else '' end),
      ${pickupOrDeliveryTime},
      (case when o.order_type = 'PICKUP' and ${byte(18)} < 180 then 'whenFoodIsReady' end),
      (case when o.order_type = 'DELIVERY' and ${byte(18)} < 200 then 'asSoonAsPossible' end),
      (case when o.sales_point = 'ONLINE' then ${mobileNumber} else 'NOT_SET' end),
      (case o.sales_point when 'ONLINE' then ${firstName} || ' ' || ${lastName} when 'KIOSK' then ${firstName} else 'NOT_SET' end),
      (case when o.order_type = 'DELIVERY' then ${lastName} else '' end),
      (case when o.order_type = 'DELIVERY' then ${deliveryStreet} else '' end),
      (case when o.order_type = 'DELIVERY' then ${houseNumber} else '' end),
      (case when o.order_type = 'DELIVERY' and ${byte(25)} % 3 = 0 then (1 + ${byte(25)} % 5)::text else '' end),
      (case when o.order_type = 'DELIVERY' then ${deliveryZip} else '' end),
      (case when o.order_type = 'DELIVERY' then ${deliveryCity} else '' end),
      (case when o.order_type = 'DINE_IN' and o.sales_point <> 'KIOSK' and cardinality(l.table_names) > 0
         then l.table_names[1 + ${byte(27)} % cardinality(l.table_names)] else '' end),
      (case when o.sales_point = 'POS' then ${pickByByte(staff, 28)} else '' end),
      ${settledBy('o')}, o.ordered_at,
      least(${nowTs}, o.ordered_at + (case o.order_status
         when 'COMPLETED' then make_interval(mins => 15 + ${byte(28)} % 30)
         when 'CANCELLED' then interval '3 minutes'
         when 'CONFIRMED' then interval '2 minutes'
         else interval '0 minutes' end))
    from seed_order o
    join seed_location l on l.idx = o.location_idx`);

  await tx.execute(sql`
    insert into order_lines (id, merchant_id, order_id, item_id, category_id, category_name, item_name, item_type,
      variant_name, count, unit_price_ore, discount_percent, vat_rate, gross_amount_ore, vat_amount_ore, refunded_count,
      spicy_level, comment, position)
    select id, ${profile.id}, order_id, item_id, category_id, category_name, item_name, item_type, variant_name, count,
      unit_price, discount_percent, vat_rate, gross_amount, vat_amount, refunded_count, spicy_level, comment, position
    from seed_line`);

  await tx.execute(sql`
    insert into order_line_add_ons (id, merchant_id, order_id, order_line_id, add_on_id, name, count, unit_price_ore,
      vat_rate, gross_amount_ore, vat_amount_ore, refunded_count)
    select id, ${profile.id}, order_id, order_line_id, add_on_id, name, count, unit_price, vat_rate, gross_amount,
      vat_amount, refunded_count
    from seed_line_add_on`);

  await tx.execute(sql`
    insert into order_payments (id, merchant_id, order_id, payment_type, card_type, amount_ore, transaction_id,
      payment_order_id, online_payment_provider, paid_at)
    select id, ${profile.id}, order_id, payment_type, card_type, amount, transaction_id, payment_order_id, provider, paid_at
    from seed_payment`);

  await tx.execute(sql`
    insert into refunds (id, merchant_id, order_id, terminal_id, idempotency_key, amount_ore, tips_amount_ore,
      vat_amount_ore, payment_type, online_payment_provider, status, lines, z_report_id, created_by_user_id, created_at)
    select r.id, ${profile.id}, r.order_id, r.terminal_id, 'refund-' || r.order_id::text, r.amount, r.tips_amount,
      r.vat_amount, r.payment_type, r.provider, 'SUCCEEDED', r.lines, ${settledBy('r')}, ${context.settlingUserId}::uuid,
      r.created_at
    from seed_refund r`);

  await tx.execute(sql`
    insert into terminal_events (id, merchant_id, terminal_id, event_type, amount_ore, order_id, z_report_id, occurred_at)
    select e.id, ${profile.id}, e.terminal_id, e.event_type, e.amount, e.order_id, ${settledBy('e')}, e.occurred_at
    from seed_event e`);
}
