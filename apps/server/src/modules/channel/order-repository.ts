import { and, eq, sql } from 'drizzle-orm';
import type { PricedOrder } from '@bakrom/shared/order-pricing';
import type { OrderChannel, OrderStatus, OrderType, PaymentType, OnlinePaymentProvider } from '@bakrom/shared/enums';
import { queryRows, type Db } from '../../db/client';
import { orders } from '../../db/schema/index';

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

/**
 * Takes the merchant's order-number lock until the transaction ends: orders of one merchant are
 * numbered one after the other, gap-free, whatever the number of server instances.
 */
export async function lockOrderNumbers(tx: Db, merchantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('order-number'), hashtext(${merchantId}))`);
}

export interface NewChannelOrder {
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
 * Under the order-number lock: writes the order under the merchant's next order number (read from the
 * unique index, newest first) with its lines, add-on lines and payments, in one statement, unless the
 * terminal has stored an order under the reference meanwhile. Answers the new order's id, or undefined
 * when the reference was taken (nothing written).
 */
export async function insertChannelOrder(tx: Db, order: NewChannelOrder): Promise<string | undefined> {
  const { merchantId, priced, now } = order;
  const orderId = crypto.randomUUID();
  const lines = priced.lines.map((line, position) => ({ ...line, id: crypto.randomUUID(), position }));
  const addOns = lines.flatMap((line) => line.addOns.map((addOn) => ({ ...addOn, orderLineId: line.id })));
  const payments = order.payments;
  const json = (value: unknown) => JSON.stringify(value);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with new_order as (
      insert into orders (id, merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
        total_amount_ore, total_vat_ore, tips_amount_ore, used_points, to_pay_amount_ore, pickup_or_delivery_time,
        pickup_time_option, delivery_time_option, name, mobile_number, table_name, channel_reference, channel_request_hash,
        ordered_at, modified_at)
      select ${orderId}::uuid, ${merchantId}, ${order.locationId}::uuid, ${order.terminalId}::uuid,
        coalesce((select o.order_number from orders o where o.merchant_id = ${merchantId} order by o.order_number desc limit 1), 0) + 1,
        ${order.orderType}, ${order.orderStatus}, ${order.channel}, ${priced.totalAmount}, ${priced.totalVat}, ${priced.tipsAmount},
        ${priced.usedPoints}, ${priced.toPayAmount}, ${order.pickupTime?.toISOString() ?? null}::timestamptz,
        ${order.orderType === 'PICKUP' && !order.pickupTime ? 'whenFoodIsReady' : null},
        ${order.orderType === 'DELIVERY' && !order.pickupTime ? 'asSoonAsPossible' : null},
        ${order.name}, ${order.mobileNumber}, ${order.tableName}, ${order.channelReference}, ${order.requestHash},
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
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
  return rows[0]?.id;
}
