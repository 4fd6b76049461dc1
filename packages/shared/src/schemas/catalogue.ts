import { z } from 'zod';
import { ARTICLE_GROUPS } from '../article-groups';
import { AVAILABLE_DAYS, ITEM_TYPES, MENU_ORDER_TYPES } from '../enums';

/**
 * The menu as the API carries it (spec part 2 §3). Prices are kroner without VAT with two decimals
 * on the wire; the server keeps øre and converts in its presenters.
 */
export const kronerSchema = z.number().min(0).max(1_000_000).multipleOf(0.01);

export const categorySchema = z.object({
  id: z.string(),
  type: z.literal('category'),
  merchant: z.string(),
  name: z.string(),
  description: z.string(),
  itemType: z.enum(ITEM_TYPES),
  /** The SAF-T article group (PredefinedBasicID-04) the category's items are sold in. */
  articleGroup: z.enum(ARTICLE_GROUPS),
  sortOrder: z.number().int(),
  imageUrl: z.string().nullable(),
  showItemsCount: z.boolean(),
  availableAtLocationIds: z.array(z.string()),
  availableForOrderTypes: z.array(z.enum(MENU_ORDER_TYPES)),
  availableOnDays: z.array(z.enum(AVAILABLE_DAYS)),
});
export type Category = z.infer<typeof categorySchema>;

export const subselectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: kronerSchema,
  priceDineIn: kronerSchema,
  addOnGroupIds: z.array(z.string()),
});
export type Subselection = z.infer<typeof subselectionSchema>;

export const allergenSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() });
export type Allergen = z.infer<typeof allergenSchema>;

export const itemSchema = z.object({
  id: z.string(),
  type: z.literal('item'),
  merchant: z.string(),
  categoryId: z.string(),
  itemType: z.enum(ITEM_TYPES),
  /** The item's own SAF-T article group; null: its category's. */
  articleGroup: z.enum(ARTICLE_GROUPS).nullable(),
  name: z.string(),
  menuNr: z.string(),
  description: z.string(),
  ingredientsText: z.string(),
  imageUrl: z.string().nullable(),
  price: kronerSchema,
  priceDineIn: kronerSchema,
  showAsDiscount: z.boolean(),
  includedToppingsCount: z.number().int(),
  enableComment: z.boolean(),
  zipCodes: z.string(),
  spicyLevelSelections: z.array(z.string()),
  availableAtLocationIds: z.array(z.string()),
  availableForOrderTypes: z.array(z.enum(MENU_ORDER_TYPES)),
  availableOnDays: z.array(z.enum(AVAILABLE_DAYS)),
  subselections: z.array(subselectionSchema),
  addOnGroupIds: z.array(z.string()),
  allergens: z.array(allergenSchema),
  sortOrder: z.number().int(),
});
export type Item = z.infer<typeof itemSchema>;

export const addOnGroupSchema = z.object({
  id: z.string(),
  type: z.literal('add-on_group'),
  merchant: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  mandatory: z.boolean(),
  minimum: z.number().int(),
  maximum: z.number().int(),
  sortOrder: z.number().int(),
});
export type AddOnGroup = z.infer<typeof addOnGroupSchema>;

export const addOnSchema = z.object({
  id: z.string(),
  type: z.literal('add-on'),
  merchant: z.string(),
  addOnGroupId: z.string(),
  name: z.string(),
  menuNr: z.string(),
  price: kronerSchema,
  priceDineIn: kronerSchema,
  allowMultipleTimes: z.boolean(),
  maximum: z.number().int(),
  sortOrder: z.number().int(),
});
export type AddOn = z.infer<typeof addOnSchema>;

/** The merchant's whole menu as the wire carries it; the add-ons go by the name `addOnLists`. */
export const menuSchema = z.object({
  categories: z.array(categorySchema),
  items: z.array(itemSchema),
  addOnGroups: z.array(addOnGroupSchema),
  addOnLists: z.array(addOnSchema),
});
export type Menu = z.infer<typeof menuSchema>;
