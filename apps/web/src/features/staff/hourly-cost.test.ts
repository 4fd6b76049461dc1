import { describe, expect, it } from 'vitest';
import { hourlyCostOre, hourlyCostText } from './hourly-cost';

describe('hourly cost', () => {
  it('reads kroner with a comma or a point as øre, and an empty field as none', () => {
    expect(hourlyCostOre('245,50')).toBe(24_550);
    expect(hourlyCostOre('245.5')).toBe(24_550);
    expect(hourlyCostOre(' 1 245 ')).toBe(124_500);
    expect(hourlyCostOre('0')).toBe(0);
    expect(hourlyCostOre('')).toBeNull();
    expect(hourlyCostOre('  ')).toBeNull();
  });

  it('hands a text that is no amount on as NaN, for the schema to refuse', () => {
    expect(hourlyCostOre('abc')).toBeNaN();
    expect(hourlyCostOre('-5')).toBeNaN();
    expect(hourlyCostOre('12,345')).toBeNaN();
  });

  it('shows øre as kroner with a comma', () => {
    expect(hourlyCostText(24_550)).toBe('245,50');
    expect(hourlyCostText(24_505)).toBe('245,05');
    expect(hourlyCostText(24_500)).toBe('245');
    expect(hourlyCostText(null)).toBe('');
  });
});
