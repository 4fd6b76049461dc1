import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  closesWithinOpening,
  dateLabel,
  dateRangeLabel,
  endsAfterStart,
  isDateInRange,
  isoWeekday,
  isTimeOfDay,
  isTimeOnStep,
  isWireDate,
  lastDates,
  lastMonths,
  lastOsloDates,
  monthLabel,
  osloDateOf,
  osloDayHours,
  osloDayStart,
  rangesOverlap,
  subtractRange,
  timeOptions,
} from './business-day';

const MS_PER_DAY = 86_400_000;
/** Calendar dates between 2000 and 2099 as YYYY-MM-DD. */
const wireDate = fc
  .integer({ min: Date.UTC(2000, 0, 1) / MS_PER_DAY, max: Date.UTC(2099, 11, 31) / MS_PER_DAY })
  .map((day) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10));

describe('osloDateOf', () => {
  it('puts 23:30 UTC on 28.03.2026 (00:30 in Oslo, winter time) on the 29th', () => {
    expect(osloDateOf(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(osloDateOf(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(osloDateOf(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
  });

  it('follows summer time after the spring change of 29.03.2026 (UTC+2)', () => {
    // 01:59 UTC is 03:59 summer time; the clock jumped from 02:00 to 03:00 at 01:00 UTC.
    expect(osloDateOf(new Date('2026-03-29T01:59:00Z'))).toBe('2026-03-29');
    expect(osloDateOf(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(osloDateOf(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('follows winter time after the autumn change of 25.10.2026 (UTC+1)', () => {
    expect(osloDateOf(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(osloDateOf(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    // 02:30 happens twice on 25.10; both are the 25th.
    expect(osloDateOf(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25');
    expect(osloDateOf(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25');
    expect(osloDateOf(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(osloDateOf(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('changes year at Oslo midnight, not at UTC midnight', () => {
    expect(osloDateOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(osloDateOf(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
  });
});

describe('osloDayStart and osloDayHours', () => {
  it('has a 23-hour day on 29.03.2026 and a 25-hour day on 25.10.2026', () => {
    expect(osloDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(osloDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(osloDayHours('2026-03-29')).toBe(23);
    expect(osloDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(osloDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(osloDayHours('2026-10-25')).toBe(25);
    expect(osloDayHours('2026-03-28')).toBe(24);
    expect(osloDayHours('2026-10-26')).toBe(24);
  });

  it('starts every day at an instant whose Oslo date is that day, one second earlier the day before', () => {
    fc.assert(
      fc.property(wireDate, (date) => {
        const start = osloDayStart(date);
        expect(osloDateOf(start)).toBe(date);
        expect(osloDateOf(new Date(start.getTime() - 1000))).toBe(addDays(date, -1));
        expect([23, 24, 25]).toContain(osloDayHours(date));
      }),
    );
  });
});

describe('calendar arithmetic', () => {
  it('adds days across the daylight-saving changes without losing or repeating a date', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('adding n days and then -n days gives the date back', () => {
    fc.assert(fc.property(wireDate, fc.integer({ min: -2000, max: 2000 }), (date, n) => addDays(addDays(date, n), -n) === date));
  });

  it('lastDates: count consecutive dates, oldest first, ending today', () => {
    fc.assert(
      fc.property(wireDate, fc.integer({ min: 1, max: 400 }), (today, count) => {
        const dates = lastDates(today, count);
        expect(dates).toHaveLength(count);
        expect(dates.at(-1)).toBe(today);
        expect(new Set(dates).size).toBe(count);
        dates.slice(1).forEach((date, index) => expect(addDays(dates[index]!, 1)).toBe(date));
      }),
    );
  });

  it('lastOsloDates: the 30 days ending on the Oslo date of now, across the spring change', () => {
    const dates = lastOsloDates(new Date('2026-04-10T22:30:00Z'), 30); // 00:30 on 11.04 in Oslo
    expect(dates[0]).toBe('2026-03-13');
    expect(dates.at(-1)).toBe('2026-04-11');
    expect(dates).toContain('2026-03-29');
    expect(dates.filter((d) => d === '2026-03-29')).toHaveLength(1);
  });

  it('lastMonths: 12 months ending this month, across the year boundary', () => {
    expect(lastMonths('2026-03-29', 12)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(lastMonths('2026-01-01', 2)).toEqual(['2025-12', '2026-01']);
  });

  it('lastMonths: consecutive, distinct, ending with the month of today', () => {
    fc.assert(
      fc.property(wireDate, fc.integer({ min: 1, max: 60 }), (today, count) => {
        const months = lastMonths(today, count);
        expect(months).toHaveLength(count);
        expect(months.at(-1)).toBe(today.slice(0, 7));
        expect([...months].sort()).toEqual(months);
        expect(new Set(months).size).toBe(count);
      }),
    );
  });

  it('labels dates DD.MM.YYYY and months the Norwegian way, as Intl nb-NO does', () => {
    expect(dateLabel('2026-03-29')).toBe('29.03.2026');
    expect(monthLabel('2026-11')).toBe('nov. 2026');
    expect(monthLabel('2026-05')).toBe('mai 2026');
    const intl = new Intl.DateTimeFormat('nb-NO', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      expect(monthLabel(`2027-${String(month).padStart(2, '0')}`)).toBe(intl.format(new Date(Date.UTC(2027, month - 1, 1))));
    }
  });

  it('knows ISO weekdays (29.03.2026 is a Sunday)', () => {
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
    expect(isoWeekday('2026-10-25')).toBe(7);
  });
});

describe('isWireDate', () => {
  it('accepts real dates written YYYY-MM-DD only', () => {
    expect(isWireDate('2026-03-29')).toBe(true);
    expect(isWireDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '29.03.2026', '2026-3-29', '2026-03-29T00:00', '']) {
      expect(isWireDate(bad)).toBe(false);
    }
  });

  it('accepts every generated calendar date', () => {
    fc.assert(fc.property(wireDate, (date) => isWireDate(date)));
  });
});

describe('isDateInRange (closing days, both ends inclusive)', () => {
  it('includes the first and last day', () => {
    expect(isDateInRange('2026-03-29', '2026-03-29', '2026-03-29')).toBe(true);
    expect(isDateInRange('2026-03-28', '2026-03-28', '2026-03-30')).toBe(true);
    expect(isDateInRange('2026-03-30', '2026-03-28', '2026-03-30')).toBe(true);
    expect(isDateInRange('2026-03-31', '2026-03-28', '2026-03-30')).toBe(false);
    expect(isDateInRange('2026-03-27', '2026-03-28', '2026-03-30')).toBe(false);
  });

  it('agrees with comparing day numbers', () => {
    fc.assert(
      fc.property(wireDate, wireDate, wireDate, (date, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
        expect(isDateInRange(date, from, to)).toBe(day(from) <= day(date) && day(date) <= day(to));
      }),
    );
  });
});

describe('time pickers', () => {
  it('accepts 24-hour HH:mm only', () => {
    for (const good of ['00:00', '09:15', '23:45', '12:30']) expect(isTimeOfDay(good)).toBe(true);
    for (const bad of ['24:00', '9:15', '09:60', '09:15:00', '9.15', '', '0915']) expect(isTimeOfDay(bad)).toBe(false);
  });

  it('checks 15- and 30-minute steps', () => {
    expect(isTimeOnStep('11:00', 15)).toBe(true);
    expect(isTimeOnStep('11:45', 15)).toBe(true);
    expect(isTimeOnStep('11:10', 15)).toBe(false);
    expect(isTimeOnStep('10:30', 30)).toBe(true);
    expect(isTimeOnStep('10:15', 30)).toBe(false);
    expect(isTimeOnStep('24:00', 15)).toBe(false);
  });

  it('offers 96 quarter hours and 48 half hours, each on its step', () => {
    expect(timeOptions(15)).toHaveLength(96);
    expect(timeOptions(30)).toHaveLength(48);
    expect(timeOptions(15)[0]).toBe('00:00');
    expect(timeOptions(15).at(-1)).toBe('23:45');
    expect(timeOptions(30).at(-1)).toBe('23:30');
  });

  it('a time is on the step exactly when the picker offers it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom(15, 30), (h, m, step) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(isTimeOnStep(time, step)).toBe(timeOptions(step).includes(time));
      }),
    );
  });
});

describe('subtractRange (reopening takeaway inside a closing period)', () => {
  const period = { fromDate: '2026-11-22', toDate: '2026-11-24' };

  it('trims the start, trims the end, splits in the middle, and removes an exact match', () => {
    expect(subtractRange(period, { fromDate: '2026-11-22', toDate: '2026-11-22' })).toEqual([
      { fromDate: '2026-11-23', toDate: '2026-11-24' },
    ]);
    expect(subtractRange(period, { fromDate: '2026-11-24', toDate: '2026-11-25' })).toEqual([
      { fromDate: '2026-11-22', toDate: '2026-11-23' },
    ]);
    expect(subtractRange(period, { fromDate: '2026-11-23', toDate: '2026-11-23' })).toEqual([
      { fromDate: '2026-11-22', toDate: '2026-11-22' },
      { fromDate: '2026-11-24', toDate: '2026-11-24' },
    ]);
    expect(subtractRange(period, period)).toEqual([]);
    expect(subtractRange(period, { fromDate: '2026-11-01', toDate: '2026-11-30' })).toEqual([]);
    expect(subtractRange(period, { fromDate: '2026-11-25', toDate: '2026-11-25' })).toEqual([period]);
  });

  it('keeps exactly the dates of the range that were not removed, across month and year ends', () => {
    const range = fc
      .tuple(wireDate, fc.integer({ min: 0, max: 40 }))
      .map(([fromDate, days]) => ({ fromDate, toDate: addDays(fromDate, days) }));
    fc.assert(
      fc.property(range, range, (kept, removed) => {
        const pieces = subtractRange(kept, removed);
        for (let date = addDays(kept.fromDate, -2); date <= addDays(kept.toDate, 2); date = addDays(date, 1)) {
          const expected = isDateInRange(date, kept.fromDate, kept.toDate) && !isDateInRange(date, removed.fromDate, removed.toDate);
          expect(pieces.some((piece) => isDateInRange(date, piece.fromDate, piece.toDate))).toBe(expected);
        }
        expect(pieces.every((piece) => piece.fromDate <= piece.toDate && !rangesOverlap(piece, removed))).toBe(true);
      }),
    );
  });

  it('labels one date or a range', () => {
    expect(dateRangeLabel({ fromDate: '2026-11-24', toDate: '2026-11-24' })).toBe('24.11.2026');
    expect(dateRangeLabel({ fromDate: '2026-11-23', toDate: '2026-11-24' })).toBe('23.11.2026–24.11.2026');
  });
});

describe('time ranges', () => {
  it('a delivery window ends after it starts, 00:00 as the end meaning midnight', () => {
    expect(endsAfterStart('16:00', '21:00')).toBe(true);
    expect(endsAfterStart('21:00', '16:00')).toBe(false);
    expect(endsAfterStart('16:00', '16:00')).toBe(false);
    expect(endsAfterStart('18:00', '00:00')).toBe(true);
  });

  it('the kitchen closes after opening and no later than closing, also past midnight', () => {
    expect(closesWithinOpening('11:00', '22:00', '21:30')).toBe(true);
    expect(closesWithinOpening('11:00', '22:00', '22:00')).toBe(true);
    expect(closesWithinOpening('11:00', '22:00', '22:15')).toBe(false);
    expect(closesWithinOpening('11:00', '22:00', '11:00')).toBe(false);
    expect(closesWithinOpening('11:00', '22:00', '10:45')).toBe(false);
    expect(closesWithinOpening('18:00', '02:00', '01:30')).toBe(true);
    expect(closesWithinOpening('18:00', '02:00', '23:00')).toBe(true);
    expect(closesWithinOpening('18:00', '02:00', '02:30')).toBe(false);
  });
});
