import { z } from 'zod';
import { isWireDate } from '../business-day';
import type { RefundableOrder } from '../refunds';
import { ITEM_TYPES, ONLINE_PAYMENT_PROVIDERS, ORDER_CHANNELS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_TYPES } from '../enums';
import { idSchema, merchantField } from './ids';
import { text } from './text';

/**
 * Orders (/orders and /orderDetail, spec part 1 §2, §3 Order and Cart item, §4 Order status, §7 Orders).
 *
 * Every amount of these answers is integer øre (1 kr = 100 øre): totalAmount, tipsAmount, manualDiscount,
 * toPayAmount, totalVat, refunded amounts, payment and refund amounts, and the cart items' prices.
 * `price` of a cart item or add-on is the net unit price (without VAT, before the line discount), as the
 * menu stores it; `grossAmount` is the line's total with VAT after the discount. `usedPoints` counts
 * bonus points (one point pays 1 kr). Instants are ISO 8601 texts in UTC.
 */

export const ORDERS_PAGE_SIZE = 50;
export const ORDERS_MAX_PAGE_SIZE = 100;

export const orderPaymentSchema = z.object({
  id: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  /** Card scheme of a CARD payment (VISA, MASTERCARD …); null otherwise. */
  cardType: z.string().nullable(),
  transactionId: z.string().nullable(),
  paymentOrderId: z.string().nullable(),
  onlinePaymentProvider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  /** Øre. */
  amount: z.number().int(),
  paidTime: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const addOnCartItemSchema = z.object({
  id: z.string(),
  /** The menu's add-on; null when it has since been deleted. */
  addOnId: z.string().nullable(),
  name: z.string(),
  count: z.number().int(),
  /** Net unit price in øre. */
  price: z.number().int(),
  vatRate: z.number(),
  /** Øre with VAT, all units. */
  grossAmount: z.number().int(),
  /** Units already refunded. */
  refundedCount: z.number().int(),
});
export type AddOnCartItem = z.infer<typeof addOnCartItemSchema>;

export const cartItemSchema = z.object({
  id: z.string(),
  /** The menu's item; null when it has since been deleted. */
  itemId: z.string().nullable(),
  itemName: z.string(),
  itemType: z.enum(ITEM_TYPES),
  categoryName: z.string(),
  /** Net unit price in øre, before the discount. */
  price: z.number().int(),
  discountPercent: z.number(),
  vatRate: z.number(),
  count: z.number().int(),
  /** Øre with VAT after the discount, all units, add-ons not included. */
  grossAmount: z.number().int(),
  /**
   * The chosen variant; null for an item without variants. Add-ons are stored per cart item, so every
   * add-on is in the item's addOnCartItems and the variant's list is empty.
   */
  itemSubselection: z.object({ name: z.string(), addOnCartItems: z.array(addOnCartItemSchema) }).nullable(),
  addOnCartItems: z.array(addOnCartItemSchema),
  spicyLevel: z.string().nullable(),
  comment: z.string(),
  createdDate: z.string(),
  /** Units already refunded. */
  refundedCount: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** VAT of the order at one rate: øre with VAT (grossAmount) and the VAT in it. */
export const orderVatSchema = z.object({ vatRate: z.number(), grossAmount: z.number().int(), vatAmount: z.number().int() });
export type OrderVat = z.infer<typeof orderVatSchema>;

export const refundedCartItemSchema = z.object({
  cartItemId: z.string(),
  /** Set when the refunded units are of an add-on of the cart item. */
  addOnId: z.string().nullable(),
  name: z.string(),
  count: z.number().int(),
});

/** An earlier refund of the order (status SUCCEEDED): what, when, how much and by whom. */
export const orderRefundSchema = z.object({
  id: z.string(),
  createdTime: z.string(),
  /** Øre, tips included. */
  amount: z.number().int(),
  tipsAmount: z.number().int(),
  paymentType: z.enum(PAYMENT_TYPES),
  onlinePaymentProvider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  /** Name of the user who refunded; null when unknown (done by the system or the user deleted). */
  refundedBy: z.string().nullable(),
  lines: z.array(z.object({ name: z.string(), count: z.number().int(), amount: z.number().int() })),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * A refund of the order whose outcome is not known yet (status PENDING): its attempt is running, or it
 * is being checked with the payment provider (the server resolves it by itself). No new refund of the
 * order is offered meanwhile.
 */
export const orderPendingRefundSchema = z.object({
  id: z.string(),
  /** When the refund was started. */
  startedTime: z.string(),
  /** Øre, tips included. */
  amount: z.number().int(),
});
export type OrderPendingRefund = z.infer<typeof orderPendingRefundSchema>;

/** A refund attempt of the order that failed (status FAILED): when, how much, by whom and the provider's reason. */
export const orderFailedRefundSchema = z.object({
  id: z.string(),
  /** When the attempt was started. */
  startedTime: z.string(),
  /** Øre, tips included. */
  amount: z.number().int(),
  paymentType: z.enum(PAYMENT_TYPES),
  onlinePaymentProvider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  /** Name of the user who tried; null when unknown. */
  refundedBy: z.string().nullable(),
  /** Why it failed, as the payment provider (or the refund) answered; null when none was given. */
  failureReason: z.string().nullable(),
});
export type OrderFailedRefund = z.infer<typeof orderFailedRefundSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** The order number the customer sees. */
  orderId: z.number().int(),
  merchant: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  orderType: z.enum(ORDER_TYPES),
  orderStatus: z.enum(ORDER_STATUSES),
  channel: z.enum(ORDER_CHANNELS),
  /** terminalId of the cash point that registered it ('WEBSHOP' for the online channels). */
  registeredAtTerminalId: z.string(),
  totalAmount: z.number().int(),
  tipsAmount: z.number().int(),
  manualDiscount: z.number().int(),
  usedPoints: z.number().int(),
  toPayAmount: z.number().int(),
  totalVat: z.number().int(),
  vats: z.array(orderVatSchema),
  description: z.string(),
  pickupOrDeliveryTime: z.string().nullable(),
  pickupTimeOption: z.string().nullable(),
  deliveryTimeOption: z.string().nullable(),
  /** 'NOT_SET' when the customer gave none. */
  mobileNumber: z.string(),
  /** 'NOT_SET' when the customer gave none. */
  name: z.string(),
  nameOnDoorbell: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  floor: z.string(),
  zipCode: z.string(),
  city: z.string(),
  tableName: z.string(),
  servedBy: z.string(),
  orderedTime: z.string(),
  modifiedTime: z.string(),
  /** Included in a Z-report (dagsoppgjør). */
  settled: z.boolean(),
  payments: z.array(orderPaymentSchema),
  cartItems: z.array(cartItemSchema),
  refundedCartItems: z.array(refundedCartItemSchema),
  refundedTipsAmount: z.number().int(),
  refundedTotalAmount: z.number().int(),
  refunds: z.array(orderRefundSchema),
  /** The refund being checked with the payment provider, if any (always sent; null when there is none). */
  pendingRefund: orderPendingRefundSchema.nullable().optional(),
  /** The order's failed refund attempts, oldest first (always sent; empty when there are none). */
  failedRefunds: z.array(orderFailedRefundSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** The order answer is what the refund rules read (packages/shared/src/refunds.ts); the compiler checks it here. */
export const asRefundableOrder = (order: Order): RefundableOrder => order;

// ---- Requests ----------------------------------------------------------------------------------

const wholeNumber = (message: string) =>
  text({ message })
    .regex(/^\d{1,9}$/, { message })
    .transform(Number);

/**
 * What the orders search takes: an order number, (part of) a mobile number — digits with spaces and '+' —,
 * or (part of) the customer's name: letters (æ, ø, å and the other accented ones), digits, spaces and
 * the marks names have (- ' .).
 */
export const ORDER_SEARCH = /^[\p{L}\p{M}\d +\-'.]*$/u;
/** The longest search text. */
export const ORDER_SEARCH_MAX_LENGTH = 50;
/** A search of digits, spaces and '+' only is an order number or a mobile number; anything else a name. */
export const ORDER_NUMBER_SEARCH = /^[\d +]+$/;

const wireDate = text({ message: 'Ugyldig dato: bruk formatet ÅÅÅÅ-MM-DD' }).refine(isWireDate, {
  message: 'Ugyldig dato: bruk formatet ÅÅÅÅ-MM-DD',
});

/** The filters of the orders list, shared by the list, its totals and its downloads. */
const orderFilterFields = {
  merchant: merchantField,
  locationId: idSchema.optional(),
  fromDate: wireDate.optional(),
  toDate: wireDate.optional(),
  status: z.enum(ORDER_STATUSES, { message: 'Ukjent ordrestatus' }).optional(),
  channel: z.enum(ORDER_CHANNELS, { message: 'Ukjent kanal' }).optional(),
  paymentType: z.enum(PAYMENT_TYPES, { message: 'Ukjent betalingsmåte' }).optional(),
  q: text()
    .trim()
    .max(ORDER_SEARCH_MAX_LENGTH, { message: `Søket kan ha høyst ${ORDER_SEARCH_MAX_LENGTH} tegn` })
    .regex(ORDER_SEARCH, { message: "Søk med ordrenummer, mobilnummer eller navn (bokstaver, tall, mellomrom og - ' .)" })
    .optional(),
};

const fromNotAfterTo: [(query: { fromDate?: string; toDate?: string }) => boolean, { message: string; path: string[] }] = [
  (query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate,
  { message: 'Til-datoen kan ikke være før fra-datoen', path: ['toDate'] },
];

/**
 * One page of the merchant's orders, newest first. `page` counts from 1 (page 1 is the newest 50);
 * `limit` is 1–100 (50 when left out). Every filter is optional: `fromDate`/`toDate` are Oslo business
 * days, both included; `q` finds an order number exactly or a mobile number containing it (digits,
 * spaces and '+'), or else a customer whose name contains it, whatever the case.
 */
export const listOrdersQuery = z
  .object({
    ...orderFilterFields,
    limit: wholeNumber('Antall må være et helt tall fra 1 til 100')
      .pipe(
        z
          .number()
          .min(1, { message: 'Antall må være et helt tall fra 1 til 100' })
          .max(ORDERS_MAX_PAGE_SIZE, { message: 'Antall må være et helt tall fra 1 til 100' }),
      )
      .default(ORDERS_PAGE_SIZE),
    page: wholeNumber('Siden må være et helt tall fra 1')
      .pipe(z.number().min(1, { message: 'Siden må være et helt tall fra 1' }))
      .default(1),
  })
  .refine(...fromNotAfterTo);
export type ListOrdersQuery = z.input<typeof listOrdersQuery>;
export type OrderFilters = z.output<typeof listOrdersQuery>;
export const listOrdersResponse = z.array(orderSchema);

/** The filters of the list without its paging: GET /api/order/getOrderTotals and the downloads of the list. */
export const orderFiltersQuery = z.object(orderFilterFields).refine(...fromNotAfterTo);
export type OrderFiltersQuery = z.input<typeof orderFiltersQuery>;
export type OrderListFilters = z.output<typeof orderFiltersQuery>;

/**
 * The totals of every order the filters find (not only the page shown), in øre: how many, what they
 * came to (`toPayAmount`, what each order card shows) and what has been refunded of them.
 */
export const orderTotalsSchema = z.object({
  count: z.number().int(),
  toPayAmount: z.number().int(),
  refundedTotalAmount: z.number().int(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** The most orders one download (GET /api/report/{csv,xlsx}/orders) holds; a larger selection answers 400. */
export const ORDERS_DOWNLOAD_MAX_ROWS = 10_000;

export const getOrderQuery = z.object({ merchant: merchantField, orderDocumentId: idSchema });

/** The merchant's VAT percentages by order type, as the order detail computes prices with them. */
export const orderVatRatesSchema = z.object({ takeOut: z.number(), dineIn: z.number(), delivery: z.number() });
export const orderDetailGuiSchema = z.object({ order: orderSchema, vat: orderVatRatesSchema });
export type OrderDetailGui = z.infer<typeof orderDetailGuiSchema>;

/** Only COMPLETED can be set from the back office, and only by a super admin. */
export const updateOrderStatusBody = z.object({
  merchant: merchantField,
  orderDocumentId: idSchema,
  orderStatus: z.literal('COMPLETED', { message: 'Ordren kan bare merkes som fullført (COMPLETED)' }),
});
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBody>;
export const updateOrderStatusResponse = z.object({ result: z.literal('SUCCEEDED') });
