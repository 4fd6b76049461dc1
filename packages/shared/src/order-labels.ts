import type { OrderChannel, OrderStatus, OrderType, PaymentType } from './enums';

/**
 * The Norwegian names of an order's status, type, channel and payment types (spec part 1 §2 Orders list,
 * §4 Order status, §9 payment labels): the orders screens show them and the downloads of the orders list
 * write them.
 */

export const ORDER_STATUS_LABELS = {
  ORDERED: 'Bestilt',
  CONFIRMED: 'Bekreftet',
  COMPLETED: 'Fullført',
  CANCELLED: 'Kansellert',
} as const satisfies Record<OrderStatus, string>;

export const ORDER_TYPE_LABELS = {
  DINE_IN: 'Spise her',
  PICKUP: 'Henting',
  DELIVERY: 'Levering',
} as const satisfies Record<OrderType, string>;

export const ORDER_CHANNEL_LABELS = {
  APP_IOS: 'App (iOS)',
  APP_ANDROID: 'App (Android)',
  WEBSHOP: 'Nettbutikk',
  POS: 'Kasse',
  KIOSK: 'Kiosk',
} as const satisfies Record<OrderChannel, string>;

/** On an order: BankAxept and the card schemes both show as 'Kort'. */
export const ORDER_PAYMENT_LABELS = {
  CASH: 'Kontant',
  VIPPS: 'Vipps',
  CARD: 'Kort',
  BANK_AXEPT: 'Kort',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
} as const satisfies Record<PaymentType, string>;

/** As a filter or a column of a download, where BankAxept is told apart from the other cards. */
export const PAYMENT_TYPE_FILTER_LABELS = {
  CASH: 'Kontant',
  VIPPS: 'Vipps',
  CARD: 'Kort (Visa, Mastercard …)',
  BANK_AXEPT: 'Kort (BankAxept)',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
} as const satisfies Record<PaymentType, string>;
