import type { AddOnGroupInput, AddOnInput } from '@bakrom/shared/schemas/catalogue-input';
import type { AddOn, AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { loadAddOnGroups, loadAddOns } from './menu-repository';
import { assertOwnAddOnGroups } from './references';
import { deleteAddOnGroupEverywhere, deleteAddOnRow, insertAddOn, insertAddOnGroup, updateAddOn, updateAddOnGroup } from './add-on-writes';

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

export async function createAddOnGroup(db: Db, merchantId: string, input: AddOnGroupInput): Promise<AddOnGroup> {
  return db.transaction(async (tx) => presentGroup(tx, merchantId, await insertAddOnGroup(tx, merchantId, input)));
}

export async function editAddOnGroup(db: Db, merchantId: string, groupId: string, input: AddOnGroupInput): Promise<AddOnGroup> {
  return db.transaction(async (tx) => {
    if (!(await updateAddOnGroup(tx, merchantId, groupId, input))) throw groupNotFound();
    return presentGroup(tx, merchantId, groupId);
  });
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

export async function editAddOn(db: Db, merchantId: string, addOnId: string, input: AddOnInput): Promise<AddOn> {
  return db.transaction(async (tx) => {
    await assertOwnAddOnGroups(tx, merchantId, [input.addOnGroupId]);
    if (!(await updateAddOn(tx, merchantId, addOnId, input))) throw addOnNotFound();
    return presentAddOn(tx, merchantId, addOnId);
  });
}

export async function deleteAddOn(db: Db, merchantId: string, addOnId: string): Promise<void> {
  if (!(await deleteAddOnRow(db, merchantId, addOnId))) throw addOnNotFound();
}
