import { defaultArticleGroup } from '@bakrom/shared/article-groups';
import type { CategoryInput, SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Category } from '@bakrom/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listLocations } from '../locations/repository';
import { deleteUnreferencedImages } from '../media/service';
import { deleteCategoryWithItems, insertCategory, lockCategory, replaceCategoryLocations, updateCategory } from './category-repository';
import { loadCategories } from './menu-repository';
import { assertItemTypeOffered, assertOwnImage, assertOwnLocations } from './references-service';
import { sortMenuList } from './sort-service';

export const categoryNotFound = () => notFound('Fant ikke kategorien.');

/** Read after the commit: the loaders run their queries together, which one transaction's connection cannot. */
async function presentSaved(db: Db, merchantId: string, categoryId: string): Promise<Category> {
  const [category] = await loadCategories(db, merchantId, categoryId);
  return category!;
}

export function listCategories(db: Db, merchantId: string): Promise<Category[]> {
  return loadCategories(db, merchantId);
}

export async function getCategory(db: Db, merchantId: string, categoryId: string): Promise<Category> {
  const [category] = await loadCategories(db, merchantId, categoryId);
  if (!category) throw categoryNotFound();
  return category;
}

/** The category form: the locations to choose from and the category (null when creating). */
export async function categoryAdminData(db: Db, merchantId: string, categoryId: string | undefined) {
  const [locations, category] = await Promise.all([
    listLocations(db, merchantId),
    categoryId ? getCategory(db, merchantId, categoryId) : null,
  ]);
  return { locations, category };
}

export async function createCategory(db: Db, merchantId: string, input: CategoryInput): Promise<Category> {
  const categoryId = await db.transaction(async (tx) => {
    await assertItemTypeOffered(tx, merchantId, input.itemType);
    await assertOwnLocations(tx, merchantId, input.availableAtLocationIds);
    await assertOwnImage(tx, merchantId, input.imageUrl);
    // A category sent without its article group sells in its item type's (food, soft drinks, beer …).
    const id = await insertCategory(tx, merchantId, { ...input, articleGroup: input.articleGroup ?? defaultArticleGroup(input.itemType) });
    await replaceCategoryLocations(tx, id, input.availableAtLocationIds);
    return id;
  });
  return presentSaved(db, merchantId, categoryId);
}

/** Saves the category; a replaced picture is deleted with the save unless something else still shows it. */
export async function editCategory(db: Db, merchantId: string, categoryId: string, input: CategoryInput): Promise<Category> {
  await db.transaction(async (tx) => {
    const previous = await lockCategory(tx, merchantId, categoryId);
    if (!previous) throw categoryNotFound();
    await assertItemTypeOffered(tx, merchantId, input.itemType, previous.itemType);
    await assertOwnLocations(tx, merchantId, input.availableAtLocationIds);
    if (input.imageUrl !== previous.imageUrl) await assertOwnImage(tx, merchantId, input.imageUrl);
    await updateCategory(tx, merchantId, categoryId, input);
    await replaceCategoryLocations(tx, categoryId, input.availableAtLocationIds);
    if (input.imageUrl !== previous.imageUrl) await deleteUnreferencedImages(tx, merchantId, [previous.imageUrl]);
  });
  return presentSaved(db, merchantId, categoryId);
}

export function sortCategories(db: Db, merchantId: string, list: SortListInput): Promise<void> {
  return sortMenuList(db, 'categories', merchantId, list, 'Fant ikke kategorien.');
}

/** The category, its items and their pictures go together, or nothing does. */
export async function deleteCategory(db: Db, merchantId: string, categoryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await lockCategory(tx, merchantId, categoryId);
    if (!category) throw categoryNotFound();
    const imageUrls = await deleteCategoryWithItems(tx, merchantId, categoryId);
    await deleteUnreferencedImages(tx, merchantId, imageUrls);
  });
}
