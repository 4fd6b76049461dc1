import { describe, expect, it } from 'vitest';
import { SAFT_PERIOD_TOO_LONG_MESSAGE, SAFT_TO_BEFORE_FROM_MESSAGE } from '@bakrom/shared/schemas/saft';
import { nb } from '@/i18n/nb';
import { checkPeriod, parseScreenDate, previousMonth } from './saft-period';

describe('dates typed as the screens show them', () => {
  it('reads DD.MM.YYYY, with or without leading zeros, as YYYY-MM-DD', () => {
    expect(parseScreenDate('01.10.2026')).toBe('2026-10-01');
    expect(parseScreenDate(' 1.2.2024 ')).toBe('2024-02-01');
    expect(parseScreenDate('29.02.2024')).toBe('2024-02-29');
  });

  it('refuses what is no real date or not written so', () => {
    for (const text of ['', '29.02.2026', '31.04.2026', '2026-10-01', '01.10.26', '01/10/2026', '00.10.2026', '01.13.2026', '1.10.2026x'])
      expect(parseScreenDate(text), text).toBeUndefined();
  });
});

describe('the period offered first', () => {
  it('is the previous calendar month, across a year and a leap February', () => {
    expect(previousMonth('2026-11-26')).toEqual({ fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(previousMonth('2026-01-01')).toEqual({ fromDate: '2025-12-01', toDate: '2025-12-31' });
    expect(previousMonth('2024-03-31')).toEqual({ fromDate: '2024-02-01', toDate: '2024-02-29' });
  });
});

describe('checking a period', () => {
  it('answers the wire dates of a good period, a single day and a whole year included', () => {
    expect(checkPeriod({ fromDate: '01.10.2026', toDate: '31.10.2026' })).toEqual({
      ok: true,
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
    expect(checkPeriod({ fromDate: '5.10.2026', toDate: '05.10.2026' })).toMatchObject({ ok: true, toDate: '2026-10-05' });
    expect(checkPeriod({ fromDate: '01.01.2026', toDate: '31.12.2026' })).toMatchObject({ ok: true });
    expect(checkPeriod({ fromDate: '01.01.2026', toDate: '01.01.2027' })).toMatchObject({ ok: true, toDate: '2027-01-01' });
  });

  it('names the problem of each field', () => {
    expect(checkPeriod({ fromDate: '', toDate: ' ' })).toEqual({ ok: false, problems: { fromDate: 'fromRequired', toDate: 'toRequired' } });
    expect(checkPeriod({ fromDate: '31.09.2026', toDate: '2026-10-31' })).toEqual({
      ok: false,
      problems: { fromDate: 'invalidDate', toDate: 'invalidDate' },
    });
    expect(checkPeriod({ fromDate: '02.10.2026', toDate: '01.10.2026' })).toEqual({ ok: false, problems: { toDate: 'toBeforeFrom' } });
    expect(checkPeriod({ fromDate: '01.01.2026', toDate: '02.01.2027' })).toEqual({ ok: false, problems: { toDate: 'tooLong' } });
  });

  it('words a problem as the server does', () => {
    expect(nb.saft.errors.toBeforeFrom).toBe(SAFT_TO_BEFORE_FROM_MESSAGE);
    expect(nb.saft.errors.tooLong).toBe(SAFT_PERIOD_TOO_LONG_MESSAGE);
  });
});
