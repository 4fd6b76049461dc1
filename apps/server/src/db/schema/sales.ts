import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  primaryKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ITEM_TYPES,
  ONLINE_PAYMENT_PROVIDERS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_TYPES,
  REFUND_KINDS,
  SMS_MESSAGE_TYPES,
  TERMINAL_EVENT_TYPES,
  TERMINAL_TYPES,
} from '@bakrom/shared/enums';
import { createdAt, id, oneOf, ore } from './helpers';
import { merchants } from './merchants';
import { locations } from './locations';
import { addOns, categories, items } from './catalogue';
import { users } from './users';

const merchantRef = () =>
  text('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const locationRef = () =>
  uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' });
/**
 * A reference from the sales history (orders, refunds, Z-reports, terminal events) to where it happened:
 * RESTRICT, so that deleting a location or a terminal never removes or rewrites what was sold there.
 */
const historyLocationRef = () =>
  uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'restrict' });
const historyTerminalRef = () =>
  uuid('terminal_id')
    .notNull()
    .references(() => terminals.id, { onDelete: 'restrict' });
/** A history row's Z-report: a Z-report is never deleted once made, so its rows are never set unsettled by a delete. */
const zReportRef = () => uuid('z_report_id').references((): AnyPgColumn => zReports.id, { onDelete: 'restrict' });

/** Cash points: POS and KIOSK devices, KDS screens, and one virtual WEBSHOP terminal per location. */
export const terminals = pgTable(
  'terminals',
  {
    id: id(),
    merchantId: merchantRef(),
    locationId: locationRef(),
    terminalId: text('terminal_id').notNull(),
    terminalType: text('terminal_type').notNull(),
    deviceName: text('device_name').notNull().default(''),
    systemIdNr: text('system_id_nr').notNull().default(''),
    /** Grand totals carried over from before this system (kassasystemforskriften § 2-8-2 x–z). */
    openingGrandTotalSales: ore('opening_grand_total_sales_ore').notNull().default(0),
    openingGrandTotalRefund: ore('opening_grand_total_refund_ore').notNull().default(0),
    createdAt: createdAt(),
    /**
     * The channel API key (`bkt_…`) as its SHA-256 hash: the key itself is shown once and never stored.
     * A high-entropy random key needs no slow hash, and the index finds it on every channel request.
     */
    keyHash: text('key_hash'),
    keyCreatedAt: timestamp('key_created_at', { withTimezone: true }),
    /** Set when the key is revoked: it is refused from then on, until a new key is issued. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('terminals_location_terminal_id_key').on(t.locationId, t.terminalId),
    uniqueIndex('terminals_key_hash_key').on(t.keyHash),
    index('terminals_merchant_idx').on(t.merchantId),
    oneOf('terminals_type_check', t.terminalType, TERMINAL_TYPES),
  ],
);

export const zReports = pgTable(
  'z_reports',
  {
    id: id(),
    merchantId: merchantRef(),
    locationId: historyLocationRef(),
    terminalId: historyTerminalRef(),
    nr: integer('nr').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    counters: jsonb('counters').notNull(),
    grandTotalSales: ore('grand_total_sales_ore').notNull(),
    grandTotalRefund: ore('grand_total_refund_ore').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Set when a super admin regenerated the report's day: the report stays (the sequence of numbers is
     * never broken), its rows now belong to the newer report named here.
     */
    replacedByZReportId: uuid('replaced_by_z_report_id').references((): AnyPgColumn => zReports.id),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('z_reports_terminal_nr_key').on(t.terminalId, t.nr),
    index('z_reports_terminal_date_idx').on(t.terminalId, t.businessDate),
    index('z_reports_location_date_idx').on(t.locationId, t.businessDate),
    check('z_reports_nr_check', sql`${t.nr} > 0`),
  ],
);

/** Amounts in øre, VAT included. totalAmount is the goods total after line and manual discounts. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    merchantId: merchantRef(),
    locationId: historyLocationRef(),
    terminalId: historyTerminalRef(),
    orderNumber: integer('order_number').notNull(),
    orderType: text('order_type').notNull(),
    orderStatus: text('order_status').notNull(),
    channel: text('channel').notNull(),
    totalAmount: ore('total_amount_ore').notNull(),
    totalVat: ore('total_vat_ore').notNull(),
    tipsAmount: ore('tips_amount_ore').notNull().default(0),
    manualDiscount: ore('manual_discount_ore').notNull().default(0),
    usedPoints: integer('used_points').notNull().default(0),
    toPayAmount: ore('to_pay_amount_ore').notNull(),
    refundedTotalAmount: ore('refunded_total_amount_ore').notNull().default(0),
    refundedTipsAmount: ore('refunded_tips_amount_ore').notNull().default(0),
    description: text('description').notNull().default(''),
    pickupOrDeliveryTime: timestamp('pickup_or_delivery_time', { withTimezone: true }),
    pickupTimeOption: text('pickup_time_option'),
    deliveryTimeOption: text('delivery_time_option'),
    mobileNumber: text('mobile_number').notNull().default('NOT_SET'),
    name: text('name').notNull().default('NOT_SET'),
    nameOnDoorbell: text('name_on_doorbell').notNull().default(''),
    street: text('street').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    floor: text('floor').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    tableName: text('table_name').notNull().default(''),
    servedBy: text('served_by').notNull().default(''),
    zReportId: zReportRef(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    /** The channel's own reference of an order sent through the channel API: a repeat answers the first order. */
    channelReference: text('channel_reference'),
    /** SHA-256 of the channel request that stored the order: the same reference with another order is refused. */
    channelRequestHash: text('channel_request_hash'),
  },
  (t) => [
    uniqueIndex('orders_merchant_number_key').on(t.merchantId, t.orderNumber),
    // One order per terminal and channel reference (the channel API's idempotency); orders without one are not indexed.
    uniqueIndex('orders_terminal_channel_reference_key')
      .on(t.terminalId, t.channelReference)
      .where(sql`${t.channelReference} is not null`),
    // With the id: the orders list's order (newest first, then id) straight from the index, and its
    // deeper pages skip their offset in the index alone (an index-only scan) instead of reading each order.
    index('orders_merchant_ordered_idx').on(t.merchantId, t.orderedAt, t.id),
    index('orders_location_ordered_idx').on(t.locationId, t.orderedAt, t.id),
    // Open orders (ORDERED, CONFIRMED) are few: a status filter reads them from here, not from the whole history.
    index('orders_merchant_status_ordered_idx').on(t.merchantId, t.orderStatus, t.orderedAt, t.id),
    index('orders_terminal_unsettled_idx')
      .on(t.terminalId)
      .where(sql`${t.zReportId} is null`),
    index('orders_z_report_idx').on(t.zReportId),
    oneOf('orders_type_check', t.orderType, ORDER_TYPES),
    oneOf('orders_status_check', t.orderStatus, ORDER_STATUSES),
    oneOf('orders_channel_check', t.channel, ORDER_CHANNELS),
    check(
      'orders_amounts_check',
      sql`${t.totalAmount} >= 0 and ${t.tipsAmount} >= 0 and ${t.manualDiscount} >= 0 and ${t.usedPoints} >= 0 and ${t.toPayAmount} >= 0`,
    ),
    check(
      'orders_refunded_check',
      sql`${t.refundedTotalAmount} between 0 and ${t.totalAmount} + ${t.tipsAmount} and ${t.refundedTipsAmount} between 0 and ${t.tipsAmount}`,
    ),
  ],
);

/** One line per cart item; prices are net unit prices in øre, amounts are gross after discount. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    merchantId: merchantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    categoryName: text('category_name').notNull(),
    itemName: text('item_name').notNull(),
    itemType: text('item_type').notNull(),
    variantName: text('variant_name'),
    count: integer('count').notNull(),
    unitPrice: ore('unit_price_ore').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    grossAmount: ore('gross_amount_ore').notNull(),
    vatAmount: ore('vat_amount_ore').notNull(),
    refundedCount: integer('refunded_count').notNull().default(0),
    spicyLevel: text('spicy_level'),
    comment: text('comment').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Deleting an item or a category sets these to null: without the indexes every delete scans all order lines.
    index('order_lines_item_idx').on(t.itemId),
    index('order_lines_category_idx').on(t.categoryId),
    oneOf('order_lines_item_type_check', t.itemType, ITEM_TYPES),
    check('order_lines_count_check', sql`${t.count} > 0 and ${t.refundedCount} between 0 and ${t.count}`),
    check('order_lines_discount_check', sql`${t.discountPercent} between 0 and 100`),
  ],
);

export const orderLineAddOns = pgTable(
  'order_line_add_ons',
  {
    id: id(),
    merchantId: merchantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    addOnId: uuid('add_on_id').references(() => addOns.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    unitPrice: ore('unit_price_ore').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    grossAmount: ore('gross_amount_ore').notNull(),
    vatAmount: ore('vat_amount_ore').notNull(),
    refundedCount: integer('refunded_count').notNull().default(0),
  },
  (t) => [
    index('order_line_add_ons_line_idx').on(t.orderLineId),
    index('order_line_add_ons_order_idx').on(t.orderId),
    index('order_line_add_ons_add_on_idx').on(t.addOnId),
    check('order_line_add_ons_count_check', sql`${t.count} > 0 and ${t.refundedCount} between 0 and ${t.count}`),
  ],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    merchantId: merchantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').notNull(),
    /** Card scheme for CARD payments (BankAxept is its own payment type). */
    cardType: text('card_type'),
    amount: ore('amount_ore').notNull(),
    transactionId: text('transaction_id'),
    paymentOrderId: text('payment_order_id'),
    onlinePaymentProvider: text('online_payment_provider').notNull().default('NOT_ANY'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    // The transactions report reads one merchant's card payments of a period, never every merchant's payments.
    index('order_payments_merchant_paid_idx').on(t.merchantId, t.paidAt),
    oneOf('order_payments_type_check', t.paymentType, PAYMENT_TYPES),
    oneOf('order_payments_provider_check', t.onlinePaymentProvider, ONLINE_PAYMENT_PROVIDERS),
    check('order_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A refund is recorded once per idempotency key, whatever the number of attempts. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    merchantId: merchantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    terminalId: historyTerminalRef(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** REFUND from the back office; CANCELLATION: the return of the whole signed sale when its order was cancelled. */
    kind: text('kind').notNull().default('REFUND'),
    amount: ore('amount_ore').notNull(),
    tipsAmount: ore('tips_amount_ore').notNull().default(0),
    vatAmount: ore('vat_amount_ore').notNull().default(0),
    paymentType: text('payment_type').notNull(),
    onlinePaymentProvider: text('online_payment_provider').notNull(),
    status: text('status').notNull(),
    lines: jsonb('lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    zReportId: zReportRef(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The provider's id of the refunded payment: Dintero transaction or Swedbank Pay payment order (Softpay: its transaction). */
    providerPaymentId: text('provider_payment_id'),
    /** Our reference of the operation at the provider (Dintero refund_reference, Swedbank Pay payeeReference), the same on every attempt. */
    operationReference: text('operation_reference'),
    /** The provider's reference of the completed refund. */
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /** While PENDING: CALLING while an attempt talks to the provider, UNKNOWN when an attempt ended without an answer. */
    attemptState: text('attempt_state'),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** SHA-256 of the request that created the refund: the same key with another request is refused. */
    requestHash: text('request_hash'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.merchantId, t.idempotencyKey),
    // One refund per order (spec §5: no refund after an earlier one); a failed attempt does not count.
    uniqueIndex('refunds_order_live_key')
      .on(t.orderId)
      .where(sql`${t.status} in ('PENDING', 'SUCCEEDED')`),
    oneOf('refunds_attempt_state_check', t.attemptState, ['CALLING', 'UNKNOWN']),
    index('refunds_order_idx').on(t.orderId),
    // The reconciler's round reads the few PENDING refunds, never the whole history of refunds.
    index('refunds_pending_idx')
      .on(t.attemptStartedAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('refunds_z_report_idx').on(t.zReportId),
    index('refunds_terminal_unsettled_idx')
      .on(t.terminalId)
      .where(sql`${t.zReportId} is null`),
    oneOf('refunds_status_check', t.status, ['PENDING', 'SUCCEEDED', 'FAILED']),
    oneOf('refunds_kind_check', t.kind, REFUND_KINDS),
    oneOf('refunds_payment_type_check', t.paymentType, PAYMENT_TYPES),
    check('refunds_amount_check', sql`${t.amount} > 0 and ${t.tipsAmount} >= 0`),
  ],
);

/** Cash-drawer openings, copy receipts and uncompleted sales at a terminal (X/Z counters). */
export const terminalEvents = pgTable(
  'terminal_events',
  {
    id: id(),
    merchantId: merchantRef(),
    terminalId: historyTerminalRef(),
    eventType: text('event_type').notNull(),
    amount: ore('amount_ore').notNull().default(0),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    zReportId: zReportRef(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The terminal's own reference of an event sent through the channel API: a repeat answers the first event. */
    channelReference: text('channel_reference'),
  },
  (t) => [
    index('terminal_events_terminal_idx').on(t.terminalId, t.occurredAt),
    uniqueIndex('terminal_events_terminal_channel_reference_key')
      .on(t.terminalId, t.channelReference)
      .where(sql`${t.channelReference} is not null`),
    index('terminal_events_order_idx').on(t.orderId),
    index('terminal_events_z_report_idx').on(t.zReportId),
    index('terminal_events_terminal_unsettled_idx')
      .on(t.terminalId)
      .where(sql`${t.zReportId} is null`),
    oneOf('terminal_events_type_check', t.eventType, TERMINAL_EVENT_TYPES),
  ],
);

/**
 * The automatic end-of-day settlements of the WEBSHOP and KIOSK terminals, one row per merchant and
 * business day settled: a run recorded here is never run again, whichever server instance finds it due.
 */
export const autoSettlementRuns = pgTable(
  'auto_settlement_runs',
  {
    merchantId: merchantRef(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** The merchant's setting the run was due by ('23:55' or '05:00'). */
    settleAt: text('settle_at').notNull(),
    /** Rows before this instant were settled; later ones wait for the next run. */
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    zReportCount: integer('z_report_count').notNull(),
    completedOrders: integer('completed_orders').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.businessDate] })],
);

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    merchantId: merchantRef(),
    locationId: locationRef(),
    messageType: text('message_type').notNull(),
    message: text('message').notNull(),
    smsCount: integer('sms_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    messageId: text('message_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sms_messages_location_sent_idx').on(t.locationId, t.sentAt),
    index('sms_messages_order_idx').on(t.orderId),
    oneOf('sms_messages_type_check', t.messageType, SMS_MESSAGE_TYPES),
    check('sms_messages_count_check', sql`${t.smsCount} > 0`),
  ],
);

/**
 * Sales per location, Europe/Oslo business day and order type, kept exact by statement-level
 * triggers on orders (see the sales_rollup migration), so the dashboard never scans order history.
 */
export const salesDailyRollups = pgTable(
  'sales_daily_rollups',
  {
    merchantId: merchantRef(),
    locationId: locationRef(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    orderType: text('order_type').notNull(),
    salesAmount: ore('sales_amount_ore').notNull(),
    orderCount: integer('order_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.businessDate, t.orderType] }),
    index('sales_daily_rollups_merchant_date_idx').on(t.merchantId, t.businessDate),
  ],
);

/**
 * The same figures per calendar month (`month` is its first day), kept by the same triggers, so the
 * dashboard's twelve months read a few dozen rows instead of a year of days.
 */
export const salesMonthlyRollups = pgTable(
  'sales_monthly_rollups',
  {
    merchantId: merchantRef(),
    locationId: locationRef(),
    month: date('month', { mode: 'string' }).notNull(),
    orderType: text('order_type').notNull(),
    salesAmount: ore('sales_amount_ore').notNull(),
    orderCount: integer('order_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.month, t.orderType] }),
    index('sales_monthly_rollups_merchant_month_idx').on(t.merchantId, t.month),
  ],
);

/**
 * Salgsanalyse's figures per location, Oslo business day and hour, order channel and order type, kept exact
 * by statement-level triggers on orders in the writer's transaction (migration 0027): the key figures, the
 * weekday × hour grid and the channels never scan orders. A sale is the overview's: an order not CANCELLED.
 */
export const salesHourlyRollups = pgTable(
  'sales_hourly_rollups',
  {
    merchantId: merchantRef(),
    locationId: locationRef(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** The Oslo clock hour the order was placed in, 0–23. */
    hour: integer('hour').notNull(),
    channel: text('channel').notNull(),
    orderType: text('order_type').notNull(),
    orderCount: integer('order_count').notNull(),
    /** Goods after discounts less the goods refunded, VAT included, tips excluded. */
    salesAmount: ore('sales_amount_ore').notNull(),
    /** The goods refunded from these orders (tips not included). */
    refundedAmount: ore('refunded_amount_ore').notNull(),
    manualDiscount: ore('manual_discount_ore').notNull(),
    /** Tips less refunded tips. */
    tipsAmount: ore('tips_amount_ore').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.businessDate, t.hour, t.channel, t.orderType] }),
    // Migration 0029 adds every figure as INCLUDE columns: a period is read from the index alone.
    index('sales_hourly_rollups_merchant_date_idx').on(t.merchantId, t.businessDate),
  ],
);

/**
 * Salgsanalyse's product mix: units and sales of each item and variant (kind ITEM) and each add-on (ADD_ON) per
 * location, Oslo business day and order channel, kept exact by statement-level triggers on order lines, add-on
 * lines and orders (migration 0027). `productKey` names a product across days: the item's id and variant, or its
 * name once the item is deleted; name and category are the latest sale's.
 */
export const salesProductRollups = pgTable(
  'sales_product_rollups',
  {
    merchantId: merchantRef(),
    locationId: locationRef(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    productKey: text('product_key').notNull(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id'),
    addOnId: uuid('add_on_id'),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    categoryId: uuid('category_id'),
    categoryName: text('category_name').notNull(),
    /** Units sold less units refunded. */
    units: integer('units').notNull(),
    /** The lines' amounts (after a line discount, VAT included), the refunded units' share taken off. */
    salesAmount: ore('sales_amount_ore').notNull(),
    /** Line discounts given (items only). */
    discountAmount: ore('discount_amount_ore').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.businessDate, t.channel, t.productKey] }),
    // Migration 0029 adds the product, its figures, location and channel as INCLUDE columns: read from the index alone.
    index('sales_product_rollups_merchant_date_idx').on(t.merchantId, t.businessDate),
    oneOf('sales_product_rollups_kind_check', t.kind, ['ITEM', 'ADD_ON']),
  ],
);

/**
 * The hourly figures per calendar month (`month` is its first day) and ISO weekday instead of per date, written by
 * the same function as the daily ones (migration 0029): a year's analysis reads a few thousand rows.
 */
export const salesHourlyMonthlyRollups = pgTable(
  'sales_hourly_monthly_rollups',
  {
    merchantId: merchantRef(),
    locationId: locationRef(),
    month: date('month', { mode: 'string' }).notNull(),
    /** ISO weekday, 1 = Monday … 7 = Sunday. */
    weekday: integer('weekday').notNull(),
    hour: integer('hour').notNull(),
    channel: text('channel').notNull(),
    orderType: text('order_type').notNull(),
    orderCount: integer('order_count').notNull(),
    salesAmount: ore('sales_amount_ore').notNull(),
    refundedAmount: ore('refunded_amount_ore').notNull(),
    manualDiscount: ore('manual_discount_ore').notNull(),
    tipsAmount: ore('tips_amount_ore').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.month, t.weekday, t.hour, t.channel, t.orderType] }),
    index('sales_hourly_monthly_rollups_merchant_month_idx').on(t.merchantId, t.month),
  ],
);

/** The product figures per calendar month, written by the same function as the daily ones (migration 0029). */
export const salesProductMonthlyRollups = pgTable(
  'sales_product_monthly_rollups',
  {
    merchantId: merchantRef(),
    locationId: locationRef(),
    month: date('month', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    productKey: text('product_key').notNull(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id'),
    addOnId: uuid('add_on_id'),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    categoryId: uuid('category_id'),
    categoryName: text('category_name').notNull(),
    units: integer('units').notNull(),
    salesAmount: ore('sales_amount_ore').notNull(),
    discountAmount: ore('discount_amount_ore').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.month, t.channel, t.productKey] }),
    index('sales_product_monthly_rollups_merchant_month_idx').on(t.merchantId, t.month),
    oneOf('sales_product_monthly_rollups_kind_check', t.kind, ['ITEM', 'ADD_ON']),
  ],
);

/**
 * A per-merchant version of everything the orders list shows, bumped by statement-level triggers on
 * each table it reads, in the writing transaction: a page is built once per version and shared by
 * every tab that asks for it (see `orders/order-page-cache.ts`).
 */
export const orderListVersions = pgTable('order_list_versions', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The last order number of each merchant, taken by a channel order in the statement that writes it: the
 * row's lock orders concurrent orders of a merchant one after the other until commit, without a gap.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  merchantId: text('merchant_id').primaryKey(),
  lastOrderNumber: bigint('last_order_number', { mode: 'number' }).notNull(),
});
