import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE } from './merchant-data';
import { PIZZA_PROFILE } from './merchant-data-pizza';
import { isValidOrgNumber, orgNumberCheckDigit, orgNumberFrom } from './org-number';

describe('organisation numbers', () => {
  it('accepts real registered numbers and rejects a wrong check digit', () => {
    expect(isValidOrgNumber('923609016')).toBe(true); // Equinor ASA
    expect(isValidOrgNumber('974760673')).toBe(true); // Brønnøysundregistrene
    expect(isValidOrgNumber('923609017')).toBe(false);
    expect(isValidOrgNumber('12345678')).toBe(false);
  });

  it('skips leading digits that have no valid check digit', () => {
    const base = Array.from({ length: 200 }, (_, i) => String(90000000 + i)).find((d) => orgNumberCheckDigit(d) === null)!;
    expect(orgNumberFrom(base).slice(0, 8)).not.toBe(base);
    expect(isValidOrgNumber(orgNumberFrom(base))).toBe(true);
  });

  it('gives every demo company and location its own valid number', () => {
    const bases = [DEMO_PROFILE, PIZZA_PROFILE].flatMap((p) => [p.company.orgNumberBase, ...p.locations.map((l) => l.orgNumberBase)]);
    const numbers = bases.map(orgNumberFrom);
    expect(numbers.every(isValidOrgNumber)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
