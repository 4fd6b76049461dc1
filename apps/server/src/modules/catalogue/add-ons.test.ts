import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addOnGroupSchema, addOnSchema } from '@bakrom/shared/schemas/catalogue';
import { addOnGroups, addOns, itemAddOnGroups, journalEntries, variantAddOnGroups } from '../../db/schema/index';
import { P, fieldsOf, merchantSession, type MerchantSession } from '../../../test/merchant-session';
import { buildTestApp, type TestContext } from '../../../test/harness';

let t: TestContext;
let me: MerchantSession;
let other: MerchantSession;
let foreign: { groupId: string; addOnId: string };

const newGroup = (overrides: Record<string, unknown> = {}) => ({
  merchant: me.merchantId,
  type: 'add-on_group',
  name: 'Dressing',
  title: 'Velg dressing',
  description: 'Til salaten',
  mandatory: true,
  minimum: 1,
  maximum: 2,
  sortOrder: -1,
  ...overrides,
});

const newAddOn = (addOnGroupId: string, overrides: Record<string, unknown> = {}) => ({
  merchant: me.merchantId,
  type: 'add-on',
  addOnGroupId,
  name: 'Hvitløk',
  menuNr: '1.1',
  price: 8.7,
  priceDineIn: 8,
  allowMultipleTimes: true,
  maximum: 3,
  sortOrder: -1,
  ...overrides,
});

async function createGroup(session = me, overrides: Record<string, unknown> = {}) {
  const response = await session.post(
    P('createAddOnGroup'),
    session === me ? newGroup(overrides) : { name: 'G', title: 'G', ...overrides },
  );
  expect(response.statusCode, response.body).toBe(200);
  return addOnGroupSchema.parse(response.json());
}

async function createAddOn(groupId: string, overrides: Record<string, unknown> = {}) {
  const response = await me.post(P('createAddOn'), newAddOn(groupId, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return addOnSchema.parse(response.json());
}

beforeAll(async () => {
  t = await buildTestApp();
  me = await merchantSession(t);
  other = await merchantSession(t);
  const groupId = (await createGroup(other)).id;
  const addOn = await other.post(P('createAddOn'), { addOnGroupId: groupId, name: 'Fremmed', price: 1 });
  foreign = { groupId, addOnId: addOn.json().id };
});
afterAll(() => t.close());

describe('add-on groups', () => {
  it('createAddOnGroup saves and answers the group, getDataForAddOnGroupAdminGui reads it', async () => {
    const group = await createGroup();
    expect(group).toMatchObject({
      type: 'add-on_group',
      merchant: me.merchantId,
      name: 'Dressing',
      title: 'Velg dressing',
      mandatory: true,
      minimum: 1,
      maximum: 2,
      sortOrder: -1,
    });
    const data = (await me.get(P(`getDataForAddOnGroupAdminGui?merchant=${me.merchantId}&addOnGroupId=${group.id}`))).json();
    expect(data).toEqual({ addOnGroup: group });
    expect((await me.get(P('getDataForAddOnGroupAdminGui'))).json()).toEqual({ addOnGroup: null });
  });

  it('editAddOnGroup saves by addOnGroupId (or id) and keeps the sort order', async () => {
    const group = await createGroup();
    await me.post(P('editAddOnGroups'), [{ id: group.id, sortOrder: 0 }]);
    const response = await me.post(P('editAddOnGroup'), {
      ...group,
      addOnGroupId: group.id,
      name: 'Saus',
      mandatory: false,
      minimum: 3,
      maximum: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: group.id, name: 'Saus', mandatory: false, minimum: 3, maximum: 0, sortOrder: 0 });
    expect((await me.post(P('editAddOnGroup'), { ...group, title: 'Ny tittel' })).json().title).toBe('Ny tittel');
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['an empty title', { title: ' ' }, 'title'],
    ['a negative minimum', { minimum: -1 }, 'minimum'],
    ['a negative maximum', { mandatory: false, maximum: -1 }, 'maximum'],
    ['a mandatory group with minimum above maximum', { minimum: 3, maximum: 2 }, 'minimum'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const response = await me.post(P('createAddOnGroup'), newGroup(overrides));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toHaveProperty([field]);
  });

  it("answers 404 for another merchant's group", async () => {
    expect((await me.post(P('editAddOnGroup'), newGroup({ addOnGroupId: foreign.groupId }))).statusCode).toBe(404);
    expect((await me.get(P(`getDataForAddOnGroupAdminGui?addOnGroupId=${foreign.groupId}`))).statusCode).toBe(404);
    expect((await me.get(P(`getAddOnsOfAddOnGroup?addOnGroupId=${foreign.groupId}`))).statusCode).toBe(404);
    expect((await me.post(P('deleteAddOnGroup'), { merchant: me.merchantId, addOnGroupId: foreign.groupId })).statusCode).toBe(404);
    expect(await t.database.db.select().from(addOnGroups).where(eq(addOnGroups.id, foreign.groupId))).toHaveLength(1);
  });

  it('getAddOnGroups and editAddOnGroups list and sort the groups', async () => {
    const fresh = await merchantSession(t);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await fresh.post(P('createAddOnGroup'), { name, title: name })).json().id);
    expect(
      (
        await fresh.post(P('editAddOnGroups'), [
          { id: ids[1], sortOrder: 0 },
          { id: ids[0], sortOrder: 1 },
        ])
      ).body,
    ).toBe('SUCCEEDED');
    const groups = (await fresh.get(P(`getAddOnGroups?merchant=${fresh.merchantId}`))).json();
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['B', 'A', 'C']);
    const refused = await fresh.post(P('editAddOnGroups'), [
      { id: ids[2], sortOrder: 0 },
      { id: foreign.groupId, sortOrder: 1 },
    ]);
    expect(refused.statusCode).toBe(404);
    expect((await fresh.get(P('getAddOnGroups'))).json().map((g: { name: string }) => g.name)).toEqual(['B', 'A', 'C']);
  });
});

describe('add-ons', () => {
  it('createAddOn saves and answers the add-on; getDataForAddOnAdminGui answers group, VAT and add-on', async () => {
    const group = await createGroup();
    const addOn = await createAddOn(group.id);
    expect(addOn).toMatchObject({
      type: 'add-on',
      addOnGroupId: group.id,
      name: 'Hvitløk',
      price: 8.7,
      priceDineIn: 8,
      allowMultipleTimes: true,
      maximum: 3,
      sortOrder: -1,
    });
    const data = (await me.get(P(`getDataForAddOnAdminGui?merchant=${me.merchantId}&addOnGroupId=${group.id}&addOnId=${addOn.id}`))).json();
    expect(data).toEqual({ addOnGroup: group, vat: { dineIn: 25, takeOut: 15, delivery: 15 }, addOn });
    expect((await me.get(P(`getDataForAddOnAdminGui?addOnGroupId=${group.id}`))).json().addOn).toBeNull();
  });

  it('defaults the maximum to 100', async () => {
    const group = await createGroup();
    const response = await me.post(P('createAddOn'), { addOnGroupId: group.id, name: 'Ost' });
    expect(response.json()).toMatchObject({ maximum: 100, allowMultipleTimes: false, price: 0 });
  });

  it('editAddOn saves by addOnId (or id); moving to another group puts it last there', async () => {
    const group = await createGroup();
    const target = await createGroup();
    const addOn = await createAddOn(group.id);
    await me.post(P('editAddOns'), [{ id: addOn.id, sortOrder: 0 }]);
    const renamed = await me.post(P('editAddOn'), { ...addOn, addOnId: addOn.id, name: 'Chili', price: 10 });
    expect(renamed.json()).toMatchObject({ id: addOn.id, name: 'Chili', price: 10, sortOrder: 0 });
    const moved = await me.post(P('editAddOn'), { ...addOn, addOnGroupId: target.id });
    expect(moved.json()).toMatchObject({ addOnGroupId: target.id, sortOrder: -1 });

    // Each price change is journalled (13021) with the old and the new net price in øre.
    const journal = (await t.database.db.select().from(journalEntries).where(eq(journalEntries.merchantId, me.merchantId))).filter(
      (entry) => JSON.parse(entry.payload).addOnId === addOn.id,
    );
    expect(
      journal.map((entry) => [entry.eventCode, JSON.parse(entry.payload).changes.map((c: { from: number; to: number }) => [c.from, c.to])]),
    ).toEqual([
      [13021, [[Math.round(addOn.price * 100), 1_000]]],
      [13021, [[1_000, Math.round(addOn.price * 100)]]],
    ]);
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a negative price', { price: -1 }, 'price'],
    ['a negative dine-in price', { priceDineIn: -0.01 }, 'priceDineIn'],
    ['three decimals', { price: 1.001 }, 'price'],
    ['a maximum of 1 when chosen several times', { allowMultipleTimes: true, maximum: 1 }, 'maximum'],
    ['a maximum above 100', { maximum: 101 }, 'maximum'],
    ['no group', { addOnGroupId: undefined }, 'addOnGroupId'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const group = await createGroup();
    const response = await me.post(P('createAddOn'), newAddOn(group.id, overrides));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toHaveProperty([field]);
  });

  it("answers 404 for another merchant's group or add-on", async () => {
    const group = await createGroup();
    expect((await me.post(P('createAddOn'), newAddOn(foreign.groupId))).statusCode).toBe(404);
    expect((await me.post(P('editAddOn'), newAddOn(group.id, { addOnId: foreign.addOnId }))).statusCode).toBe(404);
    expect((await me.get(P(`getDataForAddOnAdminGui?addOnGroupId=${group.id}&addOnId=${foreign.addOnId}`))).statusCode).toBe(404);
    expect((await me.get(P(`getDataForAddOnAdminGui?addOnGroupId=${foreign.groupId}`))).statusCode).toBe(404);
    expect((await me.post(P('deleteAddOn'), { merchant: me.merchantId, addOnId: foreign.addOnId })).statusCode).toBe(404);
    expect((await me.post(P('editAddOns'), [{ id: foreign.addOnId, sortOrder: 0 }])).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(addOns).where(eq(addOns.id, foreign.addOnId));
    expect(row).toMatchObject({ name: 'Fremmed', sortOrder: -1 });
  });

  it('getAddOnsOfAddOnGroup and editAddOns list and sort the add-ons of a group', async () => {
    const group = await createGroup();
    const ids: string[] = [];
    for (const name of ['Ketchup', 'Majones', 'Sennep']) ids.push((await createAddOn(group.id, { name })).id);
    expect((await me.post(P('editAddOns'), [{ id: ids[2] }, { id: ids[0] }])).body).toBe('SUCCEEDED');
    const list = (await me.get(P(`getAddOnsOfAddOnGroup?merchant=${me.merchantId}&addOnGroupId=${group.id}`))).json();
    expect(list.map((a: { name: string; sortOrder: number }) => [a.name, a.sortOrder])).toEqual([
      ['Sennep', 0],
      ['Ketchup', 1],
      ['Majones', -1],
    ]);
  });

  it('deleteAddOn deletes the add-on', async () => {
    const group = await createGroup();
    const addOn = await createAddOn(group.id);
    const response = await me.post(P('deleteAddOn'), { merchant: me.merchantId, addOnId: addOn.id });
    expect(response.body).toBe('SUCCEEDED');
    expect((await me.get(P(`getAddOnsOfAddOnGroup?addOnGroupId=${group.id}`))).json()).toEqual([]);
  });
});

describe('deleteAddOnGroup', () => {
  it('removes the group from every item and variant that uses it and deletes its add-ons, keeping the rest', async () => {
    const db = t.database.db;
    const doomed = await createGroup();
    const kept = await createGroup();
    const doomedAddOns = [(await createAddOn(doomed.id)).id, (await createAddOn(doomed.id, { name: 'Chili' })).id];
    const keptAddOn = await createAddOn(kept.id);
    const categoryId = (await me.post(P('createCategory'), { name: 'Salat', itemType: 'DISH' })).json().id;
    const item = await me.post(P('createItem'), {
      categoryId,
      name: 'Cæsar',
      itemType: 'DISH',
      addOnGroupIds: [doomed.id, kept.id],
      subselections: [
        { name: 'Liten', price: 99, addOnGroupIds: [kept.id, doomed.id] },
        { name: 'Stor', price: 129, addOnGroupIds: [doomed.id] },
      ],
    });
    expect(item.statusCode, item.body).toBe(200);
    const itemId = item.json().id;

    const response = await me.post(P('deleteAddOnGroup'), { merchant: me.merchantId, addOnGroupId: doomed.id });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');

    const after = (await me.get(P(`getItem?itemId=${itemId}`))).json();
    expect(after.addOnGroupIds).toEqual([kept.id]);
    expect(after.subselections.map((s: { addOnGroupIds: string[] }) => s.addOnGroupIds)).toEqual([[kept.id], []]);
    expect(await db.select().from(addOns).where(inArray(addOns.id, doomedAddOns))).toEqual([]);
    expect(await db.select().from(addOns).where(eq(addOns.id, keptAddOn.id))).toHaveLength(1);
    expect(await db.select().from(itemAddOnGroups).where(eq(itemAddOnGroups.addOnGroupId, doomed.id))).toEqual([]);
    expect(await db.select().from(variantAddOnGroups).where(eq(variantAddOnGroups.addOnGroupId, doomed.id))).toEqual([]);
    expect(await db.select().from(addOnGroups).where(eq(addOnGroups.id, doomed.id))).toEqual([]);
  });
});
