import { randomUUID } from 'node:crypto';
import type { SessionContext } from '../../http/access';
import { isUniqueViolation } from '../../http/database-errors';
import { notFound } from '../../http/errors';
import { providerCallFor, providerRequest } from './provider-call';
import { completeFailed, recordSuccess, settleAttempt } from './refund-completion';
import { waitForAttemptMs, staleAttemptSeconds, type RefundContext } from './refund-context';
import { REFUND_MESSAGES, refundConflict, refundFailed } from './refund-errors';
import { isRecordOnly, planRefund, plannedColumns, requestHash, type RefundRequest } from './refund-plan';
import { resolveStaleRefundOf, resolveUnconfirmed } from './reconciliation';
import {
  claimAttempt,
  findOrder,
  findRefund,
  findRefundByKey,
  insertRefund,
  loadOrderContent,
  type OrderRow,
  type RefundRow,
} from './repository';

/**
 * Refunds (spec part 1 §4, §5, §7), exactly once:
 * 1. one transaction locks the order row, re-checks every rule and records the refund with its
 *    idempotency key (PENDING for a card refund; SUCCEEDED at once for cash and Softpay, which only
 *    record what was already paid back);
 * 2. the provider is called outside any transaction;
 * 3. a second transaction marks it SUCCEEDED (and adds it to the order, with an audit record) or FAILED;
 *    without an answer it stays PENDING with attempt state UNKNOWN.
 * A repeated key answers the first outcome. An UNKNOWN refund is resolved by the next attempt with
 * the same key by asking the provider first; only when the provider has no refund with our reference
 * is it sent again, with the same reference. Nothing is ever sent twice blindly.
 *
 * A PENDING refund whose attempt is over (UNKNOWN, or CALLING longer than an attempt can run: its
 * process is gone) is also resolved without its key (`reconcile`): by the background reconciler
 * (`reconciler.ts`) and by a new attempt on the order, which asks about it first. It is settled by what
 * the provider says: SUCCEEDED as any refund, FAILED when refused or when the provider has no refund
 * with our reference although the last attempt began longer ago than an attempt can run; otherwise it
 * stays PENDING for the next round. It is never sent again without its key.
 *
 * The files beside: `refund-plan.ts` (the rules and what is stored, pure), `provider-call.ts` (the
 * provider chosen once by the payment's provider), `refund-completion.ts` (an outcome recorded: the
 * signed return, journal, audit), `reconciliation.ts` (a refund whose outcome is unknown resolved).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** First attempt of a new card refund (this request holds the attempt). */
async function attempt(context: RefundContext, refund: RefundRow, order: OrderRow, userId: string): Promise<'SUCCEEDED'> {
  const provider = await providerCallFor(context, refund, order.locationId);
  if (!provider) {
    await completeFailed(context, refund, 'ingen konto hos betalingsleverandøren', userId);
    throw refundConflict('NO_PROVIDER_ACCOUNT', REFUND_MESSAGES.noAccount);
  }
  return settleAttempt(context, refund, await provider.send(providerRequest(refund, order.orderNumber)), userId);
}

/** The answer to a key seen before. */
async function repeat(context: RefundContext, existing: RefundRow, request: RefundRequest, session: SessionContext): Promise<'SUCCEEDED'> {
  const { db } = context;
  if (existing.orderId !== request.body.orderDocumentId || existing.requestHash !== requestHash(request)) {
    throw refundConflict('IDEMPOTENCY_KEY_REUSED', REFUND_MESSAGES.keyReused);
  }
  const deadline = Date.now() + waitForAttemptMs(context);
  let refund: RefundRow | undefined = existing;
  for (;;) {
    if (!refund) throw notFound(REFUND_MESSAGES.orderNotFound);
    if (refund.status === 'SUCCEEDED') return 'SUCCEEDED';
    if (refund.status === 'FAILED') throw refundFailed();
    if (await claimAttempt(db, refund.id, staleAttemptSeconds(context))) {
      return resolveUnconfirmed(context, (await findRefund(db, refund.id))!, session.userId);
    }
    if (Date.now() >= deadline) throw refundConflict('REFUND_IN_PROGRESS', REFUND_MESSAGES.inProgress);
    await sleep(50);
    refund = await findRefund(db, refund.id);
  }
}

/** One of the four refund calls: recorded under the order's lock, then sent to the provider when it is a card refund. */
export async function refund(context: RefundContext, request: RefundRequest, session: SessionContext): Promise<'SUCCEEDED'> {
  const { db, clock, log } = context;
  const { merchantId } = session;
  const { body } = request;
  const existing = await findRefundByKey(db, merchantId, body.idempotencyKey);
  if (existing) return repeat(context, existing, request, session);
  await resolveStaleRefundOf(context, merchantId, body.orderDocumentId);

  const hash = requestHash(request);
  const recordOnly = isRecordOnly(request.kind);
  let created: { refund: RefundRow; order: OrderRow } | { existing: RefundRow };
  try {
    created = await db.transaction(async (tx) => {
      const order = await findOrder(tx, merchantId, body.orderDocumentId, { lock: true });
      if (!order) throw notFound(REFUND_MESSAGES.orderNotFound);
      const seen = await findRefundByKey(tx, merchantId, body.idempotencyKey);
      if (seen) return { existing: seen };
      const content = await loadOrderContent(tx, order.id);
      const plan = planRefund(request, order, content);
      const id = randomUUID();
      const now = clock.now();
      const refund = await insertRefund(tx, {
        id,
        merchantId,
        orderId: order.id,
        terminalId: order.terminalId,
        idempotencyKey: body.idempotencyKey,
        ...plannedColumns(request, plan, content, id),
        status: recordOnly ? 'SUCCEEDED' : 'PENDING',
        createdByUserId: session.userId,
        attemptState: recordOnly ? null : 'CALLING',
        // Real time: an attempt's staleness is judged by the database's clock.
        attemptStartedAt: recordOnly ? null : new Date(),
        attempts: recordOnly ? 0 : 1,
        requestHash: hash,
        completedAt: recordOnly ? now : null,
        createdAt: now,
      });
      if (recordOnly) await recordSuccess(context, tx, refund, session.userId);
      return { refund, order };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'refunds_idempotency_key')) {
      const seen = await findRefundByKey(db, merchantId, body.idempotencyKey);
      if (seen) return repeat(context, seen, request, session);
    }
    if (isUniqueViolation(error, 'refunds_order_live_key')) throw refundConflict('ALREADY_REFUNDED', REFUND_MESSAGES.alreadyRefunded);
    throw error;
  }
  if ('existing' in created) return repeat(context, created.existing, request, session);
  const { refund, order } = created;
  if (refund.status === 'SUCCEEDED') {
    log.info(
      { refundId: refund.id, orderId: refund.orderId, provider: refund.onlinePaymentProvider, amount: refund.amount },
      'refund recorded',
    );
    return 'SUCCEEDED';
  }
  return attempt(context, refund, order, session.userId);
}
