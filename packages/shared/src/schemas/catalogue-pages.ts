import { z } from 'zod';
import { idSchema, merchantField as merchant } from './ids';
import { addOnGroupSchema, addOnSchema, allergenSchema, categorySchema, itemSchema, menuSchema } from './catalogue';
import { locationSchema } from './location';

/** Query strings of the catalogue's GET calls and the shapes they answer (spec part 2 §7). */

export const merchantQuery = z.object({ merchant });
export const categoryQuery = z.object({ merchant, categoryId: idSchema });
export const optionalCategoryQuery = z.object({ merchant, categoryId: idSchema.optional() });
export const itemQuery = z.object({ merchant, itemId: idSchema });
export const itemAdminQuery = z.object({ merchant, categoryId: idSchema, itemId: idSchema.optional() });
export const addOnGroupQuery = z.object({ merchant, addOnGroupId: idSchema });
export const optionalAddOnGroupQuery = z.object({ merchant, addOnGroupId: idSchema.optional() });
export const addOnAdminQuery = z.object({ merchant, addOnGroupId: idSchema, addOnId: idSchema.optional() });

/** VAT rates in percent, per way of ordering. */
export const vatRatesSchema = z.object({ dineIn: z.number(), takeOut: z.number(), delivery: z.number() });

/** What the products page shows: the whole menu and the merchant's VAT rates (prices are without VAT). */
export const productsPageSchema = menuSchema.extend({ vat: vatRatesSchema });
export type ProductsPage = z.infer<typeof productsPageSchema>;

export const categoryAdminSchema = z.object({ locations: z.array(locationSchema), category: categorySchema.nullable() });
export type CategoryAdminData = z.infer<typeof categoryAdminSchema>;

export const itemAdminSchema = z.object({
  category: categorySchema,
  categories: z.array(categorySchema),
  addOnGroups: z.array(addOnGroupSchema),
  spicyLevels: z.array(z.string()),
  allergens: z.array(allergenSchema),
  vat: vatRatesSchema,
  locations: z.array(locationSchema),
  /** Null when an item is being created. */
  item: itemSchema.nullable(),
});
export type ItemAdminData = z.infer<typeof itemAdminSchema>;

export const addOnGroupAdminSchema = z.object({ addOnGroup: addOnGroupSchema.nullable() });
export type AddOnGroupAdminData = z.infer<typeof addOnGroupAdminSchema>;

export const addOnAdminSchema = z.object({ addOnGroup: addOnGroupSchema, vat: vatRatesSchema, addOn: addOnSchema.nullable() });
export type AddOnAdminData = z.infer<typeof addOnAdminSchema>;

/** The plain-text answer of sorting and deleting. */
export const SUCCEEDED = 'SUCCEEDED';
