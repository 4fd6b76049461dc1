import { describe, expect, it } from 'vitest';
import { shownLabels, slicePath, sliceTurns, valueTicks } from './chart-geometry';

describe('value axis', () => {
  it('reaches a round figure at or above the largest amount in steps of 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect(valueTicks(1234.5)).toEqual([0, 500, 1000, 1500]);
    expect(valueTicks(820000)).toEqual([0, 250000, 500000, 750000, 1000000]);
    expect(valueTicks(9)).toEqual([0, 5, 10]);
    expect(valueTicks(80000)).toEqual([0, 20000, 40000, 60000, 80000]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0.4)).toEqual([0, 1]);
    expect(valueTicks(0)).toEqual([0]);
  });
});

describe('category labels', () => {
  it('draws all labels when there is room, else every n-th and always the last', () => {
    expect(shownLabels(3, 40, 20)).toEqual([0, 1, 2]);
    expect(shownLabels(30, 8, 20)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 29]);
    expect(shownLabels(31, 8, 20)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect(shownLabels(1, 8, 20)).toEqual([0]);
    expect(shownLabels(0, 8, 20)).toEqual([]);
  });
});

describe('donut', () => {
  it('splits the turn by the amounts, an amount of 0 getting no slice', () => {
    expect(sliceTurns([100, 0, 300])).toEqual([
      { start: 0, end: 0.25 },
      { start: 0.25, end: 0.25 },
      { start: 0.25, end: 1 },
    ]);
    expect(sliceTurns([0, 0])).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 0 },
    ]);
  });

  it('draws a quarter from 12 to 3 o’clock, and a whole turn as a ring with a hole', () => {
    const ring = { center: 75, outer: 74, inner: 46 };
    expect(slicePath(ring, 0, 0.25)).toBe('M 75.00 1.00 A 74 74 0 0 1 149.00 75.00 L 121.00 75.00 A 46 46 0 0 0 75.00 29.00 Z');
    expect(slicePath(ring, 0, 1)).toBe(
      'M 75 1 A 74 74 0 1 1 75 149 A 74 74 0 1 1 75 1 Z M 75 29 A 46 46 0 1 0 75 121 A 46 46 0 1 0 75 29 Z',
    );
  });
});
