import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('is a valid version 7 UUID', () => {
    const id = timeOrderedId();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
  });

  it('sorts in the order the ids were made, within one millisecond too', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 300 }), (steps) => {
        let now = Date.now() + 10_000_000;
        const ids = steps.map((step) => timeOrderedId((now += step)));
        expect([...ids].sort()).toEqual(ids);
      }),
    );
  });
});
