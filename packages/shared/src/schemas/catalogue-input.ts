import { z } from 'zod';
import { ARTICLE_GROUPS } from '../article-groups';
import { AVAILABLE_DAYS, MENU_ORDER_TYPES } from '../enums';
import {
  ADD_ON_MAXIMUM_DEFAULT,
  ADD_ON_MAXIMUM_MAX,
  CATALOGUE_ITEM_TYPES,
  CATALOGUE_MESSAGES as M,
  SPICY_LEVELS,
  addOnGroupProblems,
  addOnProblems,
  imageIdOfUrl,
  imageUrlOf,
  itemPriceProblems,
  variantCountProblems,
  variantProblems,
  type RuleProblem,
} from '../catalogue-rules';
import { DUPLICATE_IDS_MESSAGE, hasNoDuplicates, idSchema, merchantField, uniqueIds } from './ids';
import { text } from './text';

/**
 * What the catalogue forms send (spec part 2 §3, §5, §7): the same schemas validate the forms in the
 * browser and every body on the server. Prices are kroner without VAT, at most two decimals.
 */

const unique = <T>(values: T[]): T[] => [...new Set(values)];

function report(ctx: z.RefinementCtx, problems: RuleProblem[]) {
  for (const problem of problems) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
}

export const priceInput = z
  .number({ error: M.priceNotANumber })
  .min(0, M.priceNotNegative)
  .max(1_000_000, M.priceTooHigh)
  .multipleOf(0.01, M.priceTwoDecimals);

const idList = uniqueIds(idSchema, { max: 500 });
const required = (message: string) => text({ error: message }).trim().min(1, message).max(200, 'Høyst 200 tegn');
const optionalText = (max = 2000) => text().max(max, `Høyst ${max} tegn`).default('');
const sortOrderInput = z.number().int().min(-1).max(1_000_000).default(-1);

/** Empty or an image uploaded through /api/media/uploadImageFile, kept in its one canonical spelling. */
const imageUrlInput = text()
  .trim()
  .max(300)
  .nullish()
  .transform((url) => (url ? url : null))
  .refine((url) => url === null || imageIdOfUrl(url) !== undefined, M.imageUrlInvalid)
  .transform((url) => (url === null ? null : imageUrlOf(imageIdOfUrl(url)!)));

const itemTypeInput = z.enum(CATALOGUE_ITEM_TYPES, { error: M.itemTypeRequired });

export const ARTICLE_GROUP_MESSAGE = 'Ukjent varegruppe: velg en av varegruppene i SAF-T (04006–04014)';
/** A SAF-T article group (PredefinedBasicID-04) of a category or, as an override, of an item. */
export const articleGroupInput = z.enum(ARTICLE_GROUPS, { error: ARTICLE_GROUP_MESSAGE });
const orderTypesInput = z.array(z.enum(MENU_ORDER_TYPES)).transform(unique);
const daysInput = z.array(z.enum(AVAILABLE_DAYS)).transform(unique).default([]);

const categoryFields = {
  merchant: merchantField,
  type: z.literal('category').optional(),
  name: required(M.categoryNameRequired),
  description: optionalText(),
  itemType: itemTypeInput,
  /**
   * The category's SAF-T article group; left out, a new category takes its item type's
   * (`defaultArticleGroup`) and an edited one keeps its own.
   */
  articleGroup: articleGroupInput.optional(),
  availableAtLocationIds: idList.default([]),
  availableForOrderTypes: orderTypesInput.default(['DINE_IN', 'TAKEAWAY']),
  availableOnDays: daysInput,
  imageUrl: imageUrlInput,
  showItemsCount: z.boolean().default(true),
  sortOrder: sortOrderInput,
};

export const createCategoryInput = z.object(categoryFields);
export type CategoryInput = z.output<typeof createCategoryInput>;
export type CategoryForm = z.input<typeof createCategoryInput>;

/** The category to save; `categoryId` names it (`id`, as the read shape calls it, is accepted too). */
export const editCategoryInput = z
  .object({ ...categoryFields, categoryId: idSchema.optional(), id: idSchema.optional() })
  .refine((body) => body.categoryId ?? body.id, { path: ['categoryId'], message: 'Mangler kategori-id' })
  .transform(({ id, categoryId, ...category }) => ({ ...category, categoryId: (categoryId ?? id)! }));
export type EditCategoryBody = z.infer<typeof editCategoryInput>;

export const subselectionInput = z
  .object({
    /** Kept when it names an existing variant of the item; anything else gets a new id. */
    id: text().max(100).optional(),
    name: text().trim().max(200, 'Høyst 200 tegn'),
    price: priceInput.default(0),
    priceDineIn: priceInput.default(0),
    addOnGroupIds: idList.default([]),
  })
  .superRefine((variant, ctx) => report(ctx, variantProblems(variant)));
export type SubselectionInput = z.output<typeof subselectionInput>;

const allergenId = text().min(1).max(50);
const allergenReference = z.union([allergenId, z.object({ id: allergenId })]);

const itemFields = {
  merchant: merchantField,
  type: z.literal('item').optional(),
  categoryId: idSchema,
  itemType: itemTypeInput,
  /**
   * The item's own SAF-T article group, overriding its category's; null sells it in the category's group.
   * Left out, a new item has none and an edited one keeps what it had.
   */
  articleGroup: articleGroupInput.nullish(),
  name: required(M.itemNameRequired),
  menuNr: z.union([text().trim().max(20, 'Høyst 20 tegn'), z.number().int().transform(String)]).default(''),
  description: optionalText(),
  ingredientsText: optionalText(),
  imageUrl: imageUrlInput,
  price: priceInput.default(0),
  priceDineIn: priceInput.default(0),
  showAsDiscount: z.boolean().default(false),
  includedToppingsCount: z.number().int().min(0, 'Kan ikke være under 0').max(100).default(0),
  enableComment: z.boolean().default(false),
  zipCodes: text().trim().max(2000, 'Høyst 2000 tegn').default(''),
  spicyLevelSelections: z
    .array(z.enum(SPICY_LEVELS, { error: 'Ukjent styrkegrad' }))
    .transform(unique)
    .default([]),
  availableAtLocationIds: idList.default([]),
  availableForOrderTypes: orderTypesInput.default(['DINE_IN', 'TAKEAWAY']),
  availableOnDays: daysInput,
  subselections: uniqueIds(subselectionInput, { max: 50, key: (variant) => variant.id }).default([]),
  addOnGroupIds: idList.default([]),
  /** Allergen ids, or allergens as the read shape carries them ({id, name, imageUrl}). */
  allergens: z
    .array(allergenReference)
    .max(50)
    .transform((list) => list.map((a) => (typeof a === 'string' ? a : a.id)))
    .refine(hasNoDuplicates, DUPLICATE_IDS_MESSAGE)
    .default([]),
  sortOrder: sortOrderInput,
};

const itemRules = (
  item: { itemType: CatalogueItemTypeInput; price: number; priceDineIn: number; subselections: unknown[] },
  ctx: z.RefinementCtx,
) => report(ctx, [...itemPriceProblems(item), ...variantCountProblems(item.subselections.length)]);
type CatalogueItemTypeInput = z.output<typeof itemTypeInput>;

export const createItemInput = z.object(itemFields).superRefine(itemRules);
export type ItemInput = z.output<typeof createItemInput>;
export type ItemForm = z.input<typeof createItemInput>;

/** The item to save; `itemId` names it (`id` accepted too). */
export const editItemInput = z
  .object({ ...itemFields, itemId: idSchema.optional(), id: idSchema.optional() })
  .superRefine(itemRules)
  .refine((body) => body.itemId ?? body.id, { path: ['itemId'], message: 'Mangler produkt-id' })
  .transform(({ id, itemId, ...item }) => ({ ...item, itemId: (itemId ?? id)! }));
export type EditItemBody = z.infer<typeof editItemInput>;

const countInput = (message: string) => z.number({ error: message }).int().min(0, message).max(1000, 'Høyst 1000');

const addOnGroupFields = {
  merchant: merchantField,
  type: z.literal('add-on_group').optional(),
  name: required(M.groupNameRequired),
  title: required(M.groupTitleRequired),
  description: optionalText(),
  mandatory: z.boolean().default(false),
  minimum: countInput(M.minimumAtLeastZero).default(0),
  maximum: countInput(M.maximumAtLeastZero).default(0),
  sortOrder: sortOrderInput,
};

export const createAddOnGroupInput = z.object(addOnGroupFields).superRefine((group, ctx) => report(ctx, addOnGroupProblems(group)));
export type AddOnGroupInput = z.output<typeof createAddOnGroupInput>;
export type AddOnGroupForm = z.input<typeof createAddOnGroupInput>;

/** The group to save; `addOnGroupId` names it (`id` accepted too). */
export const editAddOnGroupInput = z
  .object({ ...addOnGroupFields, addOnGroupId: idSchema.optional(), id: idSchema.optional() })
  .superRefine((group, ctx) => report(ctx, addOnGroupProblems(group)))
  .refine((body) => body.addOnGroupId ?? body.id, { path: ['addOnGroupId'], message: 'Mangler gruppe-id' })
  .transform(({ id, addOnGroupId, ...group }) => ({ ...group, addOnGroupId: (addOnGroupId ?? id)! }));
export type EditAddOnGroupBody = z.infer<typeof editAddOnGroupInput>;

const addOnFields = {
  merchant: merchantField,
  type: z.literal('add-on').optional(),
  addOnGroupId: idSchema,
  name: required(M.addOnNameRequired),
  menuNr: z.union([text().trim().max(20, 'Høyst 20 tegn'), z.number().int().transform(String)]).default(''),
  price: priceInput.default(0),
  priceDineIn: priceInput.default(0),
  allowMultipleTimes: z.boolean().default(false),
  maximum: z.number().int().min(1, M.addOnMaximumBounds).max(ADD_ON_MAXIMUM_MAX, M.addOnMaximumBounds).default(ADD_ON_MAXIMUM_DEFAULT),
  sortOrder: sortOrderInput,
};

export const createAddOnInput = z.object(addOnFields).superRefine((addOn, ctx) => report(ctx, addOnProblems(addOn)));
export type AddOnInput = z.output<typeof createAddOnInput>;
export type AddOnForm = z.input<typeof createAddOnInput>;

/** The add-on to save; `addOnId` names it (`id` accepted too — `addOnGroupId` is its group). */
export const editAddOnInput = z
  .object({ ...addOnFields, addOnId: idSchema.optional(), id: idSchema.optional() })
  .superRefine((addOn, ctx) => report(ctx, addOnProblems(addOn)))
  .refine((body) => body.addOnId ?? body.id, { path: ['addOnId'], message: 'Mangler id for valget' })
  .transform(({ id, addOnId, ...addOn }) => ({ ...addOn, addOnId: (addOnId ?? id)! }));
export type EditAddOnBody = z.infer<typeof editAddOnInput>;

/**
 * A sorted list (editCategories, editItems, editAddOnGroups, editAddOns): entries in their new order;
 * the server writes sortOrder = position in the list (§4), whatever sortOrder an entry carries.
 */
export const sortListInput = uniqueIds(z.object({ id: idSchema, sortOrder: z.number().int().optional() }), {
  max: 5000,
  key: (entry) => entry.id,
});
export type SortListInput = z.output<typeof sortListInput>;

/** Positions a sorted list writes: the index of each entry. */
export function sortPositions(list: SortListInput): { id: string; sortOrder: number }[] {
  return list.map((entry, position) => ({ id: entry.id, sortOrder: position }));
}

/** `imageUrl` in the delete bodies is the client's copy; the server deletes what it has stored. */
const clientImageUrl = text().max(300).nullish();

export const deleteCategoryInput = z.object({ merchant: merchantField, categoryId: idSchema, imageUrl: clientImageUrl });
export const deleteItemInput = z.object({ merchant: merchantField, itemId: idSchema, imageUrl: clientImageUrl });
export const deleteAddOnGroupInput = z.object({ merchant: merchantField, addOnGroupId: idSchema });
export const deleteAddOnInput = z.object({ merchant: merchantField, addOnId: idSchema });
export type DeleteCategoryBody = z.infer<typeof deleteCategoryInput>;
export type DeleteItemBody = z.infer<typeof deleteItemInput>;
export type DeleteAddOnGroupBody = z.infer<typeof deleteAddOnGroupInput>;
export type DeleteAddOnBody = z.infer<typeof deleteAddOnInput>;
export const removeImageInput = z.object({
  merchant: merchantField,
  imageUrl: text({ error: M.imageUrlInvalid }).trim().min(1, M.imageUrlInvalid).max(300),
});
