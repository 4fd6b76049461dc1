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
