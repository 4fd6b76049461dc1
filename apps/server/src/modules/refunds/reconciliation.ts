import type { RefundOutcome } from '../payments/index';
import { providerCallFor, providerRequest } from './provider-call';
import { recordOutcome, settleAttempt } from './refund-completion';
import { staleAttemptSeconds, type RefundContext } from './refund-context';
import { REFUND_MESSAGES, refundConflict, refundUnconfirmed } from './refund-errors';
import { findOrder, findRefund, findStalePendingRefund, lockStaleRefund, markUnknown, startAttempt, type RefundRow } from './repository';

/**
 * What `reconcile` did with a refund: SUCCEEDED or FAILED (settled now), PENDING (the provider could not
 * say; asked again next round), or BUSY (not taken: another attempt or instance holds it, or it is no
 * longer PENDING).
 */
export type ReconcileResult = 'SUCCEEDED' | 'FAILED' | 'PENDING' | 'BUSY';

/**
 * Resolves a PENDING refund whose attempt is over, by asking the provider with its reference; one
 * instance at a time (the row is taken under `for update skip locked`, then marked CALLING).
 */
export async function reconcile(context: RefundContext, refundId: string): Promise<ReconcileResult> {
  const { db, log } = context;
  const taken = await db.transaction(async (tx) => {
    const locked = await lockStaleRefund(tx, refundId, staleAttemptSeconds(context));
    if (!locked) return undefined;
    const refund = await startAttempt(tx, refundId);
    return refund && { refund, outlived: locked.outlived, sentAt: locked.refund.attemptStartedAt };
  });
  if (!taken) return 'BUSY';
  const { refund, outlived, sentAt } = taken;
  const order = await findOrder(db, refund.merchantId, refund.orderId);
  const provider = order && (await providerCallFor(context, refund, order.locationId));
  if (!order || !provider) {
    await markUnknown(db, refund.id, 'ingen konto hos betalingsleverandøren', sentAt);
    log.warn({ refundId: refund.id, orderId: refund.orderId }, 'refund not checked: no account at the payment provider');
    return 'PENDING';
  }
  const known = await provider.lookup(providerRequest(refund, order.orderNumber));
  log.info(
    { refundId: refund.id, orderId: refund.orderId, lookup: known.status, outlived },
    'asked the payment provider about a refund whose outcome was unknown',
  );
  const status = await recordOutcome(context, refund, known.status === 'NOT_FOUND' ? notFoundOutcome(outlived) : known, null, sentAt);
  return status === 'UNKNOWN' ? 'PENDING' : status;
}

/** No refund with our reference: it did not happen, once no attempt can still reach the provider. */
function notFoundOutcome(outlived: boolean): RefundOutcome {
  if (outlived) return { status: 'FAILED', reason: 'betalingsleverandøren har ingen refusjon med vår referanse' };
  return { status: 'UNKNOWN', reason: 'betalingsleverandøren har ingen refusjon med vår referanse ennå' };
}

/**
 * Before a new refund of an order: a PENDING refund of it whose attempt is over is resolved first.
 * Succeeded: the order is refunded (409). Still unknown: 409 while it is checked. Failed: go on.
 */
export async function resolveStaleRefundOf(context: RefundContext, merchantId: string, orderId: string): Promise<void> {
  const stale = await findStalePendingRefund(context.db, merchantId, orderId, staleAttemptSeconds(context));
  if (!stale) return;
  await reconcile(context, stale.id);
  const now = await findRefund(context.db, stale.id);
  if (now?.status === 'SUCCEEDED') throw refundConflict('ALREADY_REFUNDED', REFUND_MESSAGES.refundedAfterCheck);
  if (now?.status === 'PENDING') throw refundConflict('REFUND_IN_PROGRESS', REFUND_MESSAGES.beingChecked);
}

/** A later attempt of a PENDING refund whose earlier attempt ended without an answer (this request holds it): ask first. */
export async function resolveUnconfirmed(context: RefundContext, refund: RefundRow, userId: string): Promise<'SUCCEEDED'> {
  const { db, log } = context;
  const order = await findOrder(db, refund.merchantId, refund.orderId);
  const provider = order && (await providerCallFor(context, refund, order.locationId));
  if (!order || !provider) {
    await markUnknown(db, refund.id, 'ingen konto hos betalingsleverandøren');
    throw refundUnconfirmed();
  }
  const request = providerRequest(refund, order.orderNumber);
  const known = await provider.lookup(request);
  log.info(
    { refundId: refund.id, orderId: refund.orderId, lookup: known.status },
    'asked the payment provider about an unconfirmed refund',
  );
  if (known.status !== 'NOT_FOUND') return settleAttempt(context, refund, known, userId);
  // The provider has no refund with our reference: send it now, with the same reference.
  return settleAttempt(context, refund, await provider.send(request), userId);
}
