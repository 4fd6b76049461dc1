import { dateLabel, monthLabel } from '@bakrom/shared/business-day';
import { ORDER_TYPE_LABELS } from '@bakrom/shared/schemas/dashboard';
import { ORDER_TYPES } from '@bakrom/shared/enums';
import { oreToKroner } from '@bakrom/shared/money';
import type { DailySales, MonthlySales } from './dashboard-repository';

export interface SalesFigures {
  totalSalesToday: number;
  totalSalesTodayByTypeLabels: string[];
  totalSalesTodayByType: number[];
  totalSalesPerDateLabels: string[];
  totalSalesPerDate: number[];
  totalSalesPerMonthLabels: string[];
  totalSalesPerMonth: number[];
}

/** The dashboard's sales figures in kroner; every date, month and order type is present, 0 without sales. */
export function presentSalesFigures(input: {
  today: string;
  dates: string[];
  months: string[];
  daily: DailySales[];
  monthly: MonthlySales[];
}): SalesFigures {
  const perDate = new Map<string, number>();
  const todayByType = new Map<string, number>();
  for (const row of input.daily) {
    perDate.set(row.businessDate, (perDate.get(row.businessDate) ?? 0) + row.amountOre);
    if (row.businessDate === input.today) todayByType.set(row.orderType, (todayByType.get(row.orderType) ?? 0) + row.amountOre);
  }
  const perMonth = new Map(input.monthly.map((row) => [row.month, row.amountOre]));
  return {
    totalSalesToday: oreToKroner(perDate.get(input.today) ?? 0),
    totalSalesTodayByTypeLabels: ORDER_TYPES.map((type) => ORDER_TYPE_LABELS[type]),
    totalSalesTodayByType: ORDER_TYPES.map((type) => oreToKroner(todayByType.get(type) ?? 0)),
    totalSalesPerDateLabels: input.dates.map(dateLabel),
    totalSalesPerDate: input.dates.map((date) => oreToKroner(perDate.get(date) ?? 0)),
    totalSalesPerMonthLabels: input.months.map(monthLabel),
    totalSalesPerMonth: input.months.map((month) => oreToKroner(perMonth.get(month) ?? 0)),
  };
}
