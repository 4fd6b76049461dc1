import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORGANISATION_NUMBER_MESSAGES,
  ORGANISATION_NUMBER_WEIGHTS,
  isOrganisationNumber,
  normaliseOrganisationNumber,
  organisationNumberCheckDigit,
  organisationNumberProblem,
} from './organisation-number';

const eightDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((digits) => digits.join(''));
const weightedSum = (digits: string) => ORGANISATION_NUMBER_WEIGHTS.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0);

describe('organisation number (MOD11)', () => {
  it('accepts real numbers from the business register', () => {
    // Brønnøysundregistrene, DNB, Equinor, Posten.
    for (const number of ['974760673', '984851006', '923609016', '984661185']) expect(isOrganisationNumber(number)).toBe(true);
  });

  it('has exactly one valid check digit when the remainder is not 1, and none when it is', () => {
    fc.assert(
      fc.property(eightDigits, (first) => {
        const remainder = weightedSum(first) % 11;
        const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => isOrganisationNumber(`${first}${digit}`));
        if (remainder === 1) {
          expect(valid).toEqual([]);
          expect(organisationNumberCheckDigit(first)).toBeUndefined();
        } else {
          expect(valid).toEqual([remainder === 0 ? 0 : 11 - remainder]);
          expect(organisationNumberCheckDigit(first)).toBe(valid[0]);
        }
      }),
    );
  });

  it('the check digit makes the weighted sum with weight 1 divisible by 11', () => {
    fc.assert(
      fc.property(eightDigits, (first) => {
        const check = organisationNumberCheckDigit(first);
        fc.pre(check !== undefined);
        expect((weightedSum(first) + check!) % 11).toBe(0);
      }),
    );
  });

  it('changing any one digit of a valid number makes it invalid', () => {
    fc.assert(
      fc.property(eightDigits, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (first, position, shift) => {
        const check = organisationNumberCheckDigit(first);
        fc.pre(check !== undefined);
        const number = `${first}${check}`;
        const changed = number.slice(0, position) + String((Number(number[position]) + shift) % 10) + number.slice(position + 1);
        expect(isOrganisationNumber(changed)).toBe(false);
      }),
    );
  });

  it('anything but nine digits is refused with a message saying so', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^[0-9]{9}$/.test(value));
        expect(isOrganisationNumber(value)).toBe(false);
      }),
    );
    expect(organisationNumberProblem('')).toBe(ORGANISATION_NUMBER_MESSAGES.required);
    expect(organisationNumberProblem('12345678')).toBe(ORGANISATION_NUMBER_MESSAGES.format);
    expect(organisationNumberProblem('92360901a')).toBe(ORGANISATION_NUMBER_MESSAGES.format);
    expect(organisationNumberProblem('923609017')).toBe(ORGANISATION_NUMBER_MESSAGES.checkDigit);
    expect(organisationNumberProblem('٩٢٣٦٠٩٠١٦')).toBe(ORGANISATION_NUMBER_MESSAGES.format);
  });

  it('a remainder of 0 gives the check digit 0', () => {
    // 3·1 + 2·4 = 11: remainder 0, check digit 0.
    expect(organisationNumberCheckDigit('10000004')).toBe(0);
    expect(isOrganisationNumber('100000040')).toBe(true);
    // 3·4 = 12: remainder 1, no check digit fits.
    expect(organisationNumberCheckDigit('40000000')).toBeUndefined();
  });

  it('typed spaces between the groups are dropped', () => {
    expect(normaliseOrganisationNumber(' 923 609 016 ')).toBe('923609016');
  });
});
