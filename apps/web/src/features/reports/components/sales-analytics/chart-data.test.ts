import { describe, expect, it } from 'vitest';
import { salesAnalytics, salesByHour } from '@/features/reports/testing/report-data';
import { heatGrid, intensity, shownDayHours } from './chart-data';

describe('Salgsanalyse charts', () => {
  it('lays the heat map out as Monday to Sunday over the hours from the first to the last sale, gaps included', () => {
    const grid = heatGrid(salesAnalytics().heatMap, 'sales');
    expect(grid.hours).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(grid.rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(grid.rows[0]!.values).toEqual([120_000, 200_000, 0, 0, 0, 0, 0, 0, 0]);
    expect(grid.rows[5]!.values.at(-1)).toBe(500_000);
    expect(grid.max).toBe(500_000);
    const orders = heatGrid(salesAnalytics().heatMap, 'orders');
    expect(orders.rows[6]!.values[2]).toBe(48);
    expect(orders.max).toBe(48);
  });

  it('leaves out cells without sales or orders, and has no hours without any', () => {
    expect(heatGrid([{ weekday: 2, hour: 3, sales: 0, orders: 0 }], 'sales')).toEqual({
      hours: [],
      rows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, values: [] })),
      max: 0,
    });
    // A refund-only hour (negative sales) still shows.
    expect(heatGrid([{ weekday: 2, hour: 3, sales: -500, orders: 0 }], 'sales').hours).toEqual([3]);
  });

  it('colours a cell from faint to full, nothing for nothing', () => {
    expect(intensity(0, 100)).toBe(0);
    expect(intensity(-5, 100)).toBe(0);
    expect(intensity(100, 100)).toBe(1);
    expect(intensity(1, 100)).toBe(0.16);
    expect(intensity(5, 0)).toBe(0);
  });

  it('shows a day’s hours from the first to the last sale of either day', () => {
    expect(shownDayHours(salesByHour().hours).map((hour) => hour.hour)).toEqual([11, 12, 13]);
    expect(
      shownDayHours(salesByHour().hours.map((hour) => ({ ...hour, sales: 0, orders: 0, previousSales: 0, previousOrders: 0 }))),
    ).toEqual([]);
  });
});
