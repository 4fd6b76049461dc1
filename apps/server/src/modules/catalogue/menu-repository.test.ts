import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSchema } from '@bakrom/shared/schemas/catalogue';
import {
  addOnGroups,
  addOns,
  categories,
  categoryLocations,
  itemAddOnGroups,
  itemLocations,
  items,
  itemVariants,
} from '../../db/schema/index';
import { openTestDatabase } from '../../../test/harness';
import { buildLocation, buildMerchant } from '../../../test/factories';
import type { Database } from '../../db/client';
import { loadMenu } from './menu-repository';

let database: Database;
let merchantId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  merchantId = (await buildMerchant(db)).id;
  const other = await buildMerchant(db);
  const location = await buildLocation(db, merchantId);
  const [late, early] = await db
    .insert(categories)
    .values([
      { merchantId, name: 'Ny kategori', itemType: 'DISH', sortOrder: -1 },
      { merchantId, name: 'Forretter', itemType: 'DISH', sortOrder: 0 },
    ])
    .returning();
  await db.insert(categories).values({ merchantId: other.id, name: 'Fremmed', itemType: 'DISH' });
  await db.insert(categoryLocations).values({ categoryId: early!.id, locationId: location.id });
  const [pizza] = await db
    .insert(items)
    .values({ merchantId, categoryId: early!.id, itemType: 'DISH', name: 'Pizza', price: 16435, priceDineIn: 15120, sortOrder: 0 })
    .returning();
  await db.insert(itemLocations).values({ itemId: pizza!.id, locationId: location.id });
  const [group] = await db.insert(addOnGroups).values({ merchantId, name: 'Saus', title: 'Velg saus' }).returning();
  await db.insert(addOns).values({ merchantId, addOnGroupId: group!.id, name: 'Hvitløk', price: 870 });
  await db.insert(itemAddOnGroups).values({ itemId: pizza!.id, addOnGroupId: group!.id });
  await db.insert(itemVariants).values([
    { merchantId, itemId: pizza!.id, name: 'Liten', price: 13000, priceDineIn: 12000, sortOrder: 0 },
    { merchantId, itemId: pizza!.id, name: 'Stor', price: 17000, priceDineIn: 16000, sortOrder: 1 },
  ]);
  expect(late).toBeDefined();
});
afterAll(() => database.close());

describe('loadMenu', () => {
  it("answers the merchant's menu only, in sort order with new entries last, prices in kroner", async () => {
    const menu = menuSchema.parse(await loadMenu(database.db, merchantId));
    expect(menu.categories.map((c) => c.name)).toEqual(['Forretter', 'Ny kategori']);
    expect(menu.categories[0]!.availableAtLocationIds).toHaveLength(1);
    const [pizza] = menu.items;
    expect(pizza).toMatchObject({ name: 'Pizza', price: 164.35, priceDineIn: 151.2 });
    expect(pizza!.subselections.map((s) => [s.name, s.price])).toEqual([
      ['Liten', 130],
      ['Stor', 170],
    ]);
    expect(pizza!.addOnGroupIds).toEqual([menu.addOnGroups[0]!.id]);
    expect(menu.addOnLists).toEqual([expect.objectContaining({ name: 'Hvitløk', price: 8.7 })]);
  });
});
