import { describe, expect, it } from 'vitest';
import type { AddOn, AddOnGroup, Category, Item } from '@bakrom/shared/schemas/catalogue';
import { categoriesWithItems, groupsWithAddOns } from './menu-structure';

const category = (id: string, sortOrder: number) => ({ id, name: id, sortOrder }) as Category;
const item = (id: string, categoryId: string, sortOrder: number) => ({ id, name: id, categoryId, sortOrder }) as Item;

describe('menu structure', () => {
  it('orders categories and their items by sortOrder, new ones (-1) last and oldest first, as the server and the sort pages do', () => {
    const result = categoriesWithItems(
      [category('b', 1), category('new-2', -1), category('a', 0), category('new-1', -1)],
      [item('x', 'a', 2), item('fresh', 'a', -1), item('y', 'a', 0), item('z', 'b', 0)],
    );
    expect(result.map((entry) => entry.category.id)).toEqual(['a', 'b', 'new-1', 'new-2']);
    expect(result[0]!.items.map((entry) => entry.id)).toEqual(['y', 'x', 'fresh']);
    expect(result[2]!.items).toEqual([]);
  });

  it('orders add-on groups and their add-ons by the same rule', () => {
    const groups = [
      { id: 'g-new', sortOrder: -1 },
      { id: 'g1', sortOrder: 0 },
    ] as AddOnGroup[];
    const addOns = [
      { id: 'b', addOnGroupId: 'g1', sortOrder: -1 },
      { id: 'a', addOnGroupId: 'g1', sortOrder: 3 },
    ] as AddOn[];
    const result = groupsWithAddOns(groups, addOns);
    expect(result.map((entry) => entry.group.id)).toEqual(['g1', 'g-new']);
    expect(result[0]!.addOns.map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
