import { z } from 'zod';
import { idSchema, merchantField as merchant } from '@bakrom/shared/schemas/ids';
import {
  addOnGroupSchema,
  addOnSchema,
  allergenSchema,
  categorySchema,
  itemSchema,
} from '@bakrom/shared/schemas/catalogue';
import { locationSchema } from '@bakrom/shared/schemas/location';

/** Query strings of the catalogue's GET calls and the shapes they answer (spec part 2 §7). */

export const merchantQuery = z.object({ merchant });
export const categoryQuery = z.object({ merchant, categoryId: idSchema });
export const optionalCategoryQuery = z.object({ merchant, categoryId: idSchema.optional() });
export const itemQuery = z.object({ merchant, itemId: idSchema });
export const itemAdminQuery = z.object({ merchant, categoryId: idSchema, itemId: idSchema.optional() });
export const addOnGroupQuery = z.object({ merchant, addOnGroupId: idSchema });
export const optionalAddOnGroupQuery = z.object({ merchant, addOnGroupId: idSchema.optional() });
export const addOnAdminQuery = z.object({ merchant, addOnGroupId: idSchema, addOnId: idSchema.optional() });

export const vatRatesSchema = z.object({ dineIn: z.number(), takeOut: z.number(), delivery: z.number() });

export const productsPageSchema = z.object({
  categories: z.array(categorySchema),
  items: z.array(itemSchema),
  vat: vatRatesSchema,
  addOnGroups: z.array(addOnGroupSchema),
  addOnLists: z.array(addOnSchema),
});

export const categoryAdminSchema = z.object({ locations: z.array(locationSchema), category: categorySchema.nullable() });

export const itemAdminSchema = z.object({
  category: categorySchema,
  categories: z.array(categorySchema),
  addOnGroups: z.array(addOnGroupSchema),
  spicyLevels: z.array(z.string()),
  allergens: z.array(allergenSchema),
  vat: vatRatesSchema,
  locations: z.array(locationSchema),
  item: itemSchema.nullable(),
});

export const addOnGroupAdminSchema = z.object({ addOnGroup: addOnGroupSchema.nullable() });
export const addOnAdminSchema = z.object({ addOnGroup: addOnGroupSchema, vat: vatRatesSchema, addOn: addOnSchema.nullable() });

/** The plain-text answer of sorting and deleting. */
export const SUCCEEDED = 'SUCCEEDED';
