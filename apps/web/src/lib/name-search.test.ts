import { describe, expect, it } from 'vitest';
import { normaliseSearch, searchByName } from './name-search';

const items = [{ name: 'Margherita' }, { name: 'Pepperoni' }, { name: 'Trøffelburger' }, { name: 'Blåskjell i hvitvin' }];
const names = (found: { name: string }[] | null) => found?.map((entry) => entry.name);

describe('name search', () => {
  it('filters nothing (null) for an empty or blank query', () => {
    expect(searchByName(items, '')).toBeNull();
    expect(searchByName(items, '   ')).toBeNull();
  });

  it('matches names that contain the trimmed query, ignoring case, from the first character', () => {
    expect(names(searchByName(items, 'p'))).toEqual(['Pepperoni']);
    expect(names(searchByName(items, '  MARGH '))).toEqual(['Margherita']);
    expect(names(searchByName(items, 'er'))).toEqual(['Margherita', 'Pepperoni', 'Trøffelburger']);
  });

  it('handles the Norwegian letters in any case', () => {
    expect(names(searchByName(items, 'TRØ'))).toEqual(['Trøffelburger']);
    expect(names(searchByName(items, 'BLÅSKJELL'))).toEqual(['Blåskjell i hvitvin']);
  });

  it('matches inside the name, not only at its start, and may find nothing', () => {
    expect(names(searchByName(items, 'i hvit'))).toEqual(['Blåskjell i hvitvin']);
    expect(searchByName(items, 'sushi')).toEqual([]);
  });

  it('normalises the query by trimming and lower-casing only', () => {
    expect(normaliseSearch('  Kylling Tikka ')).toBe('kylling tikka');
  });
});
