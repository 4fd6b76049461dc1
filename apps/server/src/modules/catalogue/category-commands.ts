import type { CategoryInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Category } from '@bakrom/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { deleteUnreferencedImages } from '../media/repository';
import { assertItemTypeOffered } from './item-type-offer';
import { loadCategories } from './menu-repository';
import { assertOwnImage, assertOwnLocations } from './references';
import { deleteCategoryWithItems, insertCategory, lockCategory, replaceCategoryLocations, updateCategory } from './category-writes';

/** Read after the commit: the loaders run their queries together, which one transaction's connection cannot. */
async function presentSaved(db: Db, merchantId: string, categoryId: string): Promise<Category> {
  const [category] = await loadCategories(db, merchantId, categoryId);
  return category!;
}

export async function createCategory(db: Db, merchantId: string, input: CategoryInput): Promise<Category> {
  const categoryId = await db.transaction(async (tx) => {
    await assertItemTypeOffered(tx, merchantId, input.itemType);
    await assertOwnLocations(tx, merchantId, input.availableAtLocationIds);
    await assertOwnImage(tx, merchantId, input.imageUrl);
    const id = await insertCategory(tx, merchantId, input);
    await replaceCategoryLocations(tx, id, input.availableAtLocationIds);
    return id;
  });
  return presentSaved(db, merchantId, categoryId);
}

/** Saves the category; a replaced picture is deleted with the save unless something else still shows it. */
export async function editCategory(db: Db, merchantId: string, categoryId: string, input: CategoryInput): Promise<Category> {
  await db.transaction(async (tx) => {
    const previous = await lockCategory(tx, merchantId, categoryId);
    if (!previous) throw notFound('Fant ikke kategorien.');
    await assertItemTypeOffered(tx, merchantId, input.itemType, previous.itemType);
    await assertOwnLocations(tx, merchantId, input.availableAtLocationIds);
    if (input.imageUrl !== previous.imageUrl) await assertOwnImage(tx, merchantId, input.imageUrl);
    await updateCategory(tx, merchantId, categoryId, input);
    await replaceCategoryLocations(tx, categoryId, input.availableAtLocationIds);
    if (input.imageUrl !== previous.imageUrl) await deleteUnreferencedImages(tx, merchantId, [previous.imageUrl]);
  });
  return presentSaved(db, merchantId, categoryId);
}

/** The category, its items and their pictures go together, or nothing does. */
export async function deleteCategory(db: Db, merchantId: string, categoryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await lockCategory(tx, merchantId, categoryId);
    if (!category) throw notFound('Fant ikke kategorien.');
    const imageUrls = await deleteCategoryWithItems(tx, merchantId, categoryId);
    await deleteUnreferencedImages(tx, merchantId, imageUrls);
  });
}
