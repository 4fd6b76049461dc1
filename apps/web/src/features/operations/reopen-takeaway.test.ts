import { describe, expect, it } from 'vitest';
import type { ClosingDay } from '@bakrom/shared/schemas/operations';
import { reopenToday } from './reopen-takeaway';

const day = (id: string, locationId: string, fromDate: string, toDate: string): ClosingDay => ({
  id,
  type: 'closingdays',
  merchant: 'demo',
  locationId,
  fromDate,
  toDate,
  message: 'Stengt',
});

describe('reopening takeaway today', () => {
  const days = [
    day('a', 'L1', '2026-11-22', '2026-11-24'),
    day('b', 'L1', '2026-12-24', '2026-12-26'),
    day('c', 'L2', '2026-11-23', '2026-11-23'),
  ];

  it('touches only the closing days covering today at the location, and tells what stays closed after today', () => {
    expect(reopenToday(days, 'L1', '2026-11-23')).toEqual({
      closedToday: [days[0]],
      staysClosed: [{ fromDate: '2026-11-24', toDate: '2026-11-24' }],
    });
    expect(reopenToday(days, 'L1', '2026-11-22').staysClosed).toEqual([{ fromDate: '2026-11-23', toDate: '2026-11-24' }]);
    expect(reopenToday(days, 'L1', '2026-11-24').staysClosed).toEqual([]);
    expect(reopenToday(days, 'L2', '2026-11-23')).toEqual({ closedToday: [days[2]], staysClosed: [] });
  });

  it('touches nothing when takeaway is not closed today', () => {
    expect(reopenToday(days, 'L1', '2026-11-25')).toEqual({ closedToday: [], staysClosed: [] });
    expect(reopenToday(days, undefined, '2026-11-23')).toEqual({ closedToday: [], staysClosed: [] });
  });
});
