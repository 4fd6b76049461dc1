import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@bakrom/shared/enums';
import { orders, terminals } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';

/**
 * The order's status if it is the merchant's and the location's, its row locked until the transaction
 * ends so that two status calls of one order run one after the other; undefined otherwise.
 */
export async function selectOrderStatusForUpdate(
  tx: DbOrTx,
  merchantId: string,
  locationId: string,
  orderId: string,
): Promise<OrderStatus | undefined> {
  const [row] = await tx
    .select({ orderStatus: orders.orderStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId), eq(orders.locationId, locationId)))
    .for('update');
  return row?.orderStatus as OrderStatus | undefined;
}

export async function updateOrderStatus(tx: DbOrTx, merchantId: string, orderId: string, status: OrderStatus, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ orderStatus: status, modifiedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)));
}

/**
 * Shares the terminal's row until the transaction ends (FOR KEY SHARE, as the foreign key of a refund
 * written for it takes it), before any order row is locked: a Z-report of the terminal, which locks the
 * terminal's row and then its unsettled orders, runs before or after a cancellation, never across it.
 */
export async function shareTerminalRow(tx: DbOrTx, terminalId: string): Promise<void> {
  await tx.select({ id: terminals.id }).from(terminals).where(eq(terminals.id, terminalId)).for('key share');
}
