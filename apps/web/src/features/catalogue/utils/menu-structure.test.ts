import { describe, expect, it } from 'vitest';
import type { Category, Item } from '@bakrom/shared/schemas/catalogue';
import { categoriesWithItems } from './menu-structure';

const category = (id: string, sortOrder: number) => ({ id, name: id, sortOrder }) as Category;
const item = (id: string, categoryId: string, sortOrder: number) => ({ id, name: id, categoryId, sortOrder }) as Item;

describe('menu structure', () => {
  it('orders categories and their items by sortOrder', () => {
    const result = categoriesWithItems(
      [category('b', 1), category('a', 0), category('new', -1)],
      [item('x', 'a', 2), item('y', 'a', 0), item('z', 'b', 0)],
    );
    expect(result.map((entry) => entry.category.id)).toEqual(['new', 'a', 'b']);
    expect(result[1]!.items.map((entry) => entry.id)).toEqual(['y', 'x']);
    expect(result[0]!.items).toEqual([]);
  });
});
