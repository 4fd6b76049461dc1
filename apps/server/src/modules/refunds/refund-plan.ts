import { createHash } from 'node:crypto';
import type { OnlinePaymentProvider, PaymentType } from '@bakrom/shared/enums';
import { formatMoney } from '@bakrom/shared/format';
import {
  dinteroRefundItems,
  hasEarlierRefund,
  refundFlow,
  refundTotal,
  sameRefundItems,
  swedbankPayRefundItems,
  type RefundSelection,
  type RefundSelectionError,
  type RefundUnit,
  type RefundableOrder,
} from '@bakrom/shared/refunds';
import type { CashRefundBody, DinteroRefundBody, SoftpayRefundBody, SwedbankPayRefundBody } from '@bakrom/shared/schemas/refunds';
import { type HttpError, validationFailed } from '../../http/errors';
import { paymentOrderPath } from '../payments/index';
import { REFUND_MESSAGES, refundConflict, wrongProvider } from './refund-errors';
import type { OrderContent, OrderRow, RefundRow } from './repository';

/** The plan of a refund: every rule on the order as it is now, and what is stored of it. Pure. */

export type RefundKind = 'DINTERO' | 'SWEDBANK_PAY' | 'SOFTPAY' | 'CASH';

export type RefundRequest =
  | { kind: 'DINTERO'; body: DinteroRefundBody }
  | { kind: 'SWEDBANK_PAY'; body: SwedbankPayRefundBody }
  | { kind: 'SOFTPAY'; body: SoftpayRefundBody }
  | { kind: 'CASH'; body: CashRefundBody };

type BodyOf<K extends RefundKind> = Extract<RefundRequest, { kind: K }>['body'];
type Payment = OrderContent['payments'][number];

/** Swedbank Pay's payeeReference: alphanumeric, at most 30, unique per operation. */
const payeeReference = (refundId: string) => `R${refundId.replace(/-/g, '')}`.slice(0, 30);

/**
 * What each kind of refund is, chosen once by its kind: recorded only (cash and Softpay record what was
 * already paid back) or sent to a provider; the payment as the request names it and as it is stored;
 * the refund's reference at the provider.
 */
const REFUND_KINDS: {
  [K in RefundKind]: {
    recordOnly: boolean;
    requestPaymentId: (body: BodyOf<K>) => string | null;
    storedPaymentId: (payment: Payment) => string | null;
    operationReference: (refundId: string) => string | null;
  };
} = {
  DINTERO: {
    recordOnly: false,
    requestPaymentId: (body) => body.transactionId,
    storedPaymentId: (payment) => payment.transactionId,
    operationReference: (refundId) => refundId,
  },
  SWEDBANK_PAY: {
    recordOnly: false,
    requestPaymentId: (body) => body.paymentOrderId,
    storedPaymentId: (payment) => payment.paymentOrderId,
    operationReference: payeeReference,
  },
  SOFTPAY: {
    recordOnly: true,
    requestPaymentId: (body) => body.transactionId,
    storedPaymentId: (payment) => payment.transactionId,
    operationReference: () => null,
  },
  CASH: { recordOnly: true, requestPaymentId: () => null, storedPaymentId: () => null, operationReference: () => null },
};

const kindOf = <K extends RefundKind>(kind: K) => REFUND_KINDS[kind] as (typeof REFUND_KINDS)[RefundKind];

/** Cash and Softpay only record what was already paid back: SUCCEEDED at once, no provider call. */
export const isRecordOnly = (kind: RefundKind) => kindOf(kind).recordOnly;

/** The payment id the request names (null for cash). */
const requestPaymentId = (request: RefundRequest) =>
  (REFUND_KINDS[request.kind].requestPaymentId as (body: RefundRequest['body']) => string | null)(request.body);

/** Swedbank Pay locks a payment after five failed reversals; Bakrom stops well before. */
const MAX_FAILED_PROVIDER_ATTEMPTS = 3;

interface StoredUnit extends RefundUnit {
  count: 1;
  itemId: string | null;
  variantName: string | null;
}
interface StoredTips {
  id: 'tips';
  type: 'TIPS';
  count: 1;
  amount: number;
}
type StoredLine = StoredUnit | StoredTips;

export function refundableOrder(order: OrderRow, content: OrderContent): RefundableOrder {
  return {
    channel: order.channel as RefundableOrder['channel'],
    settled: order.zReportId !== null,
    payments: content.payments.map((payment) => ({
      paymentType: payment.paymentType as PaymentType,
      onlinePaymentProvider: payment.onlinePaymentProvider as OnlinePaymentProvider,
      amount: payment.amount,
    })),
    usedPoints: order.usedPoints,
    tipsAmount: order.tipsAmount,
    refundedTipsAmount: order.refundedTipsAmount,
    refundedTotalAmount: order.refundedTotalAmount,
    cartItems: content.lines.map((line) => ({
      id: line.id,
      itemName: line.itemName,
      itemType: line.itemType as RefundableOrder['cartItems'][number]['itemType'],
      count: line.count,
      refundedCount: line.refundedCount,
      grossAmount: line.grossAmount,
      discountPercent: line.discountPercent,
      vatRate: line.vatRate,
      addOnCartItems: content.addOns
        .filter((addOn) => addOn.orderLineId === line.id)
        .map((addOn) => ({
          id: addOn.id,
          addOnId: addOn.addOnId,
          name: addOn.name,
          count: addOn.count,
          refundedCount: addOn.refundedCount,
          grossAmount: addOn.grossAmount,
          vatRate: addOn.vatRate,
        })),
    })),
  };
}

function selectionRefused(error: RefundSelectionError): HttpError {
  switch (error.code) {
    case 'UNKNOWN_UNIT':
      return validationFailed({ cartItems: 'En av de valgte varene finnes ikke på ordren eller er allerede refundert' });
    case 'DUPLICATE_UNIT':
      return validationFailed({ cartItems: 'Samme vare er valgt flere ganger' });
    case 'EMPTY':
      return validationFailed({ cartItems: 'Velg minst én vare eller tipsen' });
    case 'NO_TIPS':
      return validationFailed({ refundedTipsAmount: 'Ordren har ingen tips å refundere' });
    case 'EXCEEDS_PAID':
      return validationFailed({ amount: `Beløpet er høyere enn det som er betalt (høyst ${formatMoney(error.balance)})` });
  }
}

export interface RefundPlan {
  payment: Payment;
  selection: RefundSelection;
}

/** Every rule of a refund, on the order as it is now (inside the transaction that locks it). */
export function planRefund(request: RefundRequest, order: OrderRow, content: OrderContent): RefundPlan {
  const refundable = refundableOrder(order, content);
  const { body } = request;
  if (content.payments.length === 0) throw refundConflict('NOT_PAID', REFUND_MESSAGES.notPaid);
  const flow = refundFlow(refundable);
  const payment = content.payments[0]!;
  switch (request.kind) {
    case 'DINTERO':
      if (flow !== 'CARD' || payment.onlinePaymentProvider !== 'DINTERO') throw wrongProvider(REFUND_MESSAGES.notDintero);
      if (request.body.transactionId !== payment.transactionId) {
        throw validationFailed({ transactionId: 'Transaksjonen hører ikke til denne ordren' });
      }
      break;
    case 'SWEDBANK_PAY': {
      if (flow !== 'CARD' || payment.onlinePaymentProvider !== 'SWEDBANK_PAY') throw wrongProvider(REFUND_MESSAGES.notSwedbankPay);
      const sent = paymentOrderPath(request.body.paymentOrderId);
      if (!sent || !payment.paymentOrderId || sent !== paymentOrderPath(payment.paymentOrderId)) {
        throw validationFailed({ paymentOrderId: 'Betalingsordren hører ikke til denne ordren' });
      }
      break;
    }
    case 'SOFTPAY':
      if (flow !== 'SOFTPAY') throw wrongProvider(REFUND_MESSAGES.notSoftpay);
      if (payment.transactionId && request.body.transactionId !== payment.transactionId) {
        throw validationFailed({ transactionId: 'Transaksjonen hører ikke til denne ordren' });
      }
      break;
    case 'CASH':
      if (flow !== 'CASH') throw wrongProvider(REFUND_MESSAGES.notCash);
      break;
  }
  if (refundable.settled) throw refundConflict('SETTLED', REFUND_MESSAGES.settled);
  if (refundable.usedPoints > 0) throw refundConflict('POINTS_USED', REFUND_MESSAGES.pointsUsed);
  if (content.liveRefund?.status === 'PENDING') throw refundConflict('REFUND_IN_PROGRESS', REFUND_MESSAGES.inProgress);
  if (content.liveRefund || hasEarlierRefund(refundable)) throw refundConflict('ALREADY_REFUNDED', REFUND_MESSAGES.alreadyRefunded);
  if (
    (request.kind === 'SWEDBANK_PAY' || request.kind === 'DINTERO') &&
    (content.failedAttempts[request.kind] ?? 0) >= MAX_FAILED_PROVIDER_ATTEMPTS
  ) {
    throw refundConflict('TOO_MANY_FAILED_ATTEMPTS', REFUND_MESSAGES.tooManyFailures);
  }

  const result = refundTotal(refundable, body.cartItems, (body.refundedTipsAmount ?? 0) > 0);
  if (!result.ok) throw selectionRefused(result.error);
  const { ok: _ok, ...selection } = result;
  if ((body.refundedTipsAmount ?? 0) !== selection.tipsAmount) {
    throw validationFailed({ refundedTipsAmount: `Tipsen refunderes i sin helhet: ${formatMoney(selection.tipsAmount)}` });
  }
  if (body.amount !== selection.amount) {
    throw validationFailed({ amount: `Beløpet stemmer ikke med de valgte varene (${formatMoney(selection.amount)})` });
  }
  if (request.kind === 'DINTERO' && !sameRefundItems(request.body.dinteroItems, dinteroRefundItems(selection))) {
    throw validationFailed({ dinteroItems: 'Varelinjene stemmer ikke med de valgte varene' });
  }
  if (request.kind === 'SWEDBANK_PAY' && !sameRefundItems(request.body.swedbankPayItems, swedbankPayRefundItems(selection))) {
    throw validationFailed({ swedbankPayItems: 'Varelinjene stemmer ikke med de valgte varene' });
  }
  return { payment, selection };
}

/** The units as stored, each with its product and variant, and the tips as a line of their own (a refund's or a cancellation's). */
export function storedLines(units: readonly RefundUnit[], tipsAmount: number, content: OrderContent): StoredLine[] {
  const lineById = new Map(content.lines.map((line) => [line.id, line]));
  const stored: StoredLine[] = units.map((unit) => {
    const line = lineById.get(unit.cartItemId);
    return {
      ...unit,
      count: 1,
      itemId: unit.addOnLineId === null ? (line?.itemId ?? null) : null,
      variantName: unit.addOnLineId === null ? (line?.variantName ?? null) : null,
    };
  });
  if (tipsAmount > 0) stored.push({ id: 'tips', type: 'TIPS', count: 1, amount: tipsAmount });
  return stored;
}

/** How many units of each order line and add-on line are taken back: what the order is marked with. */
export function refundedCounts(units: readonly RefundUnit[]): {
  perLine: { lineId: string; count: number }[];
  perAddOn: { addOnLineId: string; count: number }[];
} {
  const perLine = new Map<string, number>();
  const perAddOn = new Map<string, number>();
  for (const unit of units) {
    if (unit.addOnLineId === null) perLine.set(unit.cartItemId, (perLine.get(unit.cartItemId) ?? 0) + 1);
    else perAddOn.set(unit.addOnLineId, (perAddOn.get(unit.addOnLineId) ?? 0) + 1);
  }
  return {
    perLine: [...perLine].map(([lineId, count]) => ({ lineId, count })),
    perAddOn: [...perAddOn].map(([addOnLineId, count]) => ({ addOnLineId, count })),
  };
}

/** The columns of a new refund that its plan decides: amounts, payment, lines and provider references. */
export function plannedColumns(request: RefundRequest, plan: RefundPlan, content: OrderContent, refundId: string) {
  const kind = kindOf(request.kind);
  return {
    amount: plan.selection.amount,
    tipsAmount: plan.selection.tipsAmount,
    vatAmount: plan.selection.vatAmount,
    paymentType: plan.payment.paymentType,
    onlinePaymentProvider: plan.payment.onlinePaymentProvider,
    lines: storedLines(plan.selection.lines, plan.selection.tipsAmount, content),
    providerPaymentId: kind.storedPaymentId(plan.payment),
    operationReference: kind.operationReference(refundId),
  };
}

/** The selection a stored refund refunds. */
export function selectionOf(refund: RefundRow): RefundSelection {
  const stored = Array.isArray(refund.lines) ? (refund.lines as StoredLine[]) : [];
  return {
    lines: stored.filter((line): line is StoredUnit => line.type !== 'TIPS'),
    tipsAmount: refund.tipsAmount,
    amount: refund.amount,
    vatAmount: refund.vatAmount,
  };
}

/** The fingerprint of a request: a key repeated with other details is refused. */
export function requestHash(request: RefundRequest): string {
  const { body } = request;
  const fingerprint = [
    request.kind,
    body.orderDocumentId,
    [...body.cartItems].sort(),
    body.amount,
    body.refundedTipsAmount ?? 0,
    requestPaymentId(request),
  ];
  return createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex');
}
