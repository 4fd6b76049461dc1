/** Enumerations shared by the database checks, the API schemas and the screens. */
export const FUNCTIONALITIES = ['WEBSITE', 'TAKEAWAY', 'KIOSK_TAKEAWAY', 'POS', 'ALL'] as const;
export type Functionality = (typeof FUNCTIONALITIES)[number];

export const USER_ROLES = ['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A user's language (issue 34): Norwegian bokmål unless the user chose English. Defined beside the message dictionary. */
export { LANGUAGES, type Language } from './languages';

export const ONLINE_PAYMENT_PROVIDERS = ['NOT_ANY', 'DINTERO', 'SWEDBANK_PAY', 'SOFTPAY'] as const;
export type OnlinePaymentProvider = (typeof ONLINE_PAYMENT_PROVIDERS)[number];

export const ORDER_TYPES = ['DINE_IN', 'PICKUP', 'DELIVERY'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = ['ORDERED', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_CHANNELS = ['APP_IOS', 'APP_ANDROID', 'WEBSHOP', 'POS', 'KIOSK'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const PAYMENT_TYPES = ['CASH', 'VIPPS', 'BANK_AXEPT', 'CARD', 'APPLE_PAY', 'GOOGLE_PAY'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const ITEM_TYPES = [
  'DISH',
  'ADD_ON',
  'DRINK',
  'DRINK_BUBBLE_TEA',
  'DRINK_ALCOHOL',
  'DELIVERY_SERVICE',
  'ADD_ON_OF_ADD_ON_GROUP',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Order types a category or item can be offered for (spec part 2 §9). */
export const MENU_ORDER_TYPES = ['DINE_IN', 'TAKEAWAY'] as const;
export type MenuOrderType = (typeof MENU_ORDER_TYPES)[number];

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const AVAILABLE_DAYS = [...WEEKDAYS, 'HOLIDAY'] as const;
export type AvailableDay = (typeof AVAILABLE_DAYS)[number];

export const TERMINAL_TYPES = ['POS', 'KIOSK', 'KDS', 'WEBSHOP'] as const;
export type TerminalType = (typeof TERMINAL_TYPES)[number];

export const SMS_MESSAGE_TYPES = ['USER_REGISTRATION', 'ORDER_CONFIRMATION', 'FOOD_READY'] as const;
export type SmsMessageType = (typeof SMS_MESSAGE_TYPES)[number];

/** Sales channels a discount can be valid for. */
export const DISCOUNT_CHANNELS = ['WEB_TAKEAWAY', 'WEB_DINE_IN', 'KIOSK', 'POS'] as const;
export type DiscountChannel = (typeof DISCOUNT_CHANNELS)[number];

/**
 * What a terminal reports besides its sales (kassasystemforskriften § 2-8-2): drawer openings, copy receipts and
 * uncompleted sales, the opening change float (its amount), pro forma ('foreløpig') receipts, line corrections,
 * price look-ups, other corrections, delivery receipts and training receipts.
 */
export const TERMINAL_EVENT_TYPES = [
  'CASH_DRAWER_OPENING',
  'COPY_RECEIPT',
  'UNCOMPLETED_SALE',
  'OPENING_CHANGE_FLOAT',
  'PRO_FORMA_RECEIPT',
  'LINE_CORRECTION',
  'PRICE_LOOKUP',
  'OTHER_CORRECTION',
  'DELIVERY_RECEIPT',
  'TRAINING_RECEIPT',
] as const;
export type TerminalEventType = (typeof TERMINAL_EVENT_TYPES)[number];

/** A refund made in the back office, or the return that undoes a signed sale when its order is cancelled. */
export const REFUND_KINDS = ['REFUND', 'CANCELLATION'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const CUSTOM_ACTION_TYPES = ['CLOSE_OPEN_DISHES'] as const;

export const WEBSHOP_AUTO_SETTLE_TIMES = ['', '23:55', '05:00'] as const;

export const EARLIEST_PICKUP_TIMES = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;
