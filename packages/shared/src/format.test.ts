import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatMoney, formatWholeKroner, osloDate, formatHours } from './format';

const nbsp = '\u00a0';

describe('dates in Europe/Oslo', () => {
  it('shows wire dates as DD.MM.YYYY without shifting the day', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
  });

  it('shows instants on their Oslo calendar day, daylight saving included', () => {
    expect(formatDate(new Date('2026-06-30T22:30:00Z'))).toBe('01.07.2026'); // 00:30 CEST
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027'); // 00:30 CET
    expect(osloDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
  });

  it('formats date-times with and without seconds', () => {
    const instant = new Date('2026-10-25T00:59:59Z'); // 02:59:59 CEST, an hour before the change
    expect(formatDateTime(instant)).toBe('25.10.2026 02:59');
    expect(formatDateTimeSeconds(instant)).toBe('25.10.2026 02:59:59');
    expect(formatDateTimeSeconds(new Date('2026-10-25T01:00:00Z'))).toBe('25.10.2026 02:00:00'); // CET again
  });
});

describe('money in nb-NO', () => {
  it.each([
    [123450, `1${nbsp}234,50${nbsp}kr`],
    [0, `0,00${nbsp}kr`],
    [5, `0,05${nbsp}kr`],
    [100000000, `1${nbsp}000${nbsp}000,00${nbsp}kr`],
    [-2550, `−25,50${nbsp}kr`],
  ])('%i øre is %s', (ore, text) => {
    expect(formatMoney(ore)).toBe(text);
  });

  it('shows whole kroner for menu prices', () => {
    expect(formatWholeKroner(1299)).toBe(`1${nbsp}299${nbsp}kr`);
  });
});

describe('hours worked', () => {
  it('writes two decimals with a comma and groups thousands as money does', () => {
    expect(formatHours(7.5)).toBe('7,50');
    expect(formatHours(0)).toBe('0,00');
    expect(formatHours(12.25)).toBe('12,25');
    expect(formatHours(1234.5)).toBe('1\u00a0234,50');
  });
});
