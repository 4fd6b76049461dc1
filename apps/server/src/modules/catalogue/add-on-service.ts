import type { AddOnGroupInput, AddOnInput, SortListInput } from '@bakrom/shared/schemas/catalogue-input';
import type { AddOn, AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  deleteAddOnGroupEverywhere,
  deleteAddOnRow,
  insertAddOn,
  insertAddOnGroup,
  updateAddOn,
  selectAddOnPrices,
  updateAddOnGroup,
} from './add-on-repository';
import { journalPriceChanges, type Actor } from './price-journal-service';
import { priceChanges } from './price-changes';
import { kronerToOre } from '@bakrom/shared/money';
import { loadVatRates } from './references-repository';
import { loadAddOnGroups, loadAddOns } from './menu-repository';
import { assertOwnAddOnGroups } from './references-service';
import { sortMenuList } from './sort-service';

const groupNotFound = () => notFound('Fant ikke gruppen for valg og tillegg.');
const addOnNotFound = () => notFound('Fant ikke valget.');

async function presentGroup(tx: Db, merchantId: string, groupId: string): Promise<AddOnGroup> {
  const [group] = await loadAddOnGroups(tx, merchantId, groupId);
  return group!;
}

async function presentAddOn(tx: Db, merchantId: string, addOnId: string): Promise<AddOn> {
  const [addOn] = await loadAddOns(tx, merchantId, { addOnId });
  return addOn!;
}

export function listAddOnGroups(db: Db, merchantId: string): Promise<AddOnGroup[]> {
  return loadAddOnGroups(db, merchantId);
}

async function getAddOnGroup(db: Db, merchantId: string, addOnGroupId: string): Promise<AddOnGroup> {
  const [group] = await loadAddOnGroups(db, merchantId, addOnGroupId);
  if (!group) throw groupNotFound();
  return group;
}

async function getAddOn(db: Db, merchantId: string, addOnId: string, addOnGroupId: string): Promise<AddOn> {
  const [addOn] = await loadAddOns(db, merchantId, { addOnId, addOnGroupId });
  if (!addOn) throw addOnNotFound();
  return addOn;
}

export async function addOnsOfGroup(db: Db, merchantId: string, addOnGroupId: string): Promise<AddOn[]> {
  const [group, addOns] = await Promise.all([loadAddOnGroups(db, merchantId, addOnGroupId), loadAddOns(db, merchantId, { addOnGroupId })]);
  if (group.length === 0) throw groupNotFound();
  return addOns;
}

export async function addOnGroupAdminData(db: Db, merchantId: string, addOnGroupId: string | undefined) {
  return { addOnGroup: addOnGroupId ? await getAddOnGroup(db, merchantId, addOnGroupId) : null };
}

/** The add-on form: its group, the VAT rates and the add-on (null when creating). */
export async function addOnAdminData(db: Db, merchantId: string, addOnGroupId: string, addOnId: string | undefined) {
  const [addOnGroup, vat, addOn] = await Promise.all([
    getAddOnGroup(db, merchantId, addOnGroupId),
    loadVatRates(db, merchantId),
    addOnId ? getAddOn(db, merchantId, addOnId, addOnGroupId) : null,
  ]);
  return { addOnGroup, vat, addOn };
}

export async function createAddOnGroup(db: Db, merchantId: string, input: AddOnGroupInput): Promise<AddOnGroup> {
  return db.transaction(async (tx) => presentGroup(tx, merchantId, await insertAddOnGroup(tx, merchantId, input)));
}

export async function editAddOnGroup(db: Db, merchantId: string, groupId: string, input: AddOnGroupInput): Promise<AddOnGroup> {
  return db.transaction(async (tx) => {
    if (!(await updateAddOnGroup(tx, merchantId, groupId, input))) throw groupNotFound();
    return presentGroup(tx, merchantId, groupId);
  });
}

export function sortAddOnGroups(db: Db, merchantId: string, list: SortListInput): Promise<void> {
  return sortMenuList(db, 'addOnGroups', merchantId, list, 'Fant ikke gruppen for valg og tillegg.');
}

/** The group leaves every item and variant that offered it, and its add-ons go with it — all or nothing. */
export async function deleteAddOnGroup(db: Db, merchantId: string, groupId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteAddOnGroupEverywhere(tx, merchantId, groupId))) throw groupNotFound();
  });
}

export async function createAddOn(db: Db, merchantId: string, input: AddOnInput): Promise<AddOn> {
  return db.transaction(async (tx) => {
    await assertOwnAddOnGroups(tx, merchantId, [input.addOnGroupId]);
    return presentAddOn(tx, merchantId, await insertAddOn(tx, merchantId, input));
  });
}

export async function editAddOn(db: Db, actor: Actor, addOnId: string, input: AddOnInput): Promise<AddOn> {
  const { merchantId } = actor;
  return db.transaction(async (tx) => {
    const before = await selectAddOnPrices(tx, merchantId, addOnId);
    if (!before) throw addOnNotFound();
    await assertOwnAddOnGroups(tx, merchantId, [input.addOnGroupId]);
    if (!(await updateAddOn(tx, merchantId, addOnId, input))) throw addOnNotFound();
    const after = { id: addOnId, name: input.name, price: kronerToOre(input.price), priceDineIn: kronerToOre(input.priceDineIn) };
    await journalPriceChanges(tx, actor, { addOnId }, input.name, priceChanges('addOn', before, after));
    return presentAddOn(tx, merchantId, addOnId);
  });
}

export function sortAddOns(db: Db, merchantId: string, list: SortListInput): Promise<void> {
  return sortMenuList(db, 'addOns', merchantId, list, 'Fant ikke valget.');
}

export async function deleteAddOn(db: Db, merchantId: string, addOnId: string): Promise<void> {
  if (!(await deleteAddOnRow(db, merchantId, addOnId))) throw addOnNotFound();
}
