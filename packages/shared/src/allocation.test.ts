import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateManualDiscount, largestRemainder } from './allocation';

const weightsAndTotal = fc
  .array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 })
  .chain((weights) => fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: weights.reduce((s, w) => s + w, 0) })));

describe('largestRemainder', () => {
  it('splits 100 øre over three equal parts with the odd øre to the first', () => {
    expect(largestRemainder(100, [300, 300, 300])).toEqual([34, 33, 33]);
  });

  it('gives the øre left over to the largest remainders', () => {
    // 1650 over 11500 and 5000: 1150 and 500 exactly; 1000 over 3 × 700: 333,33 each.
    expect(largestRemainder(1650, [11_500, 5000])).toEqual([1150, 500]);
    expect(largestRemainder(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(largestRemainder(5, [1, 2, 3])).toEqual([1, 2, 2]);
  });

  it('answers zeros when there is nothing to weigh by, and refuses what cannot be split', () => {
    expect(largestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(() => largestRemainder(1, [0, 0])).toThrow(RangeError);
    expect(() => largestRemainder(-1, [5])).toThrow(RangeError);
    expect(() => largestRemainder(1.5, [5])).toThrow(RangeError);
  });

  it('parts add up to the total, none exceeds its weight, each within one øre of its exact share', () => {
    fc.assert(
      fc.property(weightsAndTotal, ([weights, total]) => {
        const parts = largestRemainder(total, weights);
        const sum = weights.reduce((s, w) => s + w, 0);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
        parts.forEach((part, index) => {
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(weights[index]!);
          if (sum > 0) expect(Math.abs(part - (total * weights[index]!) / sum)).toBeLessThan(1);
        });
      }),
    );
  });

  it('is exact for amounts beyond 2^53 when multiplied', () => {
    const parts = largestRemainder(9_000_000_000_000, [4_000_000_000_000, 5_000_000_000_000, 1]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(9_000_000_000_000);
  });
});

const line = fc
  .integer({ min: 0, max: 2_000_000 })
  .chain((gross) =>
    fc.constantFrom(0, 12, 15, 25).map((rate) => ({ grossAmount: gross, vatAmount: Math.round((gross * rate) / (100 + rate)) })),
  );

describe('allocateManualDiscount', () => {
  it('splits 16,50 kr off a pizza (15 %) and a delivery fee (25 %) as the order took it', () => {
    // The order took 2,15 kr off its VAT: 1,29 kr from the pizza's 15 kr VAT, 0,86 kr from the fee's 10 kr.
    expect(
      allocateManualDiscount(
        [
          { grossAmount: 11_500, vatAmount: 1500 },
          { grossAmount: 5000, vatAmount: 1000 },
        ],
        { amount: 1650, vatAmount: 215 },
      ),
    ).toEqual([
      { amount: 1150, vatAmount: 129 },
      { amount: 500, vatAmount: 86 },
    ]);
  });

  it('lines less their shares add up to the order total and VAT; no share exceeds its line', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, amountShare, vatShare) => {
          const gross = lines.reduce((s, l) => s + l.grossAmount, 0);
          const vat = lines.reduce((s, l) => s + l.vatAmount, 0);
          const discount = { amount: Math.floor(gross * amountShare), vatAmount: Math.floor(vat * vatShare) };
          const shares = allocateManualDiscount(lines, discount);
          expect(shares.reduce((s, p) => s + p.amount, 0)).toBe(discount.amount);
          expect(shares.reduce((s, p) => s + p.vatAmount, 0)).toBe(discount.vatAmount);
          expect(lines.reduce((s, l, i) => s + l.grossAmount - shares[i]!.amount, 0)).toBe(gross - discount.amount);
          shares.forEach((share, index) => {
            expect(share.amount).toBeLessThanOrEqual(lines[index]!.grossAmount);
            expect(share.vatAmount).toBeLessThanOrEqual(lines[index]!.vatAmount);
            expect(Number.isInteger(share.amount) && Number.isInteger(share.vatAmount)).toBe(true);
          });
        },
      ),
    );
  });
});
