import type { DbOrTx } from '../../db/client';
import type { RefundOutcome } from '../payments/index';
import { JOURNAL_EVENT, JOURNAL_TEXT, recordJournalEvents } from '../journal/service';
import { publishLiveEvent } from '../live/publish';
import type { RefundContext } from './refund-context';
import { refundFailed, refundUnconfirmed } from './refund-errors';
import { refundedCounts, selectionOf } from './refund-plan';
import { applyRefundToOrder, findOrder, markFailed, markSucceeded, markUnknown, writeAudit, type RefundRow } from './repository';

/**
 * A refund made, in the transaction that completes it: the signed return of its terminal, the order's
 * refunded figures, the audit record, the live event and the journal's return receipt.
 */
export async function recordSuccess(context: RefundContext, tx: DbOrTx, refund: RefundRow, userId: string | null): Promise<void> {
  const { signer, clock } = context;
  const selection = selectionOf(refund);
  // Signed first (the terminal's chain locked before the order's figures change, as a sale takes it
  // before its order number); a return's amounts are the goods refunded (tips are not sales), negative.
  const goods = refund.amount - refund.tipsAmount;
  const signed = await signer.sign(tx, {
    merchantId: refund.merchantId,
    terminalId: refund.terminalId,
    kind: 'RETURN',
    orderId: refund.orderId,
    refundId: refund.id,
    at: refund.completedAt ?? clock.now(),
    amountWithVat: -goods,
    amountWithoutVat: -(goods - refund.vatAmount),
  });
  const { perLine, perAddOn } = refundedCounts(selection.lines);
  // What the audit record and the journal's return receipt say of the refund.
  const figures = {
    amount: refund.amount,
    tipsAmount: refund.tipsAmount,
    vatAmount: refund.vatAmount,
    paymentType: refund.paymentType,
    provider: refund.onlinePaymentProvider,
    providerReference: refund.providerReference,
  };
  await applyRefundToOrder(tx, refund, perLine, perAddOn);
  await writeAudit(tx, {
    merchantId: refund.merchantId,
    userId: userId ?? refund.createdByUserId,
    action: 'REFUND',
    orderId: refund.orderId,
    details: { refundId: refund.id, ...figures, units: selection.lines.length },
  });
  // Open back-office tabs show the refund at once.
  const order = await findOrder(tx, refund.merchantId, refund.orderId);
  if (order)
    await publishLiveEvent(tx, { merchantId: refund.merchantId, kind: 'order.status', orderId: order.id, locationId: order.locationId });
  await recordJournalEvents(tx, refund.merchantId, [
    {
      terminalId: refund.terminalId,
      userId: userId ?? refund.createdByUserId,
      eventCode: JOURNAL_EVENT.returnReceipt,
      description: JOURNAL_TEXT.returnReceipt,
      payload: {
        refundId: refund.id,
        orderId: refund.orderId,
        ...figures,
        lines: refund.lines,
        signature: { nr: signed.nr, keyVersion: signed.keyVersion },
      },
      occurredAt: refund.completedAt ?? clock.now(),
    },
  ]);
}

/** Marks a PENDING refund SUCCEEDED under the order's lock and records it; nothing when it is no longer PENDING. */
async function completeSucceeded(
  context: RefundContext,
  refund: RefundRow,
  providerReference: string | null,
  userId: string | null,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    await findOrder(tx, refund.merchantId, refund.orderId, { lock: true });
    const done = await markSucceeded(tx, refund.id, providerReference, context.clock.now());
    if (!done) return;
    await recordSuccess(context, tx, done, userId);
  });
}

/** Marks a PENDING refund FAILED with the audit record and the journal's note of the refused attempt. */
export async function completeFailed(context: RefundContext, refund: RefundRow, reason: string, userId: string | null): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const done = await markFailed(tx, refund.id, reason, now);
    if (!done) return;
    await writeAudit(tx, {
      merchantId: refund.merchantId,
      userId: userId ?? refund.createdByUserId,
      action: 'REFUND_FAILED',
      orderId: refund.orderId,
      details: { refundId: refund.id, amount: refund.amount, provider: refund.onlinePaymentProvider, reason },
    });
    await recordJournalEvents(tx, refund.merchantId, [
      {
        terminalId: refund.terminalId,
        userId: userId ?? refund.createdByUserId,
        eventCode: JOURNAL_EVENT.other,
        description: 'Refusjon forsøkt, avvist',
        payload: { refundId: refund.id, orderId: refund.orderId, amount: refund.amount, provider: refund.onlinePaymentProvider, reason },
        occurredAt: now,
      },
    ]);
  });
}

/**
 * Records an attempt's outcome. An unknown one leaves the refund PENDING (UNKNOWN), its last sending
 * attempt's start put back to `sentAt` when given (the attempt only asked).
 */
export async function recordOutcome(
  context: RefundContext,
  refund: RefundRow,
  outcome: RefundOutcome,
  userId: string | null,
  sentAt?: Date | null,
): Promise<RefundOutcome['status']> {
  const { db, log } = context;
  const where = { refundId: refund.id, orderId: refund.orderId, provider: refund.onlinePaymentProvider, amount: refund.amount };
  if (outcome.status === 'SUCCEEDED') {
    try {
      await completeSucceeded(context, refund, outcome.providerReference, userId);
    } catch (error) {
      // The money moved but could not be recorded: the next attempt finds it at the provider at once.
      await markUnknown(db, refund.id, 'refusjonen ble gjort, men kunne ikke lagres', sentAt).catch(() => undefined);
      throw error;
    }
    log.info({ ...where, providerReference: outcome.providerReference }, 'refund succeeded');
    return 'SUCCEEDED';
  }
  if (outcome.status === 'FAILED') {
    await completeFailed(context, refund, outcome.reason, userId);
    log.warn({ ...where, reason: outcome.reason }, 'refund refused by the payment provider');
    return 'FAILED';
  }
  await markUnknown(db, refund.id, outcome.reason, sentAt);
  log.warn({ ...where, reason: outcome.reason }, 'refund outcome unknown; the provider is asked again');
  return 'UNKNOWN';
}

/** Records an attempt's outcome and answers it: SUCCEEDED, or 502 when refused and 504 when unknown. */
export async function settleAttempt(
  context: RefundContext,
  refund: RefundRow,
  outcome: RefundOutcome,
  userId: string | null,
): Promise<'SUCCEEDED'> {
  const status = await recordOutcome(context, refund, outcome, userId);
  if (status === 'SUCCEEDED') return 'SUCCEEDED';
  throw status === 'FAILED' ? refundFailed() : refundUnconfirmed();
}
