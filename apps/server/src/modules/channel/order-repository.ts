import { and, eq, sql } from 'drizzle-orm';
import type { PricedOrder } from '@bakrom/shared/order-pricing';
import type { OrderChannel, OrderStatus, OrderType, PaymentType, OnlinePaymentProvider } from '@bakrom/shared/enums';
import { queryRows, type Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { journalAppendCall, type EntryToAppend } from '../journal/append-call';
import { CURSOR_SQL } from '../live/cursor';
import { liveNotification } from '../live/publish';

/** An order stored through the channel API: its id and the hash of the request that stored it. */
export interface StoredReference {
  id: string;
  requestHash: string | null;
}

/** The order the terminal stored under its channel reference, if any. */
export async function findByReference(
  db: Db,
  merchantId: string,
  terminalId: string,
  reference: string,
): Promise<StoredReference | undefined> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.channelRequestHash })
    .from(orders)
    .where(and(eq(orders.terminalId, terminalId), eq(orders.channelReference, reference), eq(orders.merchantId, merchantId)));
  return row;
}

export interface NewChannelOrder {
  id: string;
  merchantId: string;
  locationId: string;
  terminalId: string;
  orderType: OrderType;
  orderStatus: OrderStatus;
  channel: OrderChannel;
  priced: PricedOrder;
  pickupTime: Date | null;
  name: string;
  mobileNumber: string;
  tableName: string;
  channelReference: string;
  requestHash: string;
  payments: { type: PaymentType; amount: number; transactionId: string | null; provider: OnlinePaymentProvider; cardType: string | null }[];
  now: Date;
}

/**
 * Writes the order, in one statement, under the merchant's next order number, with its lines, add-on
 * lines and payments, unless the terminal has stored an order under the reference meanwhile. The
 * order-number counter stays locked until the commit, so orders of a merchant are numbered one after
 * the other, without a gap, whatever the number of server instances. Answers whether it wrote.
 */
export async function insertChannelOrder(tx: Db, order: NewChannelOrder): Promise<boolean> {
  const { merchantId, priced, now } = order;
  const orderId = order.id;
  const lines = priced.lines.map((line, position) => ({ ...line, id: crypto.randomUUID(), position }));
  const addOns = lines.flatMap((line) => line.addOns.map((addOn) => ({ ...addOn, orderLineId: line.id })));
  const payments = order.payments;
  const json = (value: unknown) => JSON.stringify(value);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with number as (
      insert into order_number_counters (merchant_id, last_order_number)
      values (${merchantId}, coalesce((select o.order_number from orders o where o.merchant_id = ${merchantId}
        order by o.order_number desc limit 1), 0) + 1)
      on conflict (merchant_id) do update
        set last_order_number = greatest(order_number_counters.last_order_number + 1, excluded.last_order_number)
      returning last_order_number
    ), new_order as (
      insert into orders (id, merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
        total_amount_ore, total_vat_ore, tips_amount_ore, used_points, to_pay_amount_ore, pickup_or_delivery_time,
        pickup_time_option, delivery_time_option, name, mobile_number, table_name, channel_reference, channel_request_hash,
        ordered_at, modified_at)
      select ${orderId}::uuid, ${merchantId}, ${order.locationId}::uuid, ${order.terminalId}::uuid,
        number.last_order_number,
        ${order.orderType}, ${order.orderStatus}, ${order.channel}, ${priced.totalAmount}, ${priced.totalVat}, ${priced.tipsAmount},
        ${priced.usedPoints}, ${priced.toPayAmount}, ${order.pickupTime?.toISOString() ?? null}::timestamptz,
        ${order.orderType === 'PICKUP' && !order.pickupTime ? 'whenFoodIsReady' : null},
        ${order.orderType === 'DELIVERY' && !order.pickupTime ? 'asSoonAsPossible' : null},
        ${order.name}, ${order.mobileNumber}, ${order.tableName}, ${order.channelReference}, ${order.requestHash},
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from number
      where not exists (
        select 1 from orders o where o.terminal_id = ${order.terminalId}::uuid and o.channel_reference = ${order.channelReference}
      )
      returning id
    ), new_lines as (
      insert into order_lines (id, merchant_id, order_id, item_id, category_id, category_name, item_name, item_type, variant_name,
        count, unit_price_ore, discount_percent, vat_rate, gross_amount_ore, vat_amount_ore, comment, position)
      select l.id, ${merchantId}, new_order.id, l."itemId", l."categoryId", l."categoryName", l."itemName", l."itemType", l."variantName",
        l.count, l."unitPrice", l."discountPercent", l."vatRate", l."grossAmount", l."vatAmount", l.comment, l.position
      from new_order, json_to_recordset(${json(lines)}::json) as l(id uuid, "itemId" uuid, "categoryId" uuid, "categoryName" text,
        "itemName" text, "itemType" text, "variantName" text, count int, "unitPrice" bigint, "discountPercent" numeric,
        "vatRate" numeric, "grossAmount" bigint, "vatAmount" bigint, comment text, position int)
    ), new_add_ons as (
      insert into order_line_add_ons (merchant_id, order_id, order_line_id, add_on_id, name, count, unit_price_ore, vat_rate,
        gross_amount_ore, vat_amount_ore)
      select ${merchantId}, new_order.id, a."orderLineId", a."addOnId", a.name, a.count, a."unitPrice", a."vatRate",
        a."grossAmount", a."vatAmount"
      from new_order, json_to_recordset(${json(addOns)}::json) as a("orderLineId" uuid, "addOnId" uuid, name text, count int,
        "unitPrice" bigint, "vatRate" numeric, "grossAmount" bigint, "vatAmount" bigint)
    ), new_payments as (
      insert into order_payments (merchant_id, order_id, payment_type, card_type, amount_ore, transaction_id, online_payment_provider, paid_at)
      select ${merchantId}, new_order.id, p.type, p."cardType", p.amount, p."transactionId", p.provider, ${now.toISOString()}::timestamptz
      from new_order, json_to_recordset(${json(payments)}::json) as p(type text, "cardType" text, amount bigint, "transactionId" text,
        provider text)
    )
    select id::text from new_order`,
  );
  return rows.length > 0;
}

/**
 * The stored order's journal entries appended and its announcement to the back office on commit, in
 * one statement: the transaction's last, since the merchant's journal head stays locked until the commit.
 */
export async function journalAndAnnounce(
  tx: Db,
  order: { id: string; merchantId: string; locationId: string },
  journal: EntryToAppend[],
): Promise<void> {
  const event = { merchantId: order.merchantId, kind: 'order.created' as const, orderId: order.id, locationId: order.locationId };
  await tx.execute(
    sql`select ${journalAppendCall(order.merchantId, journal)}, ${liveNotification(event, CURSOR_SQL)}
      from orders o where o.id = ${order.id}::uuid and o.merchant_id = ${order.merchantId}`,
  );
}
