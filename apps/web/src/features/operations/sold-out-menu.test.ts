import { describe, expect, it } from 'vitest';
import type { OperationsCategory, SoldOutPageItem } from '@bakrom/shared/schemas/dashboard';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import { groupByCategory } from './sold-out-menu';

const item = (id: string, name: string, categoryId = 'c1', sortOrder = 0): SoldOutPageItem => ({
  id,
  merchant: 'demo',
  categoryId,
  name,
  menuNr: id,
  description: '',
  imageUrl: null,
  sortOrder,
  availableAtLocationIds: [],
});

const category = (id: string, name: string, sortOrder: number): OperationsCategory => ({
  id,
  name,
  sortOrder,
  imageUrl: null,
  availableAtLocationIds: [],
});

describe('grouping by category', () => {
  it('orders categories and their items by sortOrder and leaves out empty categories', () => {
    const groups = groupByCategory(
      [category('c2', 'Pizza', 1), category('c1', 'Forretter', 0), category('c3', 'Tom', 2)],
      [item('a', 'Pepperoni', 'c2', 1), item('b', 'Margherita', 'c2', 0), item('c', 'Nachos', 'c1', 0)],
    );
    expect(groups.map((group) => [group.category.name, group.items.map((i) => i.name)])).toEqual([
      ['Forretter', ['Nachos']],
      ['Pizza', ['Margherita', 'Pepperoni']],
    ]);
  });
});

describe('thumbnails', () => {
  it('asks the image route for the thumbnail size', () => {
    expect(thumbnailUrl('/api/media/images/abc')).toBe('/api/media/images/abc?size=thumb');
  });
});
