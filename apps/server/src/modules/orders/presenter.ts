import type { ItemType, OnlinePaymentProvider, OrderChannel, OrderStatus, OrderType, PaymentType } from '@bakrom/shared/enums';
import type { CartItem, Order, OrderFailedRefund, OrderRefund, OrderVat } from '@bakrom/shared/schemas/orders';
import type { FailedRefundDocument, LineDocument, OrderDocument, RefundDocument } from './repository';

const num = (value: number | string) => Number(value);

function presentLine(line: LineDocument, orderedAt: string): CartItem {
  return {
    id: line.id,
    itemId: line.itemId,
    itemName: line.itemName,
    itemType: line.itemType as ItemType,
    categoryName: line.categoryName,
    price: line.unitPrice,
    discountPercent: num(line.discountPercent),
    vatRate: num(line.vatRate),
    count: line.count,
    grossAmount: line.grossAmount,
    itemSubselection: line.variantName === null ? null : { name: line.variantName, addOnCartItems: [] },
    addOnCartItems: line.addOns.map((addOn) => ({
      id: addOn.id,
      addOnId: addOn.addOnId,
      name: addOn.name,
      count: addOn.count,
      price: addOn.unitPrice,
      vatRate: num(addOn.vatRate),
      grossAmount: addOn.grossAmount,
      refundedCount: addOn.refundedCount,
    })),
    spicyLevel: line.spicyLevel,
    comment: line.comment,
    createdDate: orderedAt,
    refundedCount: line.refundedCount,
  };
}

/**
 * VAT per rate from the lines and add-ons, highest rate first. A manual discount is taken off the
 * order as a whole, so its share (the difference to the order's totals) comes off the rate with the
 * largest amount: the rates then add up to totalAmount and totalVat.
 */
function vatsOf(document: OrderDocument): OrderVat[] {
  const byRate = new Map<number, OrderVat>();
  const add = (rate: number, gross: number, vat: number) => {
    const entry = byRate.get(rate) ?? { vatRate: rate, grossAmount: 0, vatAmount: 0 };
    entry.grossAmount += gross;
    entry.vatAmount += vat;
    byRate.set(rate, entry);
  };
  for (const line of document.lines) {
    add(num(line.vatRate), line.grossAmount, line.vatAmount);
    for (const addOn of line.addOns) add(num(addOn.vatRate), addOn.grossAmount, addOn.vatAmount);
  }
  const vats = [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate);
  const largest = vats.reduce<OrderVat | undefined>(
    (best, entry) => (!best || entry.grossAmount > best.grossAmount ? entry : best),
    undefined,
  );
  if (largest) {
    largest.grossAmount -= vats.reduce((sum, entry) => sum + entry.grossAmount, 0) - document.totalAmount;
    largest.vatAmount -= vats.reduce((sum, entry) => sum + entry.vatAmount, 0) - document.totalVat;
  }
  return vats;
}

interface StoredRefundLine {
  name?: unknown;
  variantName?: unknown;
  type?: unknown;
  count?: unknown;
  amount?: unknown;
}

/** A refund's stored units summed per name: '2 × Margherita (Stor)', 'Tips'. */
function refundLines(stored: unknown): OrderRefund['lines'] {
  if (!Array.isArray(stored)) return [];
  const lines = new Map<string, OrderRefund['lines'][number]>();
  for (const unit of stored as StoredRefundLine[]) {
    if (!unit || typeof unit !== 'object') continue;
    const baseName = unit.type === 'TIPS' ? 'Tips' : typeof unit.name === 'string' ? unit.name : '';
    const name = typeof unit.variantName === 'string' && unit.variantName ? `${baseName} (${unit.variantName})` : baseName;
    const count = typeof unit.count === 'number' && Number.isInteger(unit.count) ? unit.count : 1;
    const amount = typeof unit.amount === 'number' && Number.isInteger(unit.amount) ? unit.amount : 0;
    const line = lines.get(name) ?? { name, count: 0, amount: 0 };
    line.count += count;
    line.amount += amount;
    lines.set(name, line);
  }
  return [...lines.values()];
}

/** What every refund attempt of the order names, whatever its outcome: how much, paid how, by whom. */
function presentAttempt(refund: RefundDocument | FailedRefundDocument) {
  return {
    id: refund.id,
    amount: refund.amount,
    paymentType: refund.paymentType as PaymentType,
    onlinePaymentProvider: refund.onlinePaymentProvider as OnlinePaymentProvider,
    refundedBy: refund.refundedBy,
  };
}

function presentRefund(refund: RefundDocument): OrderRefund {
  return { ...presentAttempt(refund), createdTime: refund.createdAt, tipsAmount: refund.tipsAmount, lines: refundLines(refund.lines) };
}

function presentFailedRefund(refund: FailedRefundDocument): OrderFailedRefund {
  return { ...presentAttempt(refund), startedTime: refund.createdAt, failureReason: refund.failureReason };
}

export function presentOrder(document: OrderDocument): Order {
  const cartItems = document.lines.map((line) => presentLine(line, document.orderedAt));
  return {
    id: document.id,
    orderId: document.orderNumber,
    merchant: document.merchantId,
    locationId: document.locationId,
    locationName: document.locationName,
    orderType: document.orderType as OrderType,
    orderStatus: document.orderStatus as OrderStatus,
    channel: document.channel as OrderChannel,
    registeredAtTerminalId: document.terminalId,
    totalAmount: document.totalAmount,
    tipsAmount: document.tipsAmount,
    manualDiscount: document.manualDiscount,
    usedPoints: document.usedPoints,
    toPayAmount: document.toPayAmount,
    totalVat: document.totalVat,
    vats: vatsOf(document),
    description: document.description,
    pickupOrDeliveryTime: document.pickupOrDeliveryTime,
    pickupTimeOption: document.pickupTimeOption,
    deliveryTimeOption: document.deliveryTimeOption,
    mobileNumber: document.mobileNumber,
    name: document.name,
    nameOnDoorbell: document.nameOnDoorbell,
    street: document.street,
    houseNumber: document.houseNumber,
    floor: document.floor,
    zipCode: document.zipCode,
    city: document.city,
    tableName: document.tableName,
    servedBy: document.servedBy,
    orderedTime: document.orderedAt,
    modifiedTime: document.modifiedAt,
    settled: document.settled,
    payments: document.payments.map((payment) => ({
      id: payment.id,
      paymentType: payment.paymentType as PaymentType,
      cardType: payment.cardType,
      transactionId: payment.transactionId,
      paymentOrderId: payment.paymentOrderId,
      onlinePaymentProvider: payment.onlinePaymentProvider as OnlinePaymentProvider,
      amount: payment.amount,
      paidTime: payment.paidAt,
    })),
    cartItems,
    refundedCartItems: cartItems.flatMap((item) => [
      ...(item.refundedCount > 0 ? [{ cartItemId: item.id, addOnId: null, name: item.itemName, count: item.refundedCount }] : []),
      ...item.addOnCartItems
        .filter((addOn) => addOn.refundedCount > 0)
        .map((addOn) => ({ cartItemId: item.id, addOnId: addOn.addOnId, name: addOn.name, count: addOn.refundedCount })),
    ]),
    refundedTipsAmount: document.refundedTipsAmount,
    refundedTotalAmount: document.refundedTotalAmount,
    refunds: document.refunds.map(presentRefund),
    pendingRefund: document.pendingRefund
      ? { id: document.pendingRefund.id, startedTime: document.pendingRefund.createdAt, amount: document.pendingRefund.amount }
      : null,
    failedRefunds: document.failedRefunds.map(presentFailedRefund),
  };
}
