import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, isoWeekday, isWireDate } from '@bakrom/shared/business-day';
import { DATE_PRESETS, presetPeriod, type DatePreset } from './date-ranges';

/** Any day from 1990 to 2100 as YYYY-MM-DD. */
const anyDay = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2100, 11, 31) / 86_400_000 })
  .map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10));
const anyPreset = fc.constantFrom(...DATE_PRESETS);

describe('presetPeriod', () => {
  it('gives each period on Thursday 26 November 2026 (weeks from Monday)', () => {
    const periods = Object.fromEntries(DATE_PRESETS.map((preset) => [preset, presetPeriod(preset, '2026-11-26')]));
    expect(periods).toEqual({
      today: { fromDate: '2026-11-26', toDate: '2026-11-26' },
      yesterday: { fromDate: '2026-11-25', toDate: '2026-11-25' },
      thisWeek: { fromDate: '2026-11-23', toDate: '2026-11-26' },
      lastWeek: { fromDate: '2026-11-16', toDate: '2026-11-22' },
      thisMonth: { fromDate: '2026-11-01', toDate: '2026-11-26' },
      lastMonth: { fromDate: '2026-10-01', toDate: '2026-10-31' },
      thisYear: { fromDate: '2026-01-01', toDate: '2026-11-26' },
    } satisfies Record<DatePreset, unknown>);
  });

  it('crosses the year boundary: on 1 January 2027, a Friday', () => {
    const on = (preset: DatePreset) => presetPeriod(preset, '2027-01-01');
    expect(on('yesterday')).toEqual({ fromDate: '2026-12-31', toDate: '2026-12-31' });
    expect(on('thisWeek')).toEqual({ fromDate: '2026-12-28', toDate: '2027-01-01' });
    expect(on('lastWeek')).toEqual({ fromDate: '2026-12-21', toDate: '2026-12-27' });
    expect(on('lastMonth')).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
    expect(on('thisMonth')).toEqual({ fromDate: '2027-01-01', toDate: '2027-01-01' });
    expect(on('thisYear')).toEqual({ fromDate: '2027-01-01', toDate: '2027-01-01' });
  });

  it('ends last month on its last day, 29 February in a leap year; a Monday starts its own week', () => {
    expect(presetPeriod('lastMonth', '2028-03-15')).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
    expect(presetPeriod('thisWeek', '2026-11-23')).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-23' });
    expect(presetPeriod('thisWeek', '2026-11-29')).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-29' });
  });

  it('always gives real dates with from ≤ to ≤ today', () => {
    fc.assert(
      fc.property(anyDay, anyPreset, (today, preset) => {
        const { fromDate, toDate } = presetPeriod(preset, today);
        expect(isWireDate(fromDate) && isWireDate(toDate)).toBe(true);
        expect(fromDate <= toDate).toBe(true);
        expect(toDate <= today).toBe(true);
      }),
    );
  });

  it('starts every week on a Monday; last week is the seven days before this one', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const thisWeek = presetPeriod('thisWeek', today);
        const lastWeek = presetPeriod('lastWeek', today);
        expect(isoWeekday(thisWeek.fromDate)).toBe(1);
        expect(isoWeekday(lastWeek.fromDate)).toBe(1);
        expect(addDays(lastWeek.fromDate, 7)).toBe(thisWeek.fromDate);
        expect(addDays(lastWeek.toDate, 1)).toBe(thisWeek.fromDate);
      }),
    );
  });

  it('gives whole months and years: last month ends the day before this one starts, both on the 1st', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const thisMonth = presetPeriod('thisMonth', today);
        const lastMonth = presetPeriod('lastMonth', today);
        const thisYear = presetPeriod('thisYear', today);
        expect(thisMonth.fromDate.slice(8)).toBe('01');
        expect(lastMonth.fromDate.slice(8)).toBe('01');
        expect(addDays(lastMonth.toDate, 1)).toBe(thisMonth.fromDate);
        expect(lastMonth.fromDate.slice(0, 7)).toBe(lastMonth.toDate.slice(0, 7));
        expect(thisYear.fromDate).toBe(`${today.slice(0, 4)}-01-01`);
        expect(thisYear.fromDate <= thisMonth.fromDate).toBe(true);
      }),
    );
  });
});
