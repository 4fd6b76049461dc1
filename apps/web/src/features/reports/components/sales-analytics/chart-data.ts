import type { HeatMapCell, HourFigures } from '@bakrom/shared/schemas/sales-analytics';

/** The pure part of Salgsanalyse's drawings: the heat map's grid, the hours a day's chart shows. */

export type HeatMeasure = 'sales' | 'orders';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface HeatGrid {
  /** The hours from the first to the last one with any sale on any weekday, gaps included. */
  hours: number[];
  /** Monday to Sunday, one value per hour of `hours` (0 where the answer has no cell). */
  rows: { weekday: number; values: number[] }[];
  /** The largest value, for the colour's intensity (0 without any). */
  max: number;
}

/** The weekdays × hours of the sparse cells, by sales or by orders; no hours at all without any sale. */
export function heatGrid(cells: readonly HeatMapCell[], measure: HeatMeasure): HeatGrid {
  const active = cells.filter((cell) => cell.sales !== 0 || cell.orders !== 0);
  if (active.length === 0) return { hours: [], rows: WEEKDAYS.map((weekday) => ({ weekday, values: [] })), max: 0 };
  const first = Math.min(...active.map((cell) => cell.hour));
  const last = Math.max(...active.map((cell) => cell.hour));
  const hours = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const value = new Map(active.map((cell) => [`${cell.weekday}:${cell.hour}`, cell[measure]]));
  const rows = WEEKDAYS.map((weekday) => ({ weekday, values: hours.map((hour) => value.get(`${weekday}:${hour}`) ?? 0) }));
  return { hours, rows, max: Math.max(0, ...rows.flatMap((row) => row.values)) };
}

/** A cell's colour strength from 0 (nothing) to 1 (the largest); anything sold shows at least faintly. */
export function intensity(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.round((0.15 + 0.85 * (value / max)) * 100) / 100;
}

/** The hours of a day's chart: from the first to the last with any sale that day or on the comparison day; none without. */
export function shownDayHours(hours: readonly HourFigures[]): HourFigures[] {
  const active = hours.filter((hour) => hour.sales !== 0 || hour.previousSales !== 0 || hour.orders !== 0 || hour.previousOrders !== 0);
  if (active.length === 0) return [];
  const first = Math.min(...active.map((hour) => hour.hour));
  const last = Math.max(...active.map((hour) => hour.hour));
  return hours.filter((hour) => hour.hour >= first && hour.hour <= last);
}
