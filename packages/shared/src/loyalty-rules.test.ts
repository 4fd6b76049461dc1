import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, rangesOverlap } from './business-day';
import { clashingProgram, clashMessage, hasAtMostTwoDecimals, isSingleDay, isValidPercent, type ProgramPeriod } from './loyalty-rules';
import { createDiscountBody, createRewardProgramBody, editDiscountBody } from './schemas/loyalty';

const LOCATIONS = ['l1', 'l2', 'l3'];
const dateArb = fc.integer({ min: 0, max: 60 }).map((days) => addDays('2027-01-01', days));
const programArb: fc.Arbitrary<ProgramPeriod> = fc
  .record({
    id: fc.uuid(),
    name: fc.constantFrom('Vår', 'Sommer', 'Høst'),
    active: fc.boolean(),
    from: dateArb,
    length: fc.integer({ min: 0, max: 20 }),
    validForLocationIds: fc.subarray(LOCATIONS, { minLength: 1 }),
  })
  .map(({ from, length, ...rest }) => ({ ...rest, fromDate: from, toDate: addDays(from, length) }));

describe('percent', () => {
  it('is above 0, at most 100, with at most two decimals', () => {
    expect([0.01, 12.5, 33.33, 100].every(isValidPercent)).toBe(true);
    expect([0, -1, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY].some(isValidPercent)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (hundredths) => isValidPercent(hundredths / 100)));
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (hundredths) => hasAtMostTwoDecimals(hundredths / 100)));
  });
});

describe('single day', () => {
  it('holds when both dates are picked and equal', () => {
    expect(isSingleDay({ fromDate: '2027-01-01', toDate: '2027-01-01' })).toBe(true);
    expect(isSingleDay({ fromDate: '2027-01-01', toDate: '2027-01-02' })).toBe(false);
    expect(isSingleDay({})).toBe(false);
  });
});

describe('clashing reward programmes', () => {
  it('finds a clash exactly when another active programme shares a day and a location', () => {
    fc.assert(
      fc.property(programArb, fc.array(programArb, { maxLength: 6 }), (candidate, others) => {
        const clash = clashingProgram(candidate, others);
        const expected = candidate.active
          ? others.filter(
              (other) =>
                other.id !== candidate.id &&
                other.active &&
                rangesOverlap(other, candidate) &&
                other.validForLocationIds.some((id) => candidate.validForLocationIds.includes(id)),
            )
          : [];
        expect(clash?.program).toBe(expected[0]);
        if (clash) expect(clash.program.validForLocationIds).toContain(clash.locationId);
      }),
    );
  });

  it('never clashes with itself (an edit)', () => {
    fc.assert(fc.property(programArb, (program) => clashingProgram(program, [program]) === undefined));
  });

  it('names the other programme, its dates and the location', () => {
    expect(clashMessage({ name: 'Vår', fromDate: '2027-03-01', toDate: '2027-03-01' }, 'Bryggen')).toMatch(
      /^Bonusprogrammet «Vår» gjelder allerede 01\.03\.2027 ved Bryggen\./,
    );
  });
});

describe('loyalty request schemas', () => {
  const discount = {
    name: 'Rabatt',
    percent: 10,
    fromDate: '2027-01-01',
    toDate: '2027-01-01',
    itemIds: ['7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21'],
    validForChannelIds: ['POS'],
    validForLocationIds: ['7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e22'],
  };

  it('fills the defaults of a discount: not a category, no description, active', () => {
    expect(createDiscountBody.parse(discount)).toMatchObject({ showAsCategory: false, description: '', active: true });
  });

  it('requires a from date no later than the to date, reported on the to date', () => {
    const result = createRewardProgramBody.safeParse({ ...discount, fromDate: '2027-01-02' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['toDate']);
  });

  it('needs the discount named on edit', () => {
    expect(editDiscountBody.safeParse(discount).success).toBe(false);
    expect(editDiscountBody.safeParse({ ...discount, discountId: discount.itemIds[0] }).success).toBe(true);
  });
});
