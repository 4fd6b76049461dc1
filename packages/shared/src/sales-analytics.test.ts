import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './business-day';
import {
  bucketStart,
  bucketStarts,
  comparisonPeriod,
  daysInPeriod,
  periodSegments,
  relativeChange,
  sameDateLastYear,
  sameDateNextYear,
  timelineBucketOf,
} from './sales-analytics';

const dateArb = fc.integer({ min: 0, max: 3_000 }).map((days) => addDays('2020-01-01', days));
const periodArb = fc.tuple(dateArb, fc.integer({ min: 0, max: 400 })).map(([from, length]) => [from, addDays(from, length)] as const);

/** Every date of a period's segments, in order. */
function datesOf(segments: ReturnType<typeof periodSegments>): string[] {
  const dates: string[] = [];
  const add = (from: string, to: string) => {
    for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  };
  for (const range of segments.days) add(range.fromDate, range.toDate);
  if (segments.months) {
    for (let month = segments.months.fromMonth; month <= segments.months.toMonth;) {
      const next = addDays(month, 40).slice(0, 8) + '01';
      add(month, addDays(next, -1));
      month = next;
    }
  }
  return dates.sort();
}

describe('the period split into days and whole months', () => {
  it('covers every date of the period exactly once, whole months from the monthly rollups', () => {
    fc.assert(
      fc.property(periodArb, fc.boolean(), ([from, to], useMonths) => {
        const segments = periodSegments(from, to, useMonths);
        const expected: string[] = [];
        for (let date = from; date <= to; date = addDays(date, 1)) expected.push(date);
        expect(datesOf(segments)).toEqual(expected);
        if (!useMonths) expect(segments.months).toBeNull();
        if (segments.months) expect(segments.months.fromMonth.endsWith('-01') && segments.months.toMonth.endsWith('-01')).toBe(true);
      }),
    );
  });

  it('reads a year from eleven months and the days around them', () => {
    expect(periodSegments('2025-11-28', '2026-11-27', true)).toEqual({
      days: [
        { fromDate: '2025-11-28', toDate: '2025-11-30' },
        { fromDate: '2026-11-01', toDate: '2026-11-27' },
      ],
      months: { fromMonth: '2025-12-01', toMonth: '2026-10-01' },
    });
    expect(periodSegments('2026-01-01', '2026-12-31', true)).toEqual({
      days: [],
      months: { fromMonth: '2026-01-01', toMonth: '2026-12-01' },
    });
    expect(periodSegments('2026-03-05', '2026-03-20', true)).toEqual({
      days: [{ fromDate: '2026-03-05', toDate: '2026-03-20' }],
      months: null,
    });
  });
});

describe('the comparison period', () => {
  it('is as many days just before, or the same dates a year earlier', () => {
    fc.assert(
      fc.property(periodArb, ([from, to]) => {
        const previous = comparisonPeriod(from, to, 'previous');
        expect(daysInPeriod(previous.fromDate, previous.toDate)).toBe(daysInPeriod(from, to));
        expect(addDays(previous.toDate, 1)).toBe(from);
        const lastYear = comparisonPeriod(from, to, 'lastYear');
        expect(lastYear.fromDate <= lastYear.toDate).toBe(true);
        if (to < sameDateNextYear(from)) expect(lastYear.toDate < from).toBe(true);
      }),
    );
    expect(sameDateLastYear('2024-02-29')).toBe('2023-02-28');
  });
});

describe('the change and the timeline', () => {
  it('answers the relative change, none from nothing', () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(0, 100)).toBe(-1);
    expect(relativeChange(5, 0)).toBeNull();
  });

  it('puts every date of the period in one bucket that starts inside the period', () => {
    fc.assert(
      fc.property(periodArb, ([from, to]) => {
        const bucket = timelineBucketOf(from, to);
        const starts = bucketStarts(from, to, bucket);
        expect(starts[0]).toBe(from);
        for (let date = from; date <= to; date = addDays(date, 1)) expect(starts).toContain(bucketStart(date, bucket, from));
      }),
    );
  });
});
