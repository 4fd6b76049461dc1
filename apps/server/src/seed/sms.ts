import { sql } from 'drizzle-orm';
import type { MerchantContext } from './context';
import { deliveryStreet, firstName, houseNumber, pickupOrDeliveryTime } from './customer';
import { smsSegments } from '@bakrom/shared/sms';
import { queryRows, type DbOrTx } from '../db/client';
import { timeOrderedUuid } from './sql-helpers';

/**
 * SMS history written set-based from the staged orders: order confirmations for about half of the
 * online orders, "food ready" for a third of the online pickups, and one-time codes when app users
 * register. The segments each SMS was billed for are counted by the one rule of the product
 * (`smsSegments`: GSM-7 160/153 septets, UCS-2 70/67 units), over the distinct texts once written.
 */
export async function seedSmsMessages(tx: DbOrTx, context: MerchantContext): Promise<void> {
  const { profile } = context;
  const nowTs = sql`${context.now.toISOString()}::timestamptz`;
  const trackingUrl = `https://${profile.webshopHost}/ordre/`;
  const brand = profile.name.replace(/ AS$/, '');
  await tx.execute(sql`
    insert into sms_messages (id, merchant_id, location_id, message_type, message, sms_count, sent_at, message_id, order_id)
    select ${timeOrderedUuid(sql`m.sent_at`, sql`md5(m.order_id::text || m.message_type)`)}, ${profile.id}, m.location_id,
      m.message_type, m.message, ceil(length(m.message) / 160.0)::int, m.sent_at,
      'SM' || substr(md5(m.order_id::text || m.message_type), 1, 30), m.linked_order_id
    from (
      select o.location_id, o.id as order_id, o.id as linked_order_id, 'ORDER_CONFIRMATION' as message_type,
        o.ordered_at + interval '1 minute' as sent_at,
        'Hei ' || ${firstName} || '! Takk for bestillingen hos ' || l.name || '. Ordrenummer ' || o.order_number || '. '
          || (case o.order_type
                when 'PICKUP' then 'Maten er klar til henting ca. kl. ' || to_char(${pickupOrDeliveryTime} at time zone 'Europe/Oslo', 'HH24:MI') || ' i ' || l.street || '.'
                when 'DELIVERY' then 'Vi leverer til ' || ${deliveryStreet} || ' ' || ${houseNumber} || ' ca. kl. ' || to_char(${pickupOrDeliveryTime} at time zone 'Europe/Oslo', 'HH24:MI') || '.'
                else 'Maten serveres ved bordet.' end)
          || ' Følg ordren: ' || ${trackingUrl}::text || o.order_number as message
      from seed_order o
      join seed_location l on l.idx = o.location_idx
      where o.sales_point = 'ONLINE' and o.order_status <> 'CANCELLED' and (get_byte(o.h, 18) + get_byte(o.h, 25)) % 256 < 128
      union all
      select o.location_id, o.id, o.id, 'FOOD_READY', ${pickupOrDeliveryTime},
        'Hei ' || ${firstName} || '! Ordre ' || o.order_number || ' er klar til henting hos ' || l.name || ', ' || l.street || '. Velkommen!'
      from seed_order o
      join seed_location l on l.idx = o.location_idx
      where o.sales_point = 'ONLINE' and o.order_type = 'PICKUP' and o.order_status = 'COMPLETED'
        and (get_byte(o.h, 19) + get_byte(o.h, 26)) % 256 < 85
      union all
      select o.location_id, o.id, null::uuid, 'USER_REGISTRATION', o.ordered_at - interval '6 minutes',
        'Din engangskode for ' || ${brand}::text || ' er ' || lpad(((get_byte(o.h, 20) * 256 + get_byte(o.h, 27)) % 1000000)::text, 6, '0')
          || '. Koden er gyldig i 10 minutter. Ikke del koden med andre.'
      from seed_order o
      where o.channel in ('APP_IOS', 'APP_ANDROID') and (get_byte(o.h, 20) + get_byte(o.h, 27)) % 256 < 40
    ) as m
    where m.sent_at <= ${nowTs}`);
  await countSegments(tx, context.profile.id);
}

/** Sets sms_count of the merchant's messages to `smsSegments` of their text, in one statement. */
async function countSegments(tx: DbOrTx, merchantId: string): Promise<void> {
  const texts = await queryRows<{ message: string; stored: number }>(
    tx,
    sql`select message, min(sms_count)::int as stored from sms_messages where merchant_id = ${merchantId} group by message`,
  );
  const counted = texts
    .map(({ message, stored }) => ({ message, stored, segments: smsSegments(message) }))
    .filter(({ stored, segments }) => stored !== segments)
    .map(({ message, segments }) => ({ message, segments }));
  if (counted.length === 0) return;
  await tx.execute(sql`
    update sms_messages s set sms_count = c.segments
    from jsonb_to_recordset(${JSON.stringify(counted)}::jsonb) as c(message text, segments int)
    where s.merchant_id = ${merchantId} and s.message = c.message`);
}
