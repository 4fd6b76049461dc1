import { describe, expect, it } from 'vitest';
import { analyticsQuery, isTooLong, readAnalyticsChoice, readHourDay, withAnalyticsChoice, withPeriodEnd } from './analytics-params';

const TODAY = '2026-11-26'; // a Thursday

describe('Salgsanalyse link', () => {
  it('defaults to this week, Monday to today, against the previous period, every location and channel', () => {
    expect(readAnalyticsChoice(new URLSearchParams(), TODAY)).toEqual({ fromDate: '2026-11-23', toDate: TODAY, compare: 'previous' });
  });

  it('reads the choice the link names', () => {
    const search = new URLSearchParams('locationId=loc-1&channel=KIOSK&fromDate=2026-10-01&toDate=2026-10-31&compare=lastYear');
    expect(readAnalyticsChoice(search, TODAY)).toEqual({
      locationId: 'loc-1',
      channel: 'KIOSK',
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
      compare: 'lastYear',
    });
  });

  it('leaves out what is named wrongly: an unknown channel or comparison, an id with other characters, a period upside down or half', () => {
    const wrong = new URLSearchParams('locationId=a%20b&channel=APP_IOS&compare=week&fromDate=2026-10-31&toDate=2026-10-01');
    expect(readAnalyticsChoice(wrong, TODAY)).toEqual({ fromDate: '2026-11-23', toDate: TODAY, compare: 'previous' });
    expect(readAnalyticsChoice(new URLSearchParams('fromDate=2026-10-01'), TODAY)).toMatchObject({ fromDate: '2026-11-23' });
    expect(readAnalyticsChoice(new URLSearchParams('fromDate=2026-02-30&toDate=2026-03-02'), TODAY)).toMatchObject({
      fromDate: '2026-11-23',
    });
  });

  it('takes the hourly day from the link when it lies in the period, else the period’s last day', () => {
    const choice = { fromDate: '2026-11-23', toDate: '2026-11-29', compare: 'previous' } as const;
    expect(readHourDay(new URLSearchParams('day=2026-11-25'), choice)).toBe('2026-11-25');
    expect(readHourDay(new URLSearchParams('day=2026-11-30'), choice)).toBe('2026-11-29');
    expect(readHourDay(new URLSearchParams('day=nonsense'), choice)).toBe('2026-11-29');
    expect(readHourDay(new URLSearchParams(), choice)).toBe('2026-11-29');
  });

  it('writes the choice into the link, removes what is not chosen, keeps the rest and drops a day outside the period', () => {
    const current = new URLSearchParams('channel=POS&tab=x&day=2026-11-02');
    const next = withAnalyticsChoice(current, { locationId: 'loc-1', fromDate: '2026-11-23', toDate: '2026-11-29', compare: 'lastYear' });
    expect(Object.fromEntries(next)).toEqual({
      tab: 'x',
      locationId: 'loc-1',
      fromDate: '2026-11-23',
      toDate: '2026-11-29',
      compare: 'lastYear',
    });
    const kept = withAnalyticsChoice(new URLSearchParams('day=2026-11-25'), {
      fromDate: '2026-11-23',
      toDate: '2026-11-29',
      compare: 'previous',
    });
    expect(kept.get('day')).toBe('2026-11-25');
  });

  it('moves the other end of the period along when one end passes it', () => {
    const choice = { fromDate: '2026-11-23', toDate: '2026-11-29', compare: 'previous' } as const;
    expect(withPeriodEnd(choice, 'fromDate', '2026-11-01')).toMatchObject({ fromDate: '2026-11-01', toDate: '2026-11-29' });
    expect(withPeriodEnd(choice, 'fromDate', '2026-12-03')).toMatchObject({ fromDate: '2026-12-03', toDate: '2026-12-03' });
    expect(withPeriodEnd(choice, 'toDate', '2026-11-20')).toMatchObject({ fromDate: '2026-11-20', toDate: '2026-11-20' });
    expect(withPeriodEnd(choice, 'toDate', '2026-11-24')).toMatchObject({ fromDate: '2026-11-23', toDate: '2026-11-24' });
  });

  it('refuses a period longer than a year', () => {
    expect(isTooLong({ fromDate: '2024-01-01', toDate: '2024-12-31', compare: 'previous' })).toBe(false);
    expect(isTooLong({ fromDate: '2026-11-23', toDate: '2026-11-23', compare: 'lastYear' })).toBe(false);
    expect(isTooLong({ fromDate: '2025-01-01', toDate: '2026-01-02', compare: 'previous' })).toBe(true);
  });

  it('asks the server for the location and channel only when chosen', () => {
    expect(analyticsQuery({ fromDate: '2026-11-23', toDate: '2026-11-29', compare: 'previous' })).toEqual({
      fromDate: '2026-11-23',
      toDate: '2026-11-29',
      compare: 'previous',
    });
    expect(
      Object.keys(analyticsQuery({ locationId: 'l', channel: 'APP', fromDate: '2026-11-23', toDate: '2026-11-29', compare: 'previous' })),
    ).toEqual(['locationId', 'channel', 'fromDate', 'toDate', 'compare']);
  });
});
