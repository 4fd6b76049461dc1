import { orderStatusChange, orderStatusRefusal, type SettableOrderStatus } from '@bakrom/shared/order-status-rules';
import type { Order } from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TerminalPrincipal } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { publishLiveEvent } from '../live/publish';
import { getOrder } from '../orders/service';
import { selectOrderStatusForUpdate, updateOrderStatus } from './status-repository';

/**
 * Moves an order of the terminal's location on (ORDERED → CONFIRMED → COMPLETED, or CANCELLED before
 * completion) and announces the change to the back office's live streams when it commits. Another
 * merchant's or another location's order is not found (404); a step the rule refuses answers 409; the
 * status it already has changes nothing, so a repeated call is safe. Answers the order as getOrder does.
 */
export async function changeOrderStatus(
  db: Db,
  clock: Clock,
  terminal: TerminalPrincipal,
  orderId: string,
  status: SettableOrderStatus,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const current = await selectOrderStatusForUpdate(tx, terminal.merchantId, terminal.locationId, orderId);
    if (!current) throw notFound('Fant ikke ordren.');
    const outcome = orderStatusChange(current, status);
    if (outcome === 'refused') throw new HttpError(409, 'STATUS_NOT_ALLOWED', orderStatusRefusal(current, status));
    if (outcome === 'unchanged') return;
    await updateOrderStatus(tx, terminal.merchantId, orderId, status, clock.now());
    await publishLiveEvent(tx, { merchantId: terminal.merchantId, kind: 'order.status', orderId, locationId: terminal.locationId });
  });
  return getOrder(db, terminal.merchantId, orderId);
}
