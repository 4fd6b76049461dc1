import { compareMenuOrder, inMenuOrder } from '@bakrom/shared/catalogue-rules';
import type { DiscountChannel } from '@bakrom/shared/enums';
import type { Discount, DiscountProduct, RewardProgram } from '@bakrom/shared/schemas/loyalty';
import type { DiscountRow, ProductRow, SortedProductRow, SortedRow } from './discount-repository';
import type { RewardProgramRow } from './reward-repository';

/** Percent as a number whichever driver read it (numeric arrives as text from node-postgres). */
const percentOf = (value: number | string) => Number(value);

export function presentDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    type: 'discount',
    merchant: row.merchantId,
    name: row.name,
    showAsCategory: row.showAsCategory,
    description: row.description,
    percent: percentOf(row.percent),
    fromDate: row.fromDate,
    toDate: row.toDate,
    itemIds: row.itemIds,
    validForLocationIds: row.locationIds,
    validForChannelIds: row.validForChannelIds as DiscountChannel[],
    active: row.active,
  };
}

export function presentProduct(row: ProductRow): DiscountProduct {
  return { id: row.id, name: row.name, categoryId: row.categoryId };
}

/**
 * The discount form's pickers in the menu's order (`compareMenuOrder`, as every menu screen): the
 * categories, and the products by their category's place, then their own.
 */
export function presentPicker(
  categoryRows: SortedRow[],
  productRows: SortedProductRow[],
): { categories: { id: string; name: string }[]; items: DiscountProduct[] } {
  const categories = inMenuOrder(categoryRows);
  const place = new Map(categories.map((category, index) => [category.id, index]));
  const items = [...productRows].sort((a, b) => (place.get(a.categoryId) ?? 0) - (place.get(b.categoryId) ?? 0) || compareMenuOrder(a, b));
  return { categories: categories.map(({ id, name }) => ({ id, name })), items: items.map(presentProduct) };
}

export function presentRewardProgram(row: RewardProgramRow): RewardProgram {
  return {
    id: row.id,
    type: 'loyalty_reward_program',
    merchant: row.merchantId,
    name: row.name,
    percent: percentOf(row.percent),
    fromDate: row.fromDate,
    toDate: row.toDate,
    validForLocationIds: row.locationIds,
    active: row.active,
  };
}
