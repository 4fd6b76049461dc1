import { orderStatusChange, orderStatusRefusal, type SettableOrderStatus } from '@bakrom/shared/order-status-rules';
import type { Order } from '@bakrom/shared/schemas/orders';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TerminalPrincipal } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { recordJournalEvents } from '../journal/service';
import { publishLiveEvent } from '../live/publish';
import { getOrder } from '../orders/service';
import { recordCancellation } from '../refunds/cancellation-service';
import type { TransactionSigner } from '../saft/signing-service';
import { selectOrderStatusForUpdate, shareTerminalRow, updateOrderStatus } from './status-repository';

/**
 * Moves an order of the terminal's location on (ORDERED → CONFIRMED → COMPLETED, or CANCELLED before
 * completion) and announces the change to the back office's live streams when it commits. Another
 * merchant's or another location's order is not found (404); a step the rule refuses answers 409; the
 * status it already has changes nothing, so a repeated call is safe. A cancellation is journalled in the
 * same transaction; a signed sale is never undone: its cancellation records a signed return of the whole
 * sale on this terminal, which its X and Z count under returns (recordCancellation), or is refused (409)
 * when that return cannot be made. Answers the order as getOrder does.
 */
export async function changeOrderStatus(
  db: Db,
  clock: Clock,
  signer: TransactionSigner,
  terminal: TerminalPrincipal,
  orderId: string,
  status: SettableOrderStatus,
): Promise<Order> {
  await db.transaction(async (tx) => {
    // A cancellation writes a refund of this terminal: its row is shared first, as a settlement locks it first.
    if (status === 'CANCELLED') await shareTerminalRow(tx, terminal.terminalId);
    const current = await selectOrderStatusForUpdate(tx, terminal.merchantId, terminal.locationId, orderId);
    if (!current) throw notFound('Fant ikke ordren.');
    const outcome = orderStatusChange(current, status);
    if (outcome === 'refused') throw new HttpError(409, 'STATUS_NOT_ALLOWED', orderStatusRefusal(current, status));
    if (outcome === 'unchanged') return;
    const journal = status === 'CANCELLED' ? await recordCancellation(tx, { signer, clock }, terminal, orderId) : [];
    await updateOrderStatus(tx, terminal.merchantId, orderId, status, clock.now());
    await publishLiveEvent(tx, { merchantId: terminal.merchantId, kind: 'order.status', orderId, locationId: terminal.locationId });
    // The journal's lock last: from its append on, the merchant's other journal writes wait for this commit.
    await recordJournalEvents(tx, terminal.merchantId, journal);
  });
  return getOrder(db, terminal.merchantId, orderId);
}
