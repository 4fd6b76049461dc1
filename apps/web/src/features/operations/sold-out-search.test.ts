import { describe, expect, it } from 'vitest';
import type { OperationsCategory, SoldOutPageItem } from '@bakrom/shared/schemas/dashboard';
import { groupByCategory, normaliseSearch, searchItems, thumbnailUrl } from './sold-out-search';

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

const items = [item('1', 'Margherita'), item('2', 'Pepperoni'), item('3', 'Trøffelburger'), item('4', 'Blåskjell i hvitvin')];

describe('sold-out search', () => {
  it('shows the grouped list (null) for an empty or blank query', () => {
    expect(searchItems(items, '')).toBeNull();
    expect(searchItems(items, '   ')).toBeNull();
  });

  it('matches names that contain the trimmed query, ignoring case, from the first character', () => {
    expect(searchItems(items, 'p')?.map((i) => i.name)).toEqual(['Pepperoni']);
    expect(searchItems(items, '  MARGH ')?.map((i) => i.name)).toEqual(['Margherita']);
    expect(searchItems(items, 'er')?.map((i) => i.name)).toEqual(['Margherita', 'Pepperoni', 'Trøffelburger']);
  });

  it('handles the Norwegian letters in any case', () => {
    expect(searchItems(items, 'TRØ')?.map((i) => i.name)).toEqual(['Trøffelburger']);
    expect(searchItems(items, 'BLÅSKJELL')?.map((i) => i.name)).toEqual(['Blåskjell i hvitvin']);
  });

  it('matches inside the name, not only at its start, and may find nothing', () => {
    expect(searchItems(items, 'i hvit')?.map((i) => i.name)).toEqual(['Blåskjell i hvitvin']);
    expect(searchItems(items, 'sushi')).toEqual([]);
  });

  it('normalises the query by trimming and lower-casing only', () => {
    expect(normaliseSearch('  Kylling Tikka ')).toBe('kylling tikka');
  });
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
