import type { Functionality } from '@bakrom/shared/enums';
import { formatMoney, formatWholeKroner, osloParts } from '@bakrom/shared/format';
import {
  hasEarlierRefund,
  isPaid,
  REFUND_INFO_MESSAGES,
  refundableTips,
  refundButtonState,
  refundFlow,
  refundUnits,
  type RefundFlow,
  type RefundSelection,
  type RefundUnit,
} from '@bakrom/shared/refunds';
import { asRefundableOrder, type Order, type OrderPayment } from '@bakrom/shared/schemas/orders';
import { texts } from '@/i18n';

/** The four refund pages, by their route names (spec part 1 §2 Refund pages). */
export type RefundPage = 'orderRefund' | 'webOrderRefund' | 'softpayOrderRefund' | 'cashOrderRefund';

/** The refund flow each page carries out. */
export const PAGE_FLOW: Record<RefundPage, RefundFlow> = {
  orderRefund: 'CARD',
  webOrderRefund: 'CARD',
  softpayOrderRefund: 'SOFTPAY',
  cashOrderRefund: 'CASH',
};

/** The page that refunds an order of the flow; a web/QR card order stays on webOrderRefund. */
export function pageForFlow(flow: RefundFlow, current: RefundPage): RefundPage {
  if (flow === 'CARD') return current === 'webOrderRefund' ? 'webOrderRefund' : 'orderRefund';
  return flow === 'SOFTPAY' ? 'softpayOrderRefund' : 'cashOrderRefund';
}

export function refundPagePath(page: RefundPage, orderDocumentId: string): string {
  return `/${page}?orderDocumentId=${encodeURIComponent(orderDocumentId)}`;
}

/** Where a completed refund leads (spec part 1 §2): the order, without the refund information. */
export function orderDetailAfterRefund(orderDocumentId: string): string {
  return `/orderDetail?orderDocumentId=${encodeURIComponent(orderDocumentId)}&showRefundInfo=false`;
}

export function orderDetailPath(orderDocumentId: string): string {
  return `/orderDetail?orderDocumentId=${encodeURIComponent(orderDocumentId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order id of the link that can name an order at all; anything else is an unknown order. */
export function isOrderId(value: string | null): value is string {
  return value !== null && UUID.test(value);
}

export type RefundAvailability =
  | { ok: true; flow: RefundFlow; payment: OrderPayment; units: RefundUnit[]; tipsAmount: number }
  | { ok: false; reason: 'INFO'; message: string }
  | { ok: false; reason: 'NOT_PAID' | 'ALREADY_REFUNDED' | 'NO_FLOW' | 'NOT_OFFERED' | 'NO_PAYMENT_REFERENCE' }
  | { ok: false; reason: 'OTHER_PAGE'; page: RefundPage };

/** The reference of the payment each provider refunds by: Swedbank Pay's payment order, otherwise the transaction. */
export function paymentReference(payment: OrderPayment): string | null {
  return payment.onlinePaymentProvider === 'SWEDBANK_PAY' ? payment.paymentOrderId : payment.transactionId;
}

/**
 * Pages the till and kiosk apps open for their own orders (spec part 1 §2: Softpay for kiosk/POS
 * payments, cash at the register, web/QR payments): the back office's button rule about the channel
 * (WEBSHOP) and the merchant's mode does not apply there; every other rule does, as the server checks it.
 */
const APP_PAGES: ReadonlySet<RefundPage> = new Set<RefundPage>(['webOrderRefund', 'softpayOrderRefund', 'cashOrderRefund']);

/**
 * Whether this page may refund the order, by the shared rules (spec part 1 §5, `refundButtonState`):
 * paid, not settled, nothing refunded before, no bonus points, a payment flow this page carries out,
 * and a payment the provider can find. /orderRefund, the back office's own page, also needs the button
 * to show (a WEBSHOP order in a mode with refunds). The reason is shown instead of the steps.
 */
export function refundAvailability(order: Order, mode: Functionality, page: RefundPage): RefundAvailability {
  // An earlier attempt is being checked with the provider (the server's reconciler settles it): no new one meanwhile.
  if (order.pendingRefund) {
    const p = osloParts(new Date(order.pendingRefund.startedTime));
    return { ok: false, reason: 'INFO', message: texts.refunds.unavailable.pending(`${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`) };
  }
  const refundable = asRefundableOrder(order);
  const anyChannel = APP_PAGES.has(page);
  const state = anyChannel ? refundButtonState({ ...refundable, channel: 'WEBSHOP' }, 'ALL') : refundButtonState(refundable, mode);
  if (state.info) return { ok: false, reason: 'INFO', message: REFUND_INFO_MESSAGES[state.info] };
  if (!isPaid(refundable)) return { ok: false, reason: 'NOT_PAID' };
  if (hasEarlierRefund(refundable)) return { ok: false, reason: 'ALREADY_REFUNDED' };
  const flow = refundFlow(refundable);
  if (flow === null) return { ok: false, reason: 'NO_FLOW' };
  if (!state.showButton) return { ok: false, reason: 'NOT_OFFERED' };
  if (PAGE_FLOW[page] !== flow) return { ok: false, reason: 'OTHER_PAGE', page: pageForFlow(flow, page) };
  const payment = order.payments[0]!;
  if (flow !== 'CASH' && !paymentReference(payment)) return { ok: false, reason: 'NO_PAYMENT_REFERENCE' };
  return { ok: true, flow, payment, units: refundUnits(refundable), tipsAmount: refundableTips(refundable) };
}

/**
 * A unit's price as the order shows it (spec part 1 §9): VAT included and the discount applied, whole
 * kroner without a discount, two decimals with one. `sign` -1 shows it as refunded.
 */
export function unitPriceText(unit: Pick<RefundUnit, 'amount' | 'discountPercent'>, sign: 1 | -1 = 1, withOre = false): string {
  if (withOre || unit.discountPercent > 0) return formatMoney(sign * unit.amount);
  return formatWholeKroner(sign * Math.round(unit.amount / 100));
}

/**
 * Whether a refund's lines are shown with øre: when the lines in whole kroner and the tips do not add up
 * to the refund's total ('−99 kr' for 'Totalt −99,01 kr'), every line shows its amount to the øre.
 */
export function refundLinesShowOre(selection: Pick<RefundSelection, 'lines' | 'tipsAmount' | 'amount'>): boolean {
  const shown = selection.lines.reduce(
    (sum, unit) => sum + (unit.discountPercent > 0 ? unit.amount : Math.round(unit.amount / 100) * 100),
    selection.tipsAmount,
  );
  return shown !== selection.amount;
}

/** The chosen units and whether the tips go along. */
export interface RefundChoice {
  unitIds: ReadonlySet<string>;
  tips: boolean;
}

export const NOTHING_CHOSEN: RefundChoice = { unitIds: new Set(), tips: false };

export function isEverythingChosen(choice: RefundChoice, units: readonly RefundUnit[], tipsAmount: number): boolean {
  return units.every((unit) => choice.unitIds.has(unit.id)) && (tipsAmount === 0 || choice.tips);
}

export function isAnythingChosen(choice: RefundChoice): boolean {
  return choice.unitIds.size > 0 || choice.tips;
}

/** 'Velg alle' chooses every unit and the tips; 'Fjern alle valgte' (when everything is chosen) clears the choice. */
export function toggleAll(choice: RefundChoice, units: readonly RefundUnit[], tipsAmount: number): RefundChoice {
  if (isEverythingChosen(choice, units, tipsAmount)) return NOTHING_CHOSEN;
  return { unitIds: new Set(units.map((unit) => unit.id)), tips: tipsAmount > 0 };
}

export function toggleUnit(choice: RefundChoice, unitId: string): RefundChoice {
  const unitIds = new Set(choice.unitIds);
  if (!unitIds.delete(unitId)) unitIds.add(unitId);
  return { ...choice, unitIds };
}

/** The chosen unit ids in the order of the cart, as the refund calls send them. */
export function chosenUnitIds(choice: RefundChoice, units: readonly RefundUnit[]): string[] {
  return units.filter((unit) => choice.unitIds.has(unit.id)).map((unit) => unit.id);
}

/** One text per distinct choice: a refund attempt keeps its idempotency key only while the choice stays the same. */
export function choiceSignature(choice: RefundChoice, units: readonly RefundUnit[]): string {
  return JSON.stringify([chosenUnitIds(choice, units), choice.tips]);
}
