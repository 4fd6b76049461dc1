import { randomUUID } from 'node:crypto';
import type { PaymentType } from '@bakrom/shared/enums';
import { CANCELLATION_REFUSALS, cancellationRefusal, largestPaymentType } from '@bakrom/shared/order-status-rules';
import { refundUnits } from '@bakrom/shared/refunds';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import { isUniqueViolation } from '../../http/database-errors';
import { JOURNAL_EVENT, type JournalEvent } from '../journal/service';
import type { TransactionSigner } from '../saft/signing-service';
import { findSignedSale } from './cancellation-repository';
import type { DbOrTx } from '../../db/client';
import { applyRefundToOrder, findOrder, insertRefund, loadOrderContent, writeAudit, type OrderContent } from './repository';
import { refundableOrder, refundedCounts, storedLines } from './refund-plan';

/** The journal's wording of a cancellation: one for the live status call and the seeded history. */
export const CANCELLATION_TEXT = {
  /** 13013: the return that undoes a signed sale whose order was cancelled. */
  returnReceipt: (orderNumber: number) => `Retur ved kansellering av ordre nr. ${orderNumber}`,
  /** 13999: an order cancelled before it was paid and signed. */
  unpaid: (orderNumber: number) => `Ordre nr. ${orderNumber} kansellert (ikke betalt)`,
  /** 13999: an order with payments but without a signed sale (recorded before sales were signed). */
  unsigned: (orderNumber: number) => `Ordre nr. ${orderNumber} kansellert (ikke signert som salg)`,
} as const;

/** The idempotency key of the return that cancels an order: one per order, whatever the number of calls. */
export const cancellationKey = (orderId: string) => `cancellation:${orderId}`;

export interface CancellingTerminal {
  merchantId: string;
  locationId: string;
  terminalId: string;
}

export interface CancellationDependencies {
  signer: TransactionSigner;
  clock: Clock;
}

const refused = (code: keyof typeof CANCELLATION_REFUSALS) => new HttpError(409, code, CANCELLATION_REFUSALS[code]);

/**
 * What cancelling the order records, in the transaction of the status change (the order row locked by
 * the caller). A signed sale is never undone: its cancellation is a return of the whole sale on the
 * cancelling terminal, signed (11006) and counted under returns in that terminal's X and Z (of the next
 * period when the sale is settled already), recorded as a SUCCEEDED refund of kind CANCELLATION with
 * every line, add-on line and the tips; the terminal reverses the payments itself (the card reversal at
 * its card terminal, cash handed back), so no provider is called. Where that return cannot be made the
 * cancellation is refused (409, CANCELLATION_REFUSALS). An order never signed is simply cancelled.
 * Answers the journal entries to append as the transaction's last step (13013 for the return, 13999 for
 * an order never signed), after the caller's own writes.
 */
export async function recordCancellation(
  tx: DbOrTx,
  { signer, clock }: CancellationDependencies,
  terminal: CancellingTerminal,
  orderId: string,
): Promise<JournalEvent[]> {
  const { merchantId, locationId, terminalId } = terminal;
  const order = await findOrder(tx, merchantId, orderId);
  if (!order) throw new Error(`order ${orderId} vanished under its lock`);
  const content = await loadOrderContent(tx, orderId);
  const now = clock.now();
  const paid = content.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const sale = await findSignedSale(tx, merchantId, orderId);

  if (!sale) {
    return [
      {
        locationId,
        terminalId,
        eventCode: JOURNAL_EVENT.other,
        description: paid > 0 ? CANCELLATION_TEXT.unsigned(order.orderNumber) : CANCELLATION_TEXT.unpaid(order.orderNumber),
        payload: {
          orderId,
          orderNumber: order.orderNumber,
          totalAmount: order.totalAmount,
          tipsAmount: order.tipsAmount,
          paidAmount: paid,
          previousStatus: order.orderStatus,
        },
        occurredAt: now,
      },
    ];
  }

  const refusal = cancellationRefusal({
    totalAmount: order.totalAmount,
    tipsAmount: order.tipsAmount,
    usedPoints: order.usedPoints,
    refundedTotalAmount: order.refundedTotalAmount,
    refundedTipsAmount: order.refundedTipsAmount,
    refundedUnits:
      content.lines.reduce((sum, line) => sum + line.refundedCount, 0) +
      content.addOns.reduce((sum, addOn) => sum + addOn.refundedCount, 0),
    liveRefund: (content.liveRefund?.status as 'PENDING' | 'SUCCEEDED' | undefined) ?? null,
    payments: content.payments,
  });
  if (refusal) throw refused(refusal);

  const refundId = randomUUID();
  const lines = returnedLines(order, content);
  const amount = order.totalAmount + order.tipsAmount;
  const payments = content.payments.map((payment) => ({
    type: payment.paymentType,
    amount: payment.amount,
    provider: payment.onlinePaymentProvider,
    cardType: payment.cardType,
    transactionId: payment.transactionId,
  }));
  // Signed first (the terminal's chain locked before the order's figures change, as a refund does); the
  // return's amounts are the sale's goods (tips are not sales), negative: the two net to nothing.
  const signed = await signer.sign(tx, {
    merchantId,
    terminalId,
    kind: 'RETURN',
    orderId,
    refundId,
    at: now,
    amountWithVat: -order.totalAmount,
    amountWithoutVat: -(order.totalAmount - order.totalVat),
  });
  const refund = await insertRefund(tx, {
    id: refundId,
    merchantId,
    orderId,
    terminalId,
    idempotencyKey: cancellationKey(orderId),
    kind: 'CANCELLATION',
    amount,
    tipsAmount: order.tipsAmount,
    vatAmount: order.totalVat,
    paymentType: largestPaymentType(content.payments) ?? ('CASH' satisfies PaymentType),
    onlinePaymentProvider: 'NOT_ANY',
    status: 'SUCCEEDED',
    lines: lines.stored,
    createdByUserId: null,
    attempts: 0,
    completedAt: now,
    createdAt: now,
  }).catch((error: unknown) => {
    // Another refund of the order went live meanwhile (one live refund per order).
    if (isUniqueViolation(error, 'refunds_order_live_key') || isUniqueViolation(error, 'refunds_idempotency_key'))
      throw refused('CANCELLATION_ALREADY_REFUNDED');
    throw error;
  });
  await applyRefundToOrder(tx, refund, lines.perLine, lines.perAddOn);
  await writeAudit(tx, {
    merchantId,
    userId: null,
    action: 'CANCELLATION',
    orderId,
    details: {
      refundId,
      terminalId,
      amount,
      tipsAmount: refund.tipsAmount,
      vatAmount: refund.vatAmount,
      paymentType: refund.paymentType,
      payments,
      previousStatus: order.orderStatus,
      settled: order.zReportId !== null,
    },
  });
  return [
    {
      locationId,
      terminalId,
      eventCode: JOURNAL_EVENT.returnReceipt,
      description: CANCELLATION_TEXT.returnReceipt(order.orderNumber),
      payload: {
        refundId,
        orderId,
        orderNumber: order.orderNumber,
        kind: 'CANCELLATION',
        amount,
        tipsAmount: refund.tipsAmount,
        vatAmount: refund.vatAmount,
        paymentType: refund.paymentType,
        provider: refund.onlinePaymentProvider,
        providerReference: null,
        payments,
        lines: refund.lines,
        sale: { terminalId: sale.terminalId, nr: sale.nr },
        signature: { nr: signed.nr, keyVersion: signed.keyVersion },
      },
      occurredAt: now,
    },
  ];
}

/**
 * Every unit of the order as the refund screens store them (one unit per count, add-ons with a price as
 * their own units, the tips as one line), and the units per line and add-on line the order is marked with.
 */
function returnedLines(order: Parameters<typeof refundableOrder>[0], content: OrderContent) {
  const units = refundUnits(refundableOrder(order, content));
  return { stored: storedLines(units, order.tipsAmount, content), ...refundedCounts(units) };
}
