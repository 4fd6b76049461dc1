import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateTextProblem, isWholeDateText, parseScreenDate, screenDate } from './date-text';

describe('parseScreenDate', () => {
  it('reads DD.MM.YYYY and D.M.YYYY, spaces around taken off', () => {
    expect(parseScreenDate('05.11.2026')).toBe('2026-11-05');
    expect(parseScreenDate('5.1.2026')).toBe('2026-01-05');
    expect(parseScreenDate(' 29.02.2028 ')).toBe('2028-02-29');
  });

  it('refuses a day that does not exist and anything not written so', () => {
    for (const text of ['31.02.2026', '29.02.2026', '32.01.2026', '00.01.2026', '01.13.2026', '2026-11-05', '5.11.26', '05/11/2026', '']) {
      expect(parseScreenDate(text), text).toBeUndefined();
    }
  });

  it('reads back every date the field writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const wire = date.toISOString().slice(0, 10);
          expect(parseScreenDate(screenDate(wire))).toBe(wire);
        },
      ),
    );
  });
});

describe('dateTextProblem', () => {
  it('names what is wrong with a typed date', () => {
    expect(dateTextProblem('')).toBeUndefined();
    expect(dateTextProblem('05.11.2026')).toBeUndefined();
    expect(dateTextProblem('5.11')).toBe('format');
    expect(dateTextProblem('i går')).toBe('format');
    expect(dateTextProblem('31.02.2026')).toBe('noSuchDay');
    expect(dateTextProblem('04.11.2026', { minDate: '2026-11-05' })).toBe('beforeMin');
    expect(dateTextProblem('06.11.2026', { maxDate: '2026-11-05' })).toBe('afterMax');
    expect(dateTextProblem('05.11.2026', { minDate: '2026-11-05', maxDate: '2026-11-05' })).toBeUndefined();
  });

  it('tells a finished text from one still being typed', () => {
    expect(isWholeDateText('31.02.2026')).toBe(true);
    expect(isWholeDateText('31.02.202')).toBe(false);
  });
});
