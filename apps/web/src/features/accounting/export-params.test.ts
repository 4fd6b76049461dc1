import { describe, expect, it } from 'vitest';
import { paramsOfPeriod, periodOfParams } from './export-params';

describe('the accounting export’s link', () => {
  it('names a period only with two real dates, and every location without a locationId', () => {
    expect(periodOfParams(new URLSearchParams('fromDate=2026-11-16&toDate=2026-11-22'))).toEqual({
      locationId: undefined,
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
    });
    expect(periodOfParams(new URLSearchParams('locationId=abc&fromDate=2026-11-16&toDate=2026-11-22'))?.locationId).toBe('abc');
    expect(periodOfParams(new URLSearchParams('fromDate=2026-11-16'))).toBeUndefined();
    expect(periodOfParams(new URLSearchParams('fromDate=2026-02-31&toDate=2026-03-01'))).toBeUndefined();
  });

  it('writes the location into the link only when one is chosen', () => {
    expect(paramsOfPeriod({ locationId: undefined, fromDate: '2026-11-16', toDate: '2026-11-22' })).toEqual({
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
    });
    expect(paramsOfPeriod({ locationId: 'abc', fromDate: '2026-11-16', toDate: '2026-11-22' })).toEqual({
      locationId: 'abc',
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
    });
  });
});
