import { describe, expect, it } from 'vitest';
import { withTodayOf } from './sales-figures';

describe("today's sales of the location picked", () => {
  const data = {
    totalSalesToday: 540.5,
    totalSalesTodayByType: [410.5, 100, 30],
    totalSalesTodayByLocation: [
      { locationId: 'bryggen', total: 260, byType: [160, 100, 0] },
      { locationId: 'aker', total: 280.5, byType: [250.5, 0, 30] },
    ],
  };

  it('takes the total and the split by order type of that location', () => {
    expect(withTodayOf(data, 'aker')).toMatchObject({ totalSalesToday: 280.5, totalSalesTodayByType: [250.5, 0, 30] });
    expect(withTodayOf(data, 'bryggen')).toMatchObject({ totalSalesToday: 260, totalSalesTodayByType: [160, 100, 0] });
  });

  it('keeps the figures of all locations when no location is picked', () => {
    expect(withTodayOf(data, undefined)).toBe(data);
  });
});
