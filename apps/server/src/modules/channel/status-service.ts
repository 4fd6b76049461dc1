import { orderStatusChange, orderStatusRefusal, type SettableOrderStatus } from '@bakrom/shared/order-status-rules';
import type { Order } from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TerminalPrincipal } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { publishLiveEvent } from '../live/publish';
import { getOrder } from '../orders/service';
import { hasSignedSale, selectOrderStatusForUpdate, updateOrderStatus } from './status-repository';

/** A paid sale is signed when it is made; the cash-register rules let nothing undo it but a return. */
export const SIGNED_SALE_NOT_CANCELLED =
  'Ordren er betalt og signert som et salg, og et signert salg kan ikke kanselleres. Gjør en retur (refusjon) av ordren i stedet.';

/**
 * Moves an order of the terminal's location on (ORDERED → CONFIRMED → COMPLETED, or CANCELLED before
 * completion) and announces the change to the back office's live streams when it commits. Another
 * merchant's or another location's order is not found (404); a step the rule refuses answers 409; the
 * status it already has changes nothing, so a repeated call is safe. A sale that has been signed is
 * not cancelled (409 SIGNED_SALE): it stays in the X and Z, and a return undoes it. Answers the order as
 * getOrder does.
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
    if (status === 'CANCELLED' && (await hasSignedSale(tx, terminal.merchantId, orderId)))
      throw new HttpError(409, 'SIGNED_SALE', SIGNED_SALE_NOT_CANCELLED);
    await updateOrderStatus(tx, terminal.merchantId, orderId, status, clock.now());
    await publishLiveEvent(tx, { merchantId: terminal.merchantId, kind: 'order.status', orderId, locationId: terminal.locationId });
  });
  return getOrder(db, terminal.merchantId, orderId);
}
