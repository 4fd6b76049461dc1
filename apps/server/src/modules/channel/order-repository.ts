import { and, eq, sql } from 'drizzle-orm';
import type { PricedOrder } from '@bakrom/shared/order-pricing';
import type { OrderChannel, OrderStatus, OrderType, PaymentType, OnlinePaymentProvider } from '@bakrom/shared/enums';
import { queryRows, type Db } from '../../db/client';
import { orderLineAddOns, orderLines, orderPayments, orders } from '../../db/schema/index';

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

/**
 * Under the order-number lock: the order already stored under the reference (a repeat that arrived
 * meanwhile), and the merchant's next order number (read from the unique index, newest first).
 */
export async function referenceAndNextNumber(
  tx: Db,
  merchantId: string,
  terminalId: string,
  reference: string,
): Promise<{ existing: StoredReference | undefined; nextNumber: number }> {
  const [row] = await queryRows<{ id: string | null; request_hash: string | null; next_number: number }>(
    tx,
    sql`select
      (select o.id::text from orders o where o.terminal_id = ${terminalId}::uuid and o.channel_reference = ${reference} and o.merchant_id = ${merchantId}) as id,
      (select o.channel_request_hash from orders o where o.terminal_id = ${terminalId}::uuid and o.channel_reference = ${reference} and o.merchant_id = ${merchantId}) as request_hash,
      coalesce((select o.order_number from orders o where o.merchant_id = ${merchantId} order by o.order_number desc limit 1), 0)::int + 1 as next_number`,
  );
  return {
    existing: row?.id ? { id: row.id, requestHash: row.request_hash } : undefined,
    nextNumber: Number(row!.next_number),
  };
}

export interface NewChannelOrder {
  merchantId: string;
  locationId: string;
  terminalId: string;
  orderNumber: number;
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

/** Writes the order with its lines, add-on lines and payments; answers its id. */
export async function insertChannelOrder(tx: Db, order: NewChannelOrder): Promise<string> {
  const { merchantId, priced, now } = order;
  const orderId = crypto.randomUUID();
  await tx.insert(orders).values({
    id: orderId,
    merchantId,
    locationId: order.locationId,
    terminalId: order.terminalId,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    channel: order.channel,
    totalAmount: priced.totalAmount,
    totalVat: priced.totalVat,
    tipsAmount: priced.tipsAmount,
    usedPoints: priced.usedPoints,
    toPayAmount: priced.toPayAmount,
    pickupOrDeliveryTime: order.pickupTime,
    pickupTimeOption: order.orderType === 'PICKUP' && !order.pickupTime ? 'whenFoodIsReady' : null,
    deliveryTimeOption: order.orderType === 'DELIVERY' && !order.pickupTime ? 'asSoonAsPossible' : null,
    name: order.name,
    mobileNumber: order.mobileNumber,
    tableName: order.tableName,
    channelReference: order.channelReference,
    channelRequestHash: order.requestHash,
    orderedAt: now,
    modifiedAt: now,
  });
  const lines = priced.lines.map((line, position) => ({ id: crypto.randomUUID(), line, position }));
  await tx.insert(orderLines).values(
    lines.map(({ id, line, position }) => ({
      id,
      merchantId,
      orderId,
      itemId: line.itemId,
      categoryId: line.categoryId,
      categoryName: line.categoryName,
      itemName: line.itemName,
      itemType: line.itemType,
      variantName: line.variantName,
      count: line.count,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      vatRate: line.vatRate,
      grossAmount: line.grossAmount,
      vatAmount: line.vatAmount,
      comment: line.comment,
      position,
    })),
  );
  const addOns = lines.flatMap(({ id, line }) =>
    line.addOns.map((addOn) => ({
      merchantId,
      orderId,
      orderLineId: id,
      addOnId: addOn.addOnId,
      name: addOn.name,
      count: addOn.count,
      unitPrice: addOn.unitPrice,
      vatRate: addOn.vatRate,
      grossAmount: addOn.grossAmount,
      vatAmount: addOn.vatAmount,
    })),
  );
  if (addOns.length > 0) await tx.insert(orderLineAddOns).values(addOns);
  if (order.payments.length > 0) {
    await tx.insert(orderPayments).values(
      order.payments.map((payment) => ({
        merchantId,
        orderId,
        paymentType: payment.type,
        cardType: payment.cardType,
        amount: payment.amount,
        transactionId: payment.transactionId,
        onlinePaymentProvider: payment.provider,
        paidAt: now,
      })),
    );
  }
  return orderId;
}
