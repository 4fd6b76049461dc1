import { describe, expect, it } from 'vitest';
import { completeParams, readReportParams, startOfMonth, withReportParams } from './report-params';

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

  it('starts a period on the first of the month', () => {
    expect(startOfMonth('2026-11-25')).toBe('2026-11-01');
  });
});
