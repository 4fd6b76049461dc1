import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { DISCOUNT_CHANNELS } from '@bakrom/shared/enums';
import { createdAt, id, subsetOf } from './helpers';
import { merchants } from './merchants';
import { locations } from './locations';
import { items } from './catalogue';

const merchantRef = () =>
  text('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    showAsCategory: boolean('show_as_category').notNull().default(false),
    description: text('description').notNull().default(''),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    validForChannelIds: text('valid_for_channel_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('discounts_percent_check', sql`${t.percent} > 0 and ${t.percent} <= 100`),
    check('discounts_range_check', sql`${t.fromDate} <= ${t.toDate}`),
    subsetOf('discounts_channels_check', t.validForChannelIds, DISCOUNT_CHANNELS),
  ],
);

export const discountItems = pgTable(
  'discount_items',
  {
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.itemId] }), index('discount_items_item_idx').on(t.itemId)],
);

export const discountLocations = pgTable(
  'discount_locations',
  {
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.locationId] }), index('discount_locations_location_idx').on(t.locationId)],
);

export const rewardPrograms = pgTable(
  'reward_programs',
  {
    id: id(),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('reward_programs_percent_check', sql`${t.percent} > 0 and ${t.percent} <= 100`),
    check('reward_programs_range_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

export const rewardProgramLocations = pgTable(
  'reward_program_locations',
  {
    rewardProgramId: uuid('reward_program_id')
      .notNull()
      .references(() => rewardPrograms.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rewardProgramId, t.locationId] }), index('reward_program_locations_location_idx').on(t.locationId)],
);
