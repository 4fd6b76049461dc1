import { describe, expect, it } from 'vitest';
import { completeParams, lastYears, readReportParams, startOfMonth, withReportParams } from './report-params';

describe('report choices in the URL', () => {
  it('keeps the fields a screen has, checked, and leaves out the rest', () => {
    const params = new URLSearchParams('locationId=abc-1&terminalId=ALL&fromDate=2026-10-01&toDate=2026-10-31&q=x');
    expect(readReportParams(params, ['locationId', 'terminalId', 'fromDate', 'toDate'])).toEqual({
      locationId: 'abc-1',
      terminalId: 'ALL',
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
    expect(readReportParams(params, ['fromDate'])).toEqual({ fromDate: '2026-10-01' });
  });

  it('drops a date that does not exist, a to-date before the from-date and an id with odd characters', () => {
    const params = new URLSearchParams('date=2026-02-30&fromDate=2026-10-05&toDate=2026-10-01&locationId=%3Cscript%3E');
    expect(readReportParams(params, ['date', 'fromDate', 'toDate', 'locationId'])).toEqual({ fromDate: '2026-10-05' });
  });

  it('is complete only with every field', () => {
    expect(completeParams({ locationId: 'a' }, ['locationId', 'terminalId'])).toBeUndefined();
    expect(completeParams({ locationId: 'a', terminalId: 'b', date: 'x' }, ['locationId', 'terminalId'])).toEqual({
      locationId: 'a',
      terminalId: 'b',
    });
  });

  it('writes the fields and keeps the other parameters', () => {
    const next = withReportParams(new URLSearchParams('tab=1&terminalId=old'), ['locationId', 'terminalId'], { locationId: 'l' });
    expect(next.toString()).toBe('tab=1&locationId=l');
  });

  it('keeps a year of four digits from 2000 to 2100 and drops anything else', () => {
    expect(readReportParams(new URLSearchParams('year=2025'), ['year'])).toEqual({ year: '2025' });
    for (const year of ['25', '20250', '2025-01-01', 'abcd', '1999', '2101'])
      expect(readReportParams(new URLSearchParams({ year }), ['year'])).toEqual({});
  });

  it('offers the last ten years, this one first', () => {
    expect(lastYears('2026-03-05')).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017']);
  });

  it('starts a period on the first of the month', () => {
    expect(startOfMonth('2026-11-25')).toBe('2026-11-01');
  });
});
