import type { Functionality } from '@bakrom/shared/enums';
import { formatMoney, formatWholeKroner, osloDate, osloParts } from '@bakrom/shared/format';
import { REFUND_INFO_MESSAGES, refundButtonState, type RefundFlow } from '@bakrom/shared/refunds';
import { asRefundableOrder, type AddOnCartItem, type CartItem, type Order } from '@bakrom/shared/schemas/orders';
import { localMessage, texts } from '@/i18n';

/** 'Betalt', 'Betalt(SPLITT)' for more than one payment, or 'Ikke betalt' (spec part 1 §2 Order detail, §9). */
export function paymentStatusLabel(order: Pick<Order, 'payments'>): string {
  const t = texts.orders;
  if (order.payments.length === 0) return t.notPaid;
  return order.payments.length > 1 ? t.paidSplit : t.paid;
}

/** A customer's name or mobile number; NOT_SET and empty show as 'Ikke oppgitt'. */
export function givenOrNotSet(value: string): string {
  const t = texts.orders;
  return value === 'NOT_SET' || value.trim() === '' ? t.notSet : value;
}

/** A price on an order in øre as it shows: rounded to whole kroner without a discount, to the øre with one. */
function shownPrice(netOre: number, count: number, vatRate: number, discountPercent = 0): { ore: number; wholeKroner: boolean } {
  const gross = (netOre * count * (100 + vatRate)) / 100;
  if (discountPercent === 0) return { ore: Math.round(gross / 100) * 100, wholeKroner: true };
  return { ore: Math.round((gross * (100 - discountPercent)) / 100), wholeKroner: false };
}

/**
 * A price on an order (spec part 1 §9): a net price in øre with VAT added and the discount applied,
 * in whole kroner without a discount and with two decimals with one.
 */
export function priceWithVatText(netOre: number, count: number, vatRate: number, discountPercent = 0): string {
  const price = shownPrice(netOre, count, vatRate, discountPercent);
  return price.wholeKroner ? formatWholeKroner(price.ore / 100) : formatMoney(price.ore);
}

type PricedItem = Pick<CartItem, 'price' | 'count' | 'vatRate' | 'discountPercent' | 'grossAmount'> & {
  addOnCartItems: Pick<AddOnCartItem, 'price' | 'count' | 'vatRate' | 'grossAmount'>[];
};

/**
 * Whether the order's lines are shown with øre: when the prices in whole kroner do not add up to the
 * lines' amounts (258 kr + 159 kr on an order whose lines come to 416,99 kr), every line shows its own
 * amount to the øre, so that the lines add up to the sums below them. Otherwise the specification's
 * whole kroner.
 */
export function linesShowOre(order: { cartItems: PricedItem[] }): boolean {
  let shown = 0;
  let exact = 0;
  for (const item of order.cartItems) {
    shown += shownPrice(item.price, item.count, item.vatRate, item.discountPercent).ore;
    exact += item.grossAmount;
    for (const addOn of item.addOnCartItems) {
      if (addOn.price > 0) shown += shownPrice(addOn.price, addOn.count, addOn.vatRate).ore;
      exact += addOn.grossAmount;
    }
  }
  return shown !== exact;
}

export function cartItemPrice(
  item: Pick<CartItem, 'price' | 'count' | 'vatRate' | 'discountPercent' | 'grossAmount'>,
  withOre = false,
): string {
  return withOre ? formatMoney(item.grossAmount) : priceWithVatText(item.price, item.count, item.vatRate, item.discountPercent);
}

export function addOnPrice(addOn: Pick<AddOnCartItem, 'price' | 'count' | 'vatRate' | 'grossAmount'>, withOre = false): string {
  return withOre ? formatMoney(addOn.grossAmount) : priceWithVatText(addOn.price, addOn.count, addOn.vatRate);
}

/** '25' or '12,5': a VAT rate or a discount as the screens write it. */
export function percentText(value: number): string {
  return new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(value);
}

/** The street address of a delivery: 'Storgata 1, 2. etasje, 0155 Oslo'; empty when there is none. */
export function addressText(order: Pick<Order, 'street' | 'houseNumber' | 'floor' | 'zipCode' | 'city'>): string {
  const t = texts.orders;
  const street = [order.street, order.houseNumber].filter(Boolean).join(' ');
  const place = [order.zipCode, order.city].filter(Boolean).join(' ');
  return [street, order.floor ? t.detail.floor(order.floor) : '', place].filter(Boolean).join(', ');
}

const REFUND_PAGES: Record<RefundFlow, string> = {
  CARD: '/orderRefund',
  SOFTPAY: '/softpayOrderRefund',
  CASH: '/cashOrderRefund',
};

export interface RefundOffer {
  /** The refund page of the order's payment, when the button shows. */
  path: string | null;
  /** 'Ordren har blitt tatt med i dagsoppgjøret …' or the bonus points text, when one applies. */
  info: string | null;
}

/**
 * 'Refusjonen sjekkes hos betalingsleverandøren (startet 14:32).' while a refund of the order is PENDING
 * (its time in Oslo, with the date when it was not started today); null when none is.
 */
export function pendingRefundText(order: Pick<Order, 'pendingRefund'>, now: Date = new Date()): string | null {
  const t = texts.orders;
  if (!order.pendingRefund) return null;
  const started = new Date(order.pendingRefund.startedTime);
  const p = osloParts(started);
  const time = `${p.hour}:${p.minute}`;
  return t.detail.refundPending(osloDate(started) === osloDate(now) ? time : `${p.day}.${p.month}.${p.year} ${time}`);
}

/**
 * The refund button and information of an order, by the shared rule `refundButtonState` (spec part 1 §5);
 * no button while a refund of the order is being checked.
 */
export function refundOffer(order: Order, mode: Functionality): RefundOffer {
  if (order.pendingRefund) return { path: null, info: null };
  const state = refundButtonState(asRefundableOrder(order), mode);
  return {
    path: state.showButton && state.flow ? `${REFUND_PAGES[state.flow]}?orderDocumentId=${encodeURIComponent(order.id)}` : null,
    info: state.info ? localMessage(REFUND_INFO_MESSAGES[state.info]) : null,
  };
}

/** An order not yet completed or cancelled, which a super admin may mark completed (spec part 1 §4). */
export function canMarkCompleted(order: Pick<Order, 'orderStatus'>): boolean {
  return order.orderStatus === 'ORDERED' || order.orderStatus === 'CONFIRMED';
}

export function orderDetailPath(orderDocumentId: string): string {
  return `/orderDetail?orderDocumentId=${encodeURIComponent(orderDocumentId)}`;
}
