import { describe, expect, it } from 'vitest';
import { formatPercent, locationsText, namesOf, shortList } from './loyalty-format';

const names = new Map([
  ['a', 'Bryggen'],
  ['b', 'Aker brygge'],
  ['c', 'Østbanehallen'],
]);

describe('loyalty table texts', () => {
  it('writes a percent the Norwegian way', () => {
    expect(formatPercent(12.5)).toBe('12,5 %');
    expect(formatPercent(20)).toBe('20 %');
  });

  it('names ids in Norwegian order, leaving out unknown ones', () => {
    expect(namesOf(['c', 'a', 'x'], names)).toBe('Bryggen, Østbanehallen');
  });

  it('shortens a long list with how many more there are', () => {
    const more = (count: number) => `og ${count} til`;
    expect(shortList('A, B, C', 4, more)).toBe('A, B, C');
    expect(shortList('A, B, C, D, E, F', 4, more)).toBe('A, B, C, D og 2 til');
    expect(shortList('', 4, more)).toBe('');
  });

  it('says every location when a discount holds at all of them', () => {
    expect(locationsText(['a', 'b', 'c'], names, 'Alle avdelinger')).toBe('Alle avdelinger');
    expect(locationsText(['a', 'b'], names, 'Alle avdelinger')).toBe('Aker brygge, Bryggen');
  });
});
