import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NATIONAL_ID_MESSAGES,
  isNationalId,
  maskNationalId,
  nationalIdCheckDigits,
  nationalIdProblem,
  normaliseNationalId,
} from './national-identity-number';

const pad = (value: number) => String(value).padStart(2, '0');

/** Nine digits with a real birth date (D-numbers add 40 to the day), for which check digits exist or not. */
const firstNine = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 0, max: 99 }),
    individual: fc.integer({ min: 0, max: 999 }),
    dNumber: fc.boolean(),
  })
  .map(
    ({ day, month, year, individual, dNumber }) =>
      `${pad(dNumber ? day + 40 : day)}${pad(month)}${pad(year)}${String(individual).padStart(3, '0')}`,
  );

const validNumber = firstNine
  .filter((nine) => nationalIdCheckDigits(nine) !== undefined)
  .map((nine) => `${nine}${nationalIdCheckDigits(nine)}`);

describe('national identity numbers (fødselsnummer and D-number)', () => {
  it('accepts known valid numbers and refuses their neighbours', () => {
    expect(isNationalId('01019012480')).toBe(true);
    expect(isNationalId('15028545670')).toBe(true);
    expect(nationalIdProblem('01019012481')).toBe(NATIONAL_ID_MESSAGES.checkDigits);
    expect(nationalIdProblem('0101901248')).toBe(NATIONAL_ID_MESSAGES.format);
    expect(nationalIdProblem('')).toBe(NATIONAL_ID_MESSAGES.required);
    expect(nationalIdProblem('32019012480')).toBe(NATIONAL_ID_MESSAGES.date);
    expect(normaliseNationalId('010190 12480')).toBe('01019012480');
    expect(maskNationalId('01019012480')).toBe('*******2480');
  });

  it('accepts every number whose two check digits are computed, D-numbers included', () => {
    fc.assert(
      fc.property(validNumber, (number) => {
        expect(isNationalId(number)).toBe(true);
      }),
    );
  });

  it('refuses every single wrong digit of a valid number: both MOD11 check digits catch it', () => {
    fc.assert(
      fc.property(validNumber, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (number, position, shift) => {
        const digit = (Number(number[position]) + shift) % 10;
        const changed = `${number.slice(0, position)}${digit}${number.slice(position + 1)}`;
        expect(isNationalId(changed)).toBe(false);
      }),
    );
  });

  it('has no check digits for about one in eleven first parts (a remainder of 1), and then no valid number', () => {
    fc.assert(
      fc.property(firstNine, fc.integer({ min: 0, max: 99 }), (nine, tail) => {
        if (nationalIdCheckDigits(nine) !== undefined) return;
        expect(isNationalId(`${nine}${pad(tail)}`)).toBe(false);
      }),
    );
  });
});
