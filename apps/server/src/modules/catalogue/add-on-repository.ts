import { and, eq, sql } from 'drizzle-orm';
import { kronerToOre } from '@bakrom/shared/money';
import type { AddOnGroupInput, AddOnInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Db } from '../../db/client';
import { addOnGroups, addOns, itemAddOnGroups, variantAddOnGroups } from '../../db/schema/index';
import { timeOrderedId } from './time-ordered-id';

/**
 * The SQL of the add-on group and add-on writes. Each function takes the transaction of its service and scopes by the
 * merchant; prices arrive in kroner and are stored in øre.
 */

const groupColumns = (input: AddOnGroupInput) => ({
  name: input.name,
  title: input.title,
  description: input.description,
  mandatory: input.mandatory,
  minimum: input.minimum,
  maximum: input.maximum,
});

export async function insertAddOnGroup(tx: Db, merchantId: string, input: AddOnGroupInput): Promise<string> {
  const [row] = await tx
    .insert(addOnGroups)
    .values({ id: timeOrderedId(), merchantId, ...groupColumns(input), sortOrder: -1 })
    .returning({ id: addOnGroups.id });
  return row!.id;
}

/** False when the group is not the merchant's. */
export async function updateAddOnGroup(tx: Db, merchantId: string, groupId: string, input: AddOnGroupInput): Promise<boolean> {
  const updated = await tx
    .update(addOnGroups)
    .set(groupColumns(input))
    .where(and(eq(addOnGroups.id, groupId), eq(addOnGroups.merchantId, merchantId)))
    .returning({ id: addOnGroups.id });
  return updated.length > 0;
}

/** Detaches the group from every item and variant, deletes its add-ons, then the group. False when not the merchant's. */
export async function deleteAddOnGroupEverywhere(tx: Db, merchantId: string, groupId: string): Promise<boolean> {
  const [group] = await tx
    .select({ id: addOnGroups.id })
    .from(addOnGroups)
    .where(and(eq(addOnGroups.id, groupId), eq(addOnGroups.merchantId, merchantId)))
    .for('update');
  if (!group) return false;
  await tx.delete(itemAddOnGroups).where(eq(itemAddOnGroups.addOnGroupId, groupId));
  await tx.delete(variantAddOnGroups).where(eq(variantAddOnGroups.addOnGroupId, groupId));
  await tx.delete(addOns).where(and(eq(addOns.addOnGroupId, groupId), eq(addOns.merchantId, merchantId)));
  await tx.delete(addOnGroups).where(eq(addOnGroups.id, groupId));
  return true;
}

const addOnColumns = (input: AddOnInput) => ({
  addOnGroupId: input.addOnGroupId,
  name: input.name,
  menuNr: input.menuNr,
  price: kronerToOre(input.price),
  priceDineIn: kronerToOre(input.priceDineIn),
  allowMultipleTimes: input.allowMultipleTimes,
  maximum: input.maximum,
});

export async function insertAddOn(tx: Db, merchantId: string, input: AddOnInput): Promise<string> {
  const [row] = await tx
    .insert(addOns)
    .values({ id: timeOrderedId(), merchantId, ...addOnColumns(input), sortOrder: -1 })
    .returning({ id: addOns.id });
  return row!.id;
}

/** False when the add-on is not the merchant's. An add-on moved to another group goes last there. */
export async function updateAddOn(tx: Db, merchantId: string, addOnId: string, input: AddOnInput): Promise<boolean> {
  const updated = await tx
    .update(addOns)
    .set({
      ...addOnColumns(input),
      sortOrder: sql`case when ${addOns.addOnGroupId} = ${input.addOnGroupId}::uuid then ${addOns.sortOrder} else -1 end`,
    })
    .where(and(eq(addOns.id, addOnId), eq(addOns.merchantId, merchantId)))
    .returning({ id: addOns.id });
  return updated.length > 0;
}

export async function deleteAddOnRow(tx: Db, merchantId: string, addOnId: string): Promise<boolean> {
  const deleted = await tx
    .delete(addOns)
    .where(and(eq(addOns.id, addOnId), eq(addOns.merchantId, merchantId)))
    .returning({ id: addOns.id });
  return deleted.length > 0;
}

/** The add-on's name and net prices (øre), locked for the edit that follows. */
export async function selectAddOnPrices(tx: Db, merchantId: string, addOnId: string) {
  const [row] = await tx
    .select({ id: addOns.id, name: addOns.name, price: addOns.price, priceDineIn: addOns.priceDineIn })
    .from(addOns)
    .where(and(eq(addOns.id, addOnId), eq(addOns.merchantId, merchantId)))
    .for('update');
  return row;
}
