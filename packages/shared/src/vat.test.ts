import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { kronerToOre, oreToKroner, toMinorUnits } from './money';
import { netOfGross, priceWithVat, priceWithoutVat, vatOfGross } from './vat';

const rates = fc.constantFrom(0, 12, 15, 25);

describe('VAT of a gross amount', () => {
  it('follows gross / (100 + rate) * rate, rounded to øre', () => {
    expect(vatOfGross(12500, 25)).toBe(2500);
    expect(vatOfGross(11500, 15)).toBe(1500);
    expect(vatOfGross(9900, 15)).toBe(1291); // 12.913…
    expect(vatOfGross(10000, 0)).toBe(0);
  });

  it('never exceeds the gross amount and net plus VAT is the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), rates, (gross, rate) => {
        const vat = vatOfGross(gross, rate);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(gross);
        expect(netOfGross(gross, rate) + vat).toBe(gross);
        expect(Math.abs(vat - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('price form rules (spec part 2 §5)', () => {
  it('adds VAT and rounds to whole kroner', () => {
    expect(priceWithVat(164.35, 15)).toBe(189);
    expect(priceWithVat(100, 25)).toBe(125);
  });

  it('removes VAT and rounds to two decimals', () => {
    expect(priceWithoutVat(189, 15)).toBe(164.35);
    expect(priceWithoutVat(125, 25)).toBe(100);
  });

  it('a whole-kroner gross price survives the round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), rates, (gross, rate) => {
        expect(priceWithVat(priceWithoutVat(gross, rate), rate)).toBe(gross);
      }),
    );
  });
});

describe('money conversions', () => {
  it('converts kroner and øre without floating-point drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (ore) => {
        expect(kronerToOre(oreToKroner(ore))).toBe(ore);
      }),
    );
    expect(kronerToOre(0.1 + 0.2)).toBe(30);
  });

  it('sends refund amounts as two-decimal text without the separator', () => {
    expect(toMinorUnits(149.5)).toBe(14950);
    expect(toMinorUnits(0.07)).toBe(7);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (ore) => {
        expect(toMinorUnits(ore / 100)).toBe(ore);
      }),
    );
  });
});
