import { z } from 'zod';
import { isWireDate } from '../business-day';
import { DISCOUNT_CHANNELS } from '../enums';
import { hasAtMostTwoDecimals } from '../loyalty-rules';
import { idSchema, merchantField, uniqueIds } from './ids';
import { locationSchema } from './location';
import { wireDateSchema } from './operations';
import { text } from './text';

/**
 * Discounts (/discounts, spec part 2 §2.9) and the reward programme (/rewards, §2.10): percent above 0
 * and at most 100, from ≤ to (YYYY-MM-DD, Europe/Oslo days), a discount for at least one product on at
 * least one channel, each for at least one of the merchant's locations. Create and edit bodies are the
 * entity itself (as the catalogue's); edit and delete name it by `id` or `discountId` / `rewardProgramId`.
 */

// ---- Shared fields --------------------------------------------------------------------------------

const nameField = text({ message: 'Navn må fylles ut' })
  .trim()
  .min(1, { message: 'Navn må fylles ut' })
  .max(100, { message: 'Navnet kan ha høyst 100 tegn' });

const percentField = z
  .number({ error: (issue) => (issue.input === undefined ? 'Fyll ut prosent' : 'Prosent må være et tall') })
  .gt(0, { message: 'Prosent må være større enn 0' })
  .lte(100, { message: 'Prosent kan være høyst 100' })
  .refine(hasAtMostTwoDecimals, { message: 'Prosent kan ha høyst to desimaler' });

const locationIdsField = uniqueIds(idSchema, { max: 200 }).min(1, { message: 'Velg minst én avdeling' });

/** Checked only between two valid dates; a malformed date has its own message. */
const dateRangeRule = (value: { fromDate: string; toDate: string }) =>
  !isWireDate(value.fromDate) || !isWireDate(value.toDate) || value.fromDate <= value.toDate;
const dateRangeMessage = { message: 'Til-dato kan ikke være før fra-dato', path: ['toDate'] };

// ---- Discounts ------------------------------------------------------------------------------------

export const discountChannelSchema = z.enum(DISCOUNT_CHANNELS, { error: 'Ukjent kanal' });

export const discountSchema = z.object({
  id: z.string(),
  type: z.literal('discount'),
  merchant: z.string(),
  name: z.string(),
  showAsCategory: z.boolean(),
  description: z.string(),
  percent: z.number(),
  /** First day, YYYY-MM-DD, inclusive. */
  fromDate: z.string(),
  /** Last day, YYYY-MM-DD, inclusive. */
  toDate: z.string(),
  itemIds: z.array(z.string()),
  validForLocationIds: z.array(z.string()),
  validForChannelIds: z.array(z.enum(DISCOUNT_CHANNELS)),
  active: z.boolean(),
});
export type Discount = z.infer<typeof discountSchema>;

/** A product as the discount screens name it. */
export const discountProductSchema = z.object({ id: z.string(), name: z.string(), categoryId: z.string() });
export type DiscountProduct = z.infer<typeof discountProductSchema>;

export const discountCategorySchema = z.object({ id: z.string(), name: z.string() });
export type DiscountCategory = z.infer<typeof discountCategorySchema>;

export const getDiscountsQuery = z.object({ merchant: merchantField });
/** The discounts (newest first) and the products they name, for the table's product column. */
export const getDiscountsResponse = z.object({ discounts: z.array(discountSchema), items: z.array(discountProductSchema) });
export type DiscountsPage = z.infer<typeof getDiscountsResponse>;

/** Without discountId: the data of a new discount (discount null, nothing selected). */
export const getDataForDiscountAdminGuiQuery = z.object({ merchant: merchantField, discountId: idSchema.optional() });
/** The form's data: locations, the menu's categories and products in menu order, the discount's products. */
export const discountAdminSchema = z.object({
  locations: z.array(locationSchema),
  categories: z.array(discountCategorySchema),
  items: z.array(discountProductSchema),
  /** Ids of the discount's products (empty on create). */
  selectedItems: z.array(z.string()),
  discount: discountSchema.nullable(),
});
export type DiscountAdmin = z.infer<typeof discountAdminSchema>;

const discountFields = {
  merchant: merchantField,
  type: z.literal('discount').optional(),
  name: nameField,
  showAsCategory: z.boolean().default(false),
  description: text().trim().max(500, { message: 'Beskrivelsen kan ha høyst 500 tegn' }).default(''),
  percent: percentField,
  fromDate: wireDateSchema,
  toDate: wireDateSchema,
  itemIds: uniqueIds(idSchema, { max: 5000 }).min(1, { message: 'Velg minst ett produkt' }),
  validForChannelIds: uniqueIds(discountChannelSchema, { max: DISCOUNT_CHANNELS.length }).min(1, { message: 'Velg minst én kanal' }),
  validForLocationIds: locationIdsField,
  active: z.boolean().default(true),
};

export const createDiscountBody = z.object(discountFields).refine(dateRangeRule, dateRangeMessage);
export type CreateDiscountBody = z.input<typeof createDiscountBody>;
export type DiscountInput = z.output<typeof createDiscountBody>;

const discountIdRefinement = { message: 'Oppgi hvilken rabatt det gjelder (id)', path: ['id'] };
const hasDiscountId = (value: { id?: string; discountId?: string }) => value.id !== undefined || value.discountId !== undefined;

export const editDiscountBody = z
  .object({ ...discountFields, id: idSchema.optional(), discountId: idSchema.optional() })
  .refine(hasDiscountId, discountIdRefinement)
  .refine(dateRangeRule, dateRangeMessage);
export type EditDiscountBody = z.input<typeof editDiscountBody>;

/** The discount to delete, by `id` or `discountId` (the whole discount may be sent; the rest is ignored). */
export const deleteDiscountBody = z
  .object({ merchant: merchantField, id: idSchema.optional(), discountId: idSchema.optional() })
  .refine(hasDiscountId, discountIdRefinement);
export type DeleteDiscountBody = z.infer<typeof deleteDiscountBody>;

// ---- Reward programme -----------------------------------------------------------------------------

export const rewardProgramSchema = z.object({
  id: z.string(),
  type: z.literal('loyalty_reward_program'),
  merchant: z.string(),
  name: z.string(),
  /** Bonus points earned, in percent of what a purchase costs (discounted items earn none). */
  percent: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
  validForLocationIds: z.array(z.string()),
  active: z.boolean(),
});
export type RewardProgram = z.infer<typeof rewardProgramSchema>;

export const getRewardProgramsQuery = z.object({ merchant: merchantField });
/** The programmes, newest period first. */
export const getRewardProgramsResponse = z.array(rewardProgramSchema);

/** Without rewardProgramId: the data of a new programme (rewardProgram null). */
export const getDataForRewardProgramAdminGuiQuery = z.object({ merchant: merchantField, rewardProgramId: idSchema.optional() });
export const rewardProgramAdminSchema = z.object({ locations: z.array(locationSchema), rewardProgram: rewardProgramSchema.nullable() });
export type RewardProgramAdmin = z.infer<typeof rewardProgramAdminSchema>;

const rewardProgramFields = {
  merchant: merchantField,
  type: z.literal('loyalty_reward_program').optional(),
  name: nameField,
  percent: percentField,
  fromDate: wireDateSchema,
  toDate: wireDateSchema,
  validForLocationIds: locationIdsField,
  active: z.boolean().default(true),
};

export const createRewardProgramBody = z.object(rewardProgramFields).refine(dateRangeRule, dateRangeMessage);
export type CreateRewardProgramBody = z.input<typeof createRewardProgramBody>;
export type RewardProgramInput = z.output<typeof createRewardProgramBody>;

const rewardProgramIdRefinement = { message: 'Oppgi hvilket bonusprogram det gjelder (id)', path: ['id'] };
const hasRewardProgramId = (value: { id?: string; rewardProgramId?: string }) =>
  value.id !== undefined || value.rewardProgramId !== undefined;

export const editRewardProgramBody = z
  .object({ ...rewardProgramFields, id: idSchema.optional(), rewardProgramId: idSchema.optional() })
  .refine(hasRewardProgramId, rewardProgramIdRefinement)
  .refine(dateRangeRule, dateRangeMessage);
export type EditRewardProgramBody = z.input<typeof editRewardProgramBody>;

export const deleteRewardProgramBody = z
  .object({ merchant: merchantField, id: idSchema.optional(), rewardProgramId: idSchema.optional() })
  .refine(hasRewardProgramId, rewardProgramIdRefinement);
export type DeleteRewardProgramBody = z.infer<typeof deleteRewardProgramBody>;
