import { dinteroRefundItems, swedbankPayRefundItems, type RefundSelection } from '@bakrom/shared/refunds';
import type { CashRefundBody, DinteroRefundBody, SoftpayRefundBody, SwedbankPayRefundBody } from '@bakrom/shared/schemas/refunds';
import type { OrderPayment } from '@bakrom/shared/schemas/orders';

/** What every refund body carries (spec part 1 §7 Refunds): amounts in øre, the chosen unit ids, the attempt's key. */
export interface RefundRequest {
  merchant: string;
  orderDocumentId: string;
  idempotencyKey: string;
  /** The chosen unit ids, in the order of the cart. */
  unitIds: string[];
  selection: RefundSelection;
}

function commonFields(request: RefundRequest): CashRefundBody {
  return {
    merchant: request.merchant,
    orderDocumentId: request.orderDocumentId,
    idempotencyKey: request.idempotencyKey,
    amount: request.selection.amount,
    cartItems: request.unitIds,
    refundedTipsAmount: request.selection.tipsAmount,
  };
}

export function dinteroRefundBody(request: RefundRequest, payment: OrderPayment): DinteroRefundBody {
  return { ...commonFields(request), transactionId: payment.transactionId ?? '', dinteroItems: dinteroRefundItems(request.selection) };
}

export function swedbankPayRefundBody(request: RefundRequest, payment: OrderPayment): SwedbankPayRefundBody {
  return {
    ...commonFields(request),
    paymentOrderId: payment.paymentOrderId ?? '',
    swedbankPayItems: swedbankPayRefundItems(request.selection),
  };
}

export function softpayRefundBody(request: RefundRequest, payment: OrderPayment): SoftpayRefundBody {
  return { ...commonFields(request), transactionId: payment.transactionId ?? '' };
}

export function cashRefundBody(request: RefundRequest): CashRefundBody {
  return commonFields(request);
}
