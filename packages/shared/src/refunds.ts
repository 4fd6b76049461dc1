import type { Functionality, ItemType, OnlinePaymentProvider, OrderChannel, PaymentType } from './enums';
import type { Ore } from './money';
import { vatOfGross } from './vat';

/**
 * Refund rules (spec part 1 §2 refund pages, §3 refund line, §4 refund, §5): who may see the refund
 * button, which flow a refund takes, the single refundable units of an order and the total of a
 * chosen set of units. The refund pages and the server use the same functions, so the amount the
 * page shows is the amount the server recomputes and sends to the provider.
 */

// ---- The order as the rules see it -------------------------------------------------------------

export interface RefundablePayment {
  paymentType: PaymentType;
  onlinePaymentProvider: OnlinePaymentProvider;
  /** Øre. */
  amount: Ore;
}

export interface RefundableAddOn {
  /** The add-on line of the cart item (unique within the order). */
  id: string;
  addOnId: string | null;
  name: string;
  /** Number of add-ons on the whole cart item line (not per unit of the item). */
  count: number;
  refundedCount: number;
  /** Line total in øre, VAT included. */
  grossAmount: Ore;
  vatRate: number;
}

export interface RefundableCartItem {
  id: string;
  itemName: string;
  itemType: ItemType;
  count: number;
  refundedCount: number;
  /** Line total in øre after the line discount, VAT included. */
  grossAmount: Ore;
  discountPercent: number;
  vatRate: number;
  itemSubselection?: { name: string; addOnCartItems: RefundableAddOn[] } | null;
  addOnCartItems: RefundableAddOn[];
}

/** The minimal order the refund rules need; the order detail answer is assignable to it. */
export interface RefundableOrder {
  channel: OrderChannel;
  settled: boolean;
  payments: RefundablePayment[];
  usedPoints: number;
  /** Øre. */
  tipsAmount: Ore;
  refundedTipsAmount: Ore;
  refundedTotalAmount: Ore;
  cartItems: RefundableCartItem[];
}

// ---- Refund button and flow (§5) ---------------------------------------------------------------

/** Modes in which the back office offers refunds (§5). */
export const REFUND_MODES: readonly Functionality[] = ['TAKEAWAY', 'KIOSK_TAKEAWAY', 'ALL'];

export type RefundInfo = 'SETTLED' | 'POINTS_USED';
export type RefundFlow = 'CARD' | 'SOFTPAY' | 'CASH';

export const REFUND_INFO_MESSAGES: Record<RefundInfo, string> = {
  SETTLED: 'Ordren har blitt tatt med i dagsoppgjøret og kan ikke refunderes.',
  POINTS_USED: 'Ordren har blitt betalt helt eller delvis med bonuspoeng og kan ikke refunderes.',
};

export interface RefundButtonState {
  showButton: boolean;
  info: RefundInfo | null;
  flow: RefundFlow | null;
}

export function isPaid(order: Pick<RefundableOrder, 'payments'>): boolean {
  return order.payments.length > 0;
}

/** Anything refunded before: units, add-ons, tips or an amount. */
export function hasEarlierRefund(order: Pick<RefundableOrder, 'refundedTotalAmount' | 'refundedTipsAmount' | 'cartItems'>): boolean {
  if (order.refundedTotalAmount > 0 || order.refundedTipsAmount > 0) return true;
  return order.cartItems.some((item) => item.refundedCount > 0 || addOnsOf(item).some((addOn) => addOn.refundedCount > 0));
}

/**
 * The flow a refund of this order takes, from its payments:
 * - CARD: exactly one payment, made online through DINTERO or SWEDBANK_PAY (the server refunds it
 *   through the provider; the page is orderRefund or webOrderRefund);
 * - SOFTPAY: exactly one payment with provider SOFTPAY (the native app refunds, the server records);
 * - CASH: a cash-only order: every payment is CASH with provider NOT_ANY (the operator pays back
 *   from the drawer, the server records);
 * - null otherwise (no payment, split across providers or payment types, card at the till without
 *   an online provider): the back office cannot refund it, so no button is shown.
 */
export function refundFlow(order: Pick<RefundableOrder, 'payments'>): RefundFlow | null {
  const { payments } = order;
  if (payments.length === 0) return null;
  if (payments.every((p) => p.paymentType === 'CASH' && p.onlinePaymentProvider === 'NOT_ANY')) return 'CASH';
  if (payments.length !== 1) return null;
  const provider = payments[0]!.onlinePaymentProvider;
  if (provider === 'DINTERO' || provider === 'SWEDBANK_PAY') return 'CARD';
  if (provider === 'SOFTPAY') return 'SOFTPAY';
  return null;
}

/**
 * §5: the button shows only in modes TAKEAWAY, KIOSK_TAKEAWAY and ALL, for a WEBSHOP order that is
 * not settled, is paid, has no earlier refunded items and used no bonus points, and (decision) only
 * when a refund flow exists for its payments: the spec's "otherwise nothing happens" would be a
 * button that does nothing. Info: SETTLED for a settled, paid webshop order without earlier
 * refunds; POINTS_USED when bonus points were used (SETTLED wins when both apply, as §5 lists it first).
 */
export function refundButtonState(order: RefundableOrder, mode: Functionality): RefundButtonState {
  const paid = isPaid(order);
  const earlier = hasEarlierRefund(order);
  const webshop = order.channel === 'WEBSHOP';
  const pointsUsed = order.usedPoints > 0;
  const flow = refundFlow(order);
  const showButton = REFUND_MODES.includes(mode) && webshop && !order.settled && paid && !earlier && !pointsUsed && flow !== null;
  let info: RefundInfo | null = null;
  if (order.settled && paid && webshop && !earlier) info = 'SETTLED';
  else if (pointsUsed) info = 'POINTS_USED';
  return { showButton, info, flow: showButton ? flow : null };
}

// ---- Single refundable units (§3 refund line) --------------------------------------------------

export type RefundUnitType = ItemType;

export interface RefundUnit {
  /** `${cartItemId}-${unitNumber}` for an item, `${cartItemId}-${addOnLineId}-${unitNumber}` for an add-on. */
  id: string;
  cartItemId: string;
  /** The add-on line, null for a unit of the item itself. */
  addOnLineId: string | null;
  addOnId: string | null;
  /** 1-based number of the unit within its line. */
  unitNumber: number;
  name: string;
  /** The item's type; ADD_ON_OF_ADD_ON_GROUP for add-ons. */
  type: RefundUnitType;
  discountPercent: number;
  vatRate: number;
  /** Øre, VAT included, after discount. */
  amount: Ore;
  vatAmount: Ore;
}

/** The add-on lines of a cart item, its sub-selection's included, each line once. */
export function addOnsOf(item: RefundableCartItem): RefundableAddOn[] {
  const all = [...item.addOnCartItems, ...(item.itemSubselection?.addOnCartItems ?? [])];
  const seen = new Set<string>();
  return all.filter((addOn) => (seen.has(addOn.id) ? false : (seen.add(addOn.id), true)));
}

/**
 * The amount of each of `count` units of a line total, by largest remainder: every unit gets the
 * floor of the equal share, the first `total mod count` units one øre more, so the units always add
 * up exactly to the line total and a unit's amount never depends on which units were refunded before.
 */
export function splitLineAmount(total: Ore, count: number): Ore[] {
  if (!Number.isInteger(count) || count <= 0) return [];
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0));
}

function unitsOfLine(
  line: { count: number; refundedCount: number; grossAmount: Ore; vatRate: number },
  make: (unitNumber: number, amount: Ore) => RefundUnit,
): RefundUnit[] {
  const amounts = splitLineAmount(line.grossAmount, line.count);
  const first = Math.max(0, Math.min(line.count, line.refundedCount));
  return amounts.slice(first).map((amount, index) => make(first + index + 1, amount));
}

/**
 * The single units of the order not yet refunded, in the order of the cart: per cart item its
 * units, then its add-ons with a price above 0, each unit of each add-on line. Units refunded
 * before are the lowest-numbered ones of their line (refundedCount counts them).
 */
export function refundUnits(order: Pick<RefundableOrder, 'cartItems'>): RefundUnit[] {
  const units: RefundUnit[] = [];
  for (const item of order.cartItems) {
    units.push(
      ...unitsOfLine(item, (unitNumber, amount) => ({
        id: `${item.id}-${unitNumber}`,
        cartItemId: item.id,
        addOnLineId: null,
        addOnId: null,
        unitNumber,
        name: item.itemName,
        type: item.itemType,
        discountPercent: item.discountPercent,
        vatRate: item.vatRate,
        amount,
        vatAmount: vatOfGross(amount, item.vatRate),
      })),
    );
    for (const addOn of addOnsOf(item)) {
      if (addOn.grossAmount <= 0) continue;
      units.push(
        ...unitsOfLine(addOn, (unitNumber, amount) => ({
          id: `${item.id}-${addOn.id}-${unitNumber}`,
          cartItemId: item.id,
          addOnLineId: addOn.id,
          addOnId: addOn.addOnId,
          unitNumber,
          name: addOn.name,
          type: 'ADD_ON_OF_ADD_ON_GROUP',
          discountPercent: 0,
          vatRate: addOn.vatRate,
          amount,
          vatAmount: vatOfGross(amount, addOn.vatRate),
        })),
      );
    }
  }
  return units;
}

/** Tips still refundable: the whole tips or nothing (§5). */
export function refundableTips(order: Pick<RefundableOrder, 'tipsAmount' | 'refundedTipsAmount'>): Ore {
  return order.refundedTipsAmount > 0 ? 0 : Math.max(0, order.tipsAmount);
}

/** What was paid and not yet refunded, in øre: no refund may exceed it. */
export function refundableBalance(order: Pick<RefundableOrder, 'payments' | 'refundedTotalAmount'>): Ore {
  return Math.max(0, order.payments.reduce((sum, p) => sum + p.amount, 0) - order.refundedTotalAmount);
}

// ---- The total of a chosen refund --------------------------------------------------------------

export interface RefundSelection {
  /** The chosen units in the order of the cart. */
  lines: RefundUnit[];
  /** Øre: the whole refundable tips or 0. */
  tipsAmount: Ore;
  /** Øre: the units plus the tips, the amount to refund. */
  amount: Ore;
  /** Øre: the VAT of the units (tips carry no VAT). */
  vatAmount: Ore;
}

export type RefundSelectionError =
  | { code: 'UNKNOWN_UNIT'; unitId: string }
  | { code: 'DUPLICATE_UNIT'; unitId: string }
  | { code: 'NO_TIPS' }
  | { code: 'EMPTY' }
  | { code: 'EXCEEDS_PAID'; amount: Ore; balance: Ore };

export type RefundTotalResult = ({ ok: true } & RefundSelection) | { ok: false; error: RefundSelectionError };

/**
 * The refund of the chosen units (ids from refundUnits) and, when includeTips, the whole tips.
 * Errors: an id that is not a refundable unit (unknown or already refunded), an id given twice,
 * tips asked for when there are none left, nothing of value chosen, or an amount above what was paid and not
 * yet refunded (a manual discount on the order, for instance).
 */
export function refundTotal(order: RefundableOrder, unitIds: readonly string[], includeTips: boolean): RefundTotalResult {
  const units = refundUnits(order);
  const position = new Map(units.map((unit, index) => [unit.id, index]));
  const chosen = new Set<string>();
  for (const unitId of unitIds) {
    if (!position.has(unitId)) return { ok: false, error: { code: 'UNKNOWN_UNIT', unitId } };
    if (chosen.has(unitId)) return { ok: false, error: { code: 'DUPLICATE_UNIT', unitId } };
    chosen.add(unitId);
  }
  const tipsAmount = includeTips ? refundableTips(order) : 0;
  if (includeTips && tipsAmount === 0) return { ok: false, error: { code: 'NO_TIPS' } };
  const lines = units.filter((unit) => chosen.has(unit.id));
  const amount = lines.reduce((sum, unit) => sum + unit.amount, 0) + tipsAmount;
  // Nothing chosen, or only units sold for 0 kr: there is no money to give back.
  if (amount === 0) return { ok: false, error: { code: 'EMPTY' } };
  const vatAmount = lines.reduce((sum, unit) => sum + unit.vatAmount, 0);
  const balance = refundableBalance(order);
  if (amount > balance) return { ok: false, error: { code: 'EXCEEDS_PAID', amount, balance } };
  return { ok: true, lines, tipsAmount, amount, vatAmount };
}

// ---- Provider items of a refund ----------------------------------------------------------------

/** The line a unit belongs to, as the providers' item lists name it: the cart item or its add-on line. */
export function unitLineId(unit: RefundUnit): string {
  return unit.addOnLineId === null ? unit.cartItemId : `${unit.cartItemId}-${unit.addOnLineId}`;
}

export const TIPS_LINE_ID = 'tips';
export const TIPS_DESCRIPTION = 'Tips';

export interface DinteroRefundItem {
  id: string;
  line_id: string;
  description: string;
  quantity: number;
  /** Line total in øre. */
  amount: Ore;
  vat_amount: Ore;
  /** Percent. */
  vat: number;
}

export interface SwedbankPayRefundItem {
  id: string;
  line_id: string;
  quantity: number;
  /** Line total in øre. */
  amount: Ore;
  description: string;
}

/** The chosen units grouped by their line (quantity = units chosen of it), then the tips line. */
export function dinteroRefundItems(selection: RefundSelection): DinteroRefundItem[] {
  const byLine = new Map<string, DinteroRefundItem>();
  for (const unit of selection.lines) {
    const lineId = unitLineId(unit);
    const item = byLine.get(lineId);
    if (item) {
      item.quantity += 1;
      item.amount += unit.amount;
      item.vat_amount += unit.vatAmount;
    } else {
      byLine.set(lineId, {
        id: lineId,
        line_id: lineId,
        description: unit.name,
        quantity: 1,
        amount: unit.amount,
        vat_amount: unit.vatAmount,
        vat: unit.vatRate,
      });
    }
  }
  const items = [...byLine.values()];
  if (selection.tipsAmount > 0) {
    items.push({
      id: TIPS_LINE_ID,
      line_id: TIPS_LINE_ID,
      description: TIPS_DESCRIPTION,
      quantity: 1,
      amount: selection.tipsAmount,
      vat_amount: 0,
      vat: 0,
    });
  }
  return items;
}

export function swedbankPayRefundItems(selection: RefundSelection): SwedbankPayRefundItem[] {
  return dinteroRefundItems(selection).map(({ id, line_id, quantity, amount, description }) => ({
    id,
    line_id,
    quantity,
    amount,
    description,
  }));
}

/** Same lines and amounts, whatever the order of the list and the descriptions. */
export function sameRefundItems(
  sent: readonly { id: string; line_id: string; quantity: number; amount: number }[],
  expected: readonly { id: string; line_id: string; quantity: number; amount: number }[],
): boolean {
  if (sent.length !== expected.length) return false;
  const key = (item: { id: string; line_id: string; quantity: number; amount: number }) =>
    JSON.stringify([item.id, item.line_id, item.quantity, item.amount]);
  const left = sent.map(key).sort();
  const right = expected.map(key).sort();
  return left.every((value, index) => value === right[index]);
}
