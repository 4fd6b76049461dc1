import { SPICY_LEVELS } from '@bakrom/shared/catalogue-rules';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listLocations } from '../locations/repository';
import { listAllergens, loadVatRates } from './catalogue-reads';
import { loadAddOnGroups, loadAddOns, loadCategories, loadItems, loadMenu } from './menu-repository';

/** What the admin screens load (spec part 2 §7); an id of another merchant answers 404. */

const categoryNotFound = () => notFound('Fant ikke kategorien.');
const itemNotFound = () => notFound('Fant ikke produktet.');
const groupNotFound = () => notFound('Fant ikke gruppen for valg og tillegg.');
const addOnNotFound = () => notFound('Fant ikke valget.');

/** The products page: the whole menu and the VAT rates, in a fixed number of queries run together. */
export async function productsPageData(db: Db, merchantId: string) {
  const [menu, vat] = await Promise.all([loadMenu(db, merchantId), loadVatRates(db, merchantId)]);
  return { ...menu, vat };
}

export async function findCategory(db: Db, merchantId: string, categoryId: string) {
  const [category] = await loadCategories(db, merchantId, categoryId);
  if (!category) throw categoryNotFound();
  return category;
}

export async function findItem(db: Db, merchantId: string, itemId: string) {
  const [item] = await loadItems(db, merchantId, { itemId });
  if (!item) throw itemNotFound();
  return item;
}

export async function findAddOnGroup(db: Db, merchantId: string, addOnGroupId: string) {
  const [group] = await loadAddOnGroups(db, merchantId, addOnGroupId);
  if (!group) throw groupNotFound();
  return group;
}

export async function findAddOn(db: Db, merchantId: string, addOnId: string, addOnGroupId: string) {
  const [addOn] = await loadAddOns(db, merchantId, { addOnId, addOnGroupId });
  if (!addOn) throw addOnNotFound();
  return addOn;
}

export async function itemsOfCategory(db: Db, merchantId: string, categoryId: string) {
  const [category, items] = await Promise.all([loadCategories(db, merchantId, categoryId), loadItems(db, merchantId, { categoryId })]);
  if (category.length === 0) throw categoryNotFound();
  return items;
}

export async function addOnsOfGroup(db: Db, merchantId: string, addOnGroupId: string) {
  const [group, addOns] = await Promise.all([loadAddOnGroups(db, merchantId, addOnGroupId), loadAddOns(db, merchantId, { addOnGroupId })]);
  if (group.length === 0) throw groupNotFound();
  return addOns;
}

/** The category form: the locations to choose from and the category (null when creating). */
export async function categoryAdminData(db: Db, merchantId: string, categoryId: string | undefined) {
  const [locations, category] = await Promise.all([
    listLocations(db, merchantId),
    categoryId ? findCategory(db, merchantId, categoryId) : null,
  ]);
  return { locations, category };
}

/** The item form: its category, every category, the groups, spicy levels, allergens, VAT, locations and the item (null when creating). */
export async function itemAdminData(db: Db, merchantId: string, categoryId: string, itemId: string | undefined) {
  const [categories, addOnGroups, allergens, vat, locations, item] = await Promise.all([
    loadCategories(db, merchantId),
    loadAddOnGroups(db, merchantId),
    listAllergens(db),
    loadVatRates(db, merchantId),
    listLocations(db, merchantId),
    itemId ? findItem(db, merchantId, itemId) : null,
  ]);
  const category = categories.find((c) => c.id === categoryId);
  if (!category) throw categoryNotFound();
  return { category, categories, addOnGroups, spicyLevels: [...SPICY_LEVELS], allergens, vat, locations, item };
}

export async function addOnGroupAdminData(db: Db, merchantId: string, addOnGroupId: string | undefined) {
  return { addOnGroup: addOnGroupId ? await findAddOnGroup(db, merchantId, addOnGroupId) : null };
}

/** The add-on form: its group, the VAT rates and the add-on (null when creating). */
export async function addOnAdminData(db: Db, merchantId: string, addOnGroupId: string, addOnId: string | undefined) {
  const [addOnGroup, vat, addOn] = await Promise.all([
    findAddOnGroup(db, merchantId, addOnGroupId),
    loadVatRates(db, merchantId),
    addOnId ? findAddOn(db, merchantId, addOnId, addOnGroupId) : null,
  ]);
  return { addOnGroup, vat, addOn };
}
