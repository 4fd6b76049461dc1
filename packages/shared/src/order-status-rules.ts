import type { OrderStatus } from './enums';

/**
 * How an order's status moves (issue 15, the channel API's status call): ORDERED → CONFIRMED →
 * COMPLETED, or CANCELLED before completion. An open order may be completed without being confirmed
 * first, as the back office's "mark as completed" does (spec part 1 §4). COMPLETED and CANCELLED are final.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  ORDERED: ['CONFIRMED', 'COMPLETED', 'CANCELLED'],
  CONFIRMED: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** The statuses a terminal may set. */
export const SETTABLE_ORDER_STATUSES = ['CONFIRMED', 'COMPLETED', 'CANCELLED'] as const;
export type SettableOrderStatus = (typeof SETTABLE_ORDER_STATUSES)[number];

/**
 * What asking for `to` does to an order in `from`: 'change' it, leave it 'unchanged' (it already is in
 * that status: a repeated call changes nothing and is no error), or 'refused' (409).
 */
export function orderStatusChange(from: OrderStatus, to: OrderStatus): 'change' | 'unchanged' | 'refused' {
  if (from === to) return 'unchanged';
  return ORDER_STATUS_TRANSITIONS[from].includes(to) ? 'change' : 'refused';
}

const STATUS_NAMES: Record<OrderStatus, string> = {
  ORDERED: 'bestilt',
  CONFIRMED: 'bekreftet',
  COMPLETED: 'fullført',
  CANCELLED: 'kansellert',
};

/** Why a change was refused, in words a kiosk or till can show. */
export function orderStatusRefusal(from: OrderStatus, to: OrderStatus): string {
  if (from === 'COMPLETED' || from === 'CANCELLED') {
    return `Ordren er allerede ${STATUS_NAMES[from]} og kan ikke endres til ${STATUS_NAMES[to]}.`;
  }
  return `En ordre som er ${STATUS_NAMES[from]}, kan ikke settes tilbake til ${STATUS_NAMES[to]}.`;
}

// ---- Cancelling a signed sale ------------------------------------------------------------------

/**
 * A signed sale is never undone (kassasystemforskriften, SAF-T Cash Register): cancelling its order
 * records a return of the whole sale (11006, journalled 13013) that the X- and Z-reports count under
 * returns, and the terminal reverses the payments itself (the card reversal at the card terminal, cash
 * handed back). Where that return cannot be made, the cancellation is refused (409) with one of these.
 */
export const CANCELLATION_REFUSALS = {
  CANCELLATION_REFUND_IN_PROGRESS: 'En refusjon av ordren pågår. Ordren kan ikke kanselleres før refusjonen er fullført eller har feilet.',
  CANCELLATION_ALREADY_REFUNDED:
    'Ordren er allerede helt eller delvis refundert. Et signert salg med en retur kan ikke i tillegg kanselleres.',
  CANCELLATION_POINTS_USED:
    'Ordren er betalt helt eller delvis med bonuspoeng og kan ikke kanselleres, fordi poengene ikke kan føres tilbake.',
  CANCELLATION_ONLINE_PAYMENT:
    'Ordren er betalt på nett, og terminalen kan ikke tilbakeføre en nettbetaling. Refunder ordren fra bakrommet i stedet for å kansellere den.',
  CANCELLATION_NOTHING_TO_RETURN:
    'Ordren er signert som et salg på 0,00 kr og har ingen betaling å tilbakeføre, så den kan ikke kanselleres.',
} as const;
export type CancellationRefusalCode = keyof typeof CANCELLATION_REFUSALS;

/** Online providers whose payments only the provider can reverse, never the terminal. */
const ONLINE_ONLY_PROVIDERS: readonly string[] = ['DINTERO', 'SWEDBANK_PAY'];

/** What the cancellation rule needs to know of a signed sale's order. */
export interface CancellableSale {
  /** Øre, goods after discounts, VAT included. */
  totalAmount: number;
  tipsAmount: number;
  usedPoints: number;
  refundedTotalAmount: number;
  refundedTipsAmount: number;
  /** Refunded units of any line or add-on line. */
  refundedUnits: number;
  /** The order's refund that is PENDING or SUCCEEDED, if any (one live refund per order). */
  liveRefund: 'PENDING' | 'SUCCEEDED' | null;
  payments: readonly { onlinePaymentProvider: string }[];
}

/**
 * Why the return that cancels a signed sale cannot be made, or null when it can: a refund in progress,
 * anything refunded before (one refund per order), bonus points used (they cannot be given back), a
 * payment only an online provider can reverse, or a sale of 0 kr (no return to record).
 */
export function cancellationRefusal(sale: CancellableSale): CancellationRefusalCode | null {
  if (sale.liveRefund === 'PENDING') return 'CANCELLATION_REFUND_IN_PROGRESS';
  if (sale.liveRefund === 'SUCCEEDED' || sale.refundedTotalAmount > 0 || sale.refundedTipsAmount > 0 || sale.refundedUnits > 0)
    return 'CANCELLATION_ALREADY_REFUNDED';
  if (sale.usedPoints > 0) return 'CANCELLATION_POINTS_USED';
  if (sale.payments.some((payment) => ONLINE_ONLY_PROVIDERS.includes(payment.onlinePaymentProvider))) return 'CANCELLATION_ONLINE_PAYMENT';
  if (sale.totalAmount + sale.tipsAmount <= 0) return 'CANCELLATION_NOTHING_TO_RETURN';
  return null;
}

/**
 * The payment type a cancellation's return is recorded under: the largest payment's (the first of the
 * largest when two are equal), as the returns of the X- and Z-reports are counted by one type per return.
 */
export function largestPaymentType<T extends string>(payments: readonly { paymentType: T; amount: number }[]): T | undefined {
  let largest: { paymentType: T; amount: number } | undefined;
  for (const payment of payments) if (!largest || payment.amount > largest.amount) largest = payment;
  return largest?.paymentType;
}
