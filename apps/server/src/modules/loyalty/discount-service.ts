import type { Discount, DiscountAdmin, DiscountInput, DiscountsPage } from '@bakrom/shared/schemas/loyalty';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listLocations } from '../locations/repository';
import { locationNotFound } from '../locations/own-location';
import * as repository from './discount-repository';
import { countOwnItems, selectOwnLocations } from './location-links-repository';
import { presentDiscount, presentPicker, presentProduct } from './presenter';

const discountNotFound = () => notFound('Fant ikke rabatten.');
const productNotFound = () => notFound('Fant ikke produktet. Det kan være slettet.');

/** The discounts (latest period first) and the products they name. */
export async function getDiscounts(db: Db, merchantId: string): Promise<DiscountsPage> {
  const [discounts, items] = await Promise.all([
    repository.selectDiscounts(db, merchantId),
    repository.selectDiscountedProducts(db, merchantId),
  ]);
  return { discounts: discounts.map(presentDiscount), items: items.map(presentProduct) };
}

/** The form's data: the discount (404 when not the merchant's), locations, categories and products in menu order. */
export async function getDiscountAdmin(db: Db, merchantId: string, discountId?: string): Promise<DiscountAdmin> {
  const row = discountId ? await repository.findDiscount(db, merchantId, discountId) : undefined;
  if (discountId && !row) throw discountNotFound();
  const [locations, categoryRows, productRows] = await Promise.all([
    listLocations(db, merchantId),
    repository.selectCategories(db, merchantId),
    repository.selectProducts(db, merchantId),
  ]);
  const { categories, items } = presentPicker(categoryRows, productRows);
  return {
    locations,
    categories,
    items,
    selectedItems: row?.itemIds ?? [],
    discount: row ? presentDiscount(row) : null,
  };
}

/** Every product and location the discount names must be the merchant's: otherwise 404, nothing written. */
async function assertOwnReferences(tx: Db, merchantId: string, input: DiscountInput): Promise<void> {
  const locations = await selectOwnLocations(tx, merchantId, input.validForLocationIds);
  if (locations.length !== input.validForLocationIds.length) throw locationNotFound();
  if ((await countOwnItems(tx, merchantId, input.itemIds)) !== input.itemIds.length) throw productNotFound();
}

async function readDiscount(db: Db, merchantId: string, discountId: string): Promise<Discount> {
  const row = await repository.findDiscount(db, merchantId, discountId);
  if (!row) throw discountNotFound();
  return presentDiscount(row);
}

/** A new active discount with its products, channels and locations, in one transaction. */
export async function createDiscount(db: Db, merchantId: string, input: DiscountInput): Promise<Discount> {
  const id = await db.transaction(async (tx) => {
    await assertOwnReferences(tx, merchantId, input);
    return repository.insertDiscount(tx, merchantId, input);
  });
  return readDiscount(db, merchantId, id);
}

/** The discount as given: its products and locations replaced, in one transaction. */
export async function editDiscount(db: Db, merchantId: string, discountId: string, input: DiscountInput): Promise<Discount> {
  await db.transaction(async (tx) => {
    await assertOwnReferences(tx, merchantId, input);
    if (!(await repository.updateDiscount(tx, merchantId, discountId, input))) throw discountNotFound();
  });
  return readDiscount(db, merchantId, discountId);
}

export async function deleteDiscount(db: Db, merchantId: string, discountId: string): Promise<void> {
  if (!(await repository.deleteDiscount(db, merchantId, discountId))) throw discountNotFound();
}
