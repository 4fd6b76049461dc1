import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CUSTOM_ACTION_TYPES, ONLINE_PAYMENT_PROVIDERS } from '@bakrom/shared/enums';
import { createdAt, id, oneOf, ore, updatedAt } from './helpers';
import { merchants } from './merchants';

const merchantRef = () =>
  text('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** A merchant's outlet (avdeling / utsalgssted). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    street: text('street').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    headerImageFile: text('header_image_file'),
    googleMapsIframeUrl: text('google_maps_iframe_url').notNull().default(''),
    onlinePaymentProvider: text('online_payment_provider').notNull().default('NOT_ANY'),
    earliestPickupTime: integer('earliest_pickup_time').notNull().default(20),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_merchant_idx').on(t.merchantId),
    oneOf('locations_provider_check', t.onlinePaymentProvider, ONLINE_PAYMENT_PROVIDERS),
    oneOf('locations_status_check', t.status, ['ACTIVE', 'INACTIVE']),
    check('locations_pickup_time_check', sql`${t.earliestPickupTime} between 0 and 240`),
  ],
);

export const customActions = pgTable(
  'custom_actions',
  {
    id: id(),
    merchantId: merchantRef(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    openName: text('open_name').notNull(),
    closeName: text('close_name').notNull(),
    closedMessage: text('closed_message').notNull().default(''),
    openConfirmMessage: text('open_confirm_message').notNull().default(''),
    closeConfirmMessage: text('close_confirm_message').notNull().default(''),
  },
  (t) => [index('custom_actions_location_idx').on(t.locationId), oneOf('custom_actions_type_check', t.actionType, CUSTOM_ACTION_TYPES)],
);

/**
 * Closing days of a location, both ends inclusive, as Europe/Oslo calendar dates. A range is one
 * record per location (a repeated create finds the existing one); ranges of a location do not overlap.
 */
export const closingDays = pgTable(
  'closing_days',
  {
    id: id(),
    merchantId: merchantRef(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('closing_days_location_range_idx').on(t.locationId, t.fromDate, t.toDate),
    check('closing_days_range_check', sql`${t.fromDate} <= ${t.toDate}`),
    check('closing_days_message_check', sql`length(${t.message}) > 0`),
  ],
);

/** One row per location and weekday (1 = Monday … 7 = Sunday). */
export const openingHours = pgTable(
  'opening_hours',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    weekday: smallint('weekday').notNull(),
    isOpen: boolean('is_open').notNull(),
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
    kitchenClosingTime: time('kitchen_closing_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.weekday] }), check('opening_hours_weekday_check', sql`${t.weekday} between 1 and 7`)],
);

export const deliverySettings = pgTable(
  'delivery_settings',
  {
    locationId: uuid('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    minimumOrder: ore('minimum_order_ore').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_minimum_check', sql`${t.minimumOrder} >= 0`)],
);

export const deliveryDays = pgTable(
  'delivery_days',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => deliverySettings.locationId, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    weekday: smallint('weekday').notNull(),
    offered: boolean('offered').notNull(),
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.weekday] }), check('delivery_days_weekday_check', sql`${t.weekday} between 1 and 7`)],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    id: id(),
    merchantId: merchantRef(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
  },
  (t) => [
    index('dining_tables_location_idx').on(t.locationId),
    uniqueIndex('dining_tables_location_name_key').on(t.locationId, t.name),
    check('dining_tables_capacity_check', sql`${t.capacity} > 0`),
    check('dining_tables_name_check', sql`length(${t.name}) > 0`),
    oneOf('dining_tables_status_check', t.status, ['ACTIVE', 'INACTIVE']),
  ],
);
