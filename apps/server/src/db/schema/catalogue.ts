import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AVAILABLE_DAYS, ITEM_TYPES, MENU_ORDER_TYPES } from '@bakrom/shared/enums';
import { ARTICLE_GROUPS } from '@bakrom/shared/article-groups';
import { createdAt, id, oneOf, ore, subsetOf, updatedAt } from './helpers';
import { merchants } from './merchants';
import { customActions, locations } from './locations';

const merchantRef = () =>
  text('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const categories = pgTable(
  'categories',
  {
    id: id(),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    itemType: text('item_type').notNull(),
    /** SAF-T article group (PredefinedBasicID-04) of the category's items, unless an item names its own. */
    articleGroup: text('article_group').notNull().default('04006'),
    sortOrder: integer('sort_order').notNull().default(-1),
    imageUrl: text('image_url'),
    showItemsCount: boolean('show_items_count').notNull().default(true),
    availableForOrderTypes: text('available_for_order_types')
      .array()
      .notNull()
      .default(sql`'{DINE_IN,TAKEAWAY}'`),
    availableOnDays: text('available_on_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_merchant_idx').on(t.merchantId, t.sortOrder),
    oneOf('categories_item_type_check', t.itemType, ITEM_TYPES),
    oneOf('categories_article_group_check', t.articleGroup, ARTICLE_GROUPS),
    subsetOf('categories_order_types_check', t.availableForOrderTypes, MENU_ORDER_TYPES),
    subsetOf('categories_days_check', t.availableOnDays, AVAILABLE_DAYS),
    check('categories_name_check', sql`length(${t.name}) > 0`),
  ],
);

export const categoryLocations = pgTable(
  'category_locations',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locationId] }), index('category_locations_location_idx').on(t.locationId)],
);

/** The categories a CLOSE_OPEN_DISHES action closes and opens. */
export const customActionCategories = pgTable(
  'custom_action_categories',
  {
    customActionId: uuid('custom_action_id')
      .notNull()
      .references(() => customActions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customActionId, t.categoryId] }), index('custom_action_categories_category_idx').on(t.categoryId)],
);

/** Prices are net (without VAT) in øre: price for takeaway, priceDineIn for dine-in. */
export const items = pgTable(
  'items',
  {
    id: id(),
    merchantId: merchantRef(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    name: text('name').notNull(),
    menuNr: text('menu_nr').notNull().default(''),
    /** The item's own SAF-T article group; null: its category's. */
    articleGroup: text('article_group'),
    description: text('description').notNull().default(''),
    ingredientsText: text('ingredients_text').notNull().default(''),
    imageUrl: text('image_url'),
    price: ore('price_ore').notNull().default(0),
    priceDineIn: ore('price_dine_in_ore').notNull().default(0),
    showAsDiscount: boolean('show_as_discount').notNull().default(false),
    includedToppingsCount: integer('included_toppings_count').notNull().default(0),
    enableComment: boolean('enable_comment').notNull().default(false),
    zipCodes: text('zip_codes').notNull().default(''),
    spicyLevelSelections: text('spicy_level_selections')
      .array()
      .notNull()
      .default(sql`'{}'`),
    availableForOrderTypes: text('available_for_order_types')
      .array()
      .notNull()
      .default(sql`'{DINE_IN,TAKEAWAY}'`),
    availableOnDays: text('available_on_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sortOrder: integer('sort_order').notNull().default(-1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('items_merchant_category_idx').on(t.merchantId, t.categoryId, t.sortOrder),
    index('items_category_idx').on(t.categoryId),
    oneOf('items_item_type_check', t.itemType, ITEM_TYPES),
    oneOf('items_article_group_check', t.articleGroup, ARTICLE_GROUPS),
    subsetOf('items_order_types_check', t.availableForOrderTypes, MENU_ORDER_TYPES),
    subsetOf('items_days_check', t.availableOnDays, AVAILABLE_DAYS),
    check('items_prices_check', sql`${t.price} >= 0 and ${t.priceDineIn} >= 0`),
    check('items_toppings_check', sql`${t.includedToppingsCount} >= 0`),
    check('items_name_check', sql`length(${t.name}) > 0`),
  ],
);

export const itemLocations = pgTable(
  'item_locations',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locationId] }), index('item_locations_location_idx').on(t.locationId)],
);

/** Variants of an item (the specification's subselections). */
export const itemVariants = pgTable(
  'item_variants',
  {
    id: id(),
    merchantId: merchantRef(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: ore('price_ore').notNull(),
    priceDineIn: ore('price_dine_in_ore').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('item_variants_item_idx').on(t.itemId),
    check('item_variants_prices_check', sql`${t.price} >= 0 and ${t.priceDineIn} >= 0`),
  ],
);

/** The fourteen EU allergens, shared by every merchant. */
export const allergens = pgTable('allergens', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const itemAllergens = pgTable(
  'item_allergens',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    allergenId: text('allergen_id')
      .notNull()
      .references(() => allergens.id),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.allergenId] })],
);

export const addOnGroups = pgTable(
  'add_on_groups',
  {
    id: id(),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mandatory: boolean('mandatory').notNull().default(false),
    minimum: integer('minimum').notNull().default(0),
    maximum: integer('maximum').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(-1),
    createdAt: createdAt(),
  },
  (t) => [
    index('add_on_groups_merchant_idx').on(t.merchantId, t.sortOrder),
    check(
      'add_on_groups_min_max_check',
      sql`${t.minimum} >= 0 and ${t.maximum} >= 0 and (not ${t.mandatory} or ${t.minimum} <= ${t.maximum})`,
    ),
  ],
);

export const addOns = pgTable(
  'add_ons',
  {
    id: id(),
    merchantId: merchantRef(),
    addOnGroupId: uuid('add_on_group_id')
      .notNull()
      .references(() => addOnGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    menuNr: text('menu_nr').notNull().default(''),
    price: ore('price_ore').notNull().default(0),
    priceDineIn: ore('price_dine_in_ore').notNull().default(0),
    allowMultipleTimes: boolean('allow_multiple_times').notNull().default(false),
    maximum: integer('maximum').notNull().default(100),
    sortOrder: integer('sort_order').notNull().default(-1),
  },
  (t) => [
    index('add_ons_group_idx').on(t.addOnGroupId, t.sortOrder),
    check('add_ons_prices_check', sql`${t.price} >= 0 and ${t.priceDineIn} >= 0`),
    check('add_ons_maximum_check', sql`${t.maximum} between 1 and 100`),
  ],
);

export const itemAddOnGroups = pgTable(
  'item_add_on_groups',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    addOnGroupId: uuid('add_on_group_id')
      .notNull()
      .references(() => addOnGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.addOnGroupId] }), index('item_add_on_groups_group_idx').on(t.addOnGroupId)],
);

export const variantAddOnGroups = pgTable(
  'variant_add_on_groups',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => itemVariants.id, { onDelete: 'cascade' }),
    addOnGroupId: uuid('add_on_group_id')
      .notNull()
      .references(() => addOnGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.addOnGroupId] }), index('variant_add_on_groups_group_idx').on(t.addOnGroupId)],
);

/** An item is sold out at a location while a record exists; at most one per item and location. */
export const soldOutItems = pgTable(
  'sold_out_items',
  {
    id: id(),
    merchantId: merchantRef(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sold_out_items_item_location_key').on(t.itemId, t.locationId),
    index('sold_out_items_location_idx').on(t.locationId),
  ],
);

/** The merchant's menu version, bumped by triggers whenever anything the menu shows changes. */
export const menuVersions = pgTable('menu_versions', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The merchant's version of what its locations sell today besides the catalogue (sold-out items, dish
 * controls, closing days, opening hours, discounts, the location and the merchant's settings), bumped
 * by triggers on those tables: the channel menu is built once per version and day.
 */
export const channelStateVersions = pgTable('channel_state_versions', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Uploaded images, re-encoded and stored in the database so every server instance can serve them. */
export const images = pgTable(
  'images',
  {
    id: id(),
    merchantId: merchantRef(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    /** A smaller copy for lists and previews (served with ?size=thumb); null when the image is small already. */
    thumbnail: bytea('thumbnail'),
    etag: text('etag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_merchant_idx').on(t.merchantId),
    oneOf('images_content_type_check', t.contentType, ['image/webp', 'image/jpeg', 'image/png']),
  ],
);
