import { ORDER_TYPE_LABELS } from '@bakrom/shared/schemas/dashboard';
import { ORDER_TYPES } from '@bakrom/shared/enums';
import { oreToKroner } from '@bakrom/shared/money';
import { terminalLabel } from '@bakrom/shared/report-labels';
import type { LabourToday, UnsettledTill } from '@bakrom/shared/schemas/dashboard';
import type { DashboardCalendar } from './calendar';
import type { DailySales, LocationSales, MonthlySales, UnsettledTillRow } from './repository';

export interface SalesFigures {
  totalSalesToday: number;
  totalSalesTodayByTypeLabels: string[];
  totalSalesTodayByType: number[];
  totalSalesTodayByLocation: Array<{ locationId: string; total: number; byType: number[] }>;
  totalSalesPerDateLabels: string[];
  totalSalesPerDate: number[];
  totalSalesPerMonthLabels: string[];
  totalSalesPerMonth: number[];
}

const TYPE_LABELS = ORDER_TYPES.map((type) => ORDER_TYPE_LABELS[type]);

/** Today's sales of each location, every location present, by order type in the order of ORDER_TYPES. */
function presentTodayByLocation(locationIds: readonly string[], rows: readonly LocationSales[]): SalesFigures['totalSalesTodayByLocation'] {
  return locationIds.map((locationId) => {
    const byType = ORDER_TYPES.map((type) =>
      rows.filter((row) => row.locationId === locationId && row.orderType === type).reduce((sum, row) => sum + row.amountOre, 0),
    );
    return { locationId, total: oreToKroner(byType.reduce((sum, amount) => sum + amount, 0)), byType: byType.map(oreToKroner) };
  });
}

/** The dashboard's sales figures in kroner; every date, month, order type and location is present, 0 without sales. */
export function presentSalesFigures(input: {
  calendar: DashboardCalendar;
  daily: DailySales[];
  todayByLocation: LocationSales[];
  monthly: MonthlySales[];
  locationIds: readonly string[];
}): SalesFigures {
  const { calendar } = input;
  const perDate = new Map<string, number>();
  const todayByType = new Map<string, number>();
  for (const row of input.daily) {
    perDate.set(row.businessDate, (perDate.get(row.businessDate) ?? 0) + row.amountOre);
    if (row.businessDate === calendar.today) todayByType.set(row.orderType, (todayByType.get(row.orderType) ?? 0) + row.amountOre);
  }
  const perMonth = new Map(input.monthly.map((row) => [row.month, row.amountOre]));
  return {
    totalSalesToday: oreToKroner(perDate.get(calendar.today) ?? 0),
    totalSalesTodayByTypeLabels: TYPE_LABELS,
    totalSalesTodayByType: ORDER_TYPES.map((type) => oreToKroner(todayByType.get(type) ?? 0)),
    totalSalesTodayByLocation: presentTodayByLocation(input.locationIds, input.todayByLocation),
    totalSalesPerDateLabels: calendar.dateLabels,
    totalSalesPerDate: calendar.dates.map((date) => oreToKroner(perDate.get(date) ?? 0)),
    totalSalesPerMonthLabels: calendar.monthLabels,
    totalSalesPerMonth: calendar.months.map((month) => oreToKroner(perMonth.get(month) ?? 0)),
  };
}

/** The tills missing their daily Z, each named as the X and Z screens name it (device name, else device id). */
export function presentUnsettledTills(rows: readonly UnsettledTillRow[]): UnsettledTill[] {
  return rows.map(({ deviceId, deviceName, ...till }) => ({
    ...till,
    terminalName: terminalLabel({ terminalType: 'POS', deviceName, terminalId: deviceId }),
  }));
}

/** Today's labour of each location against its sales (kroner): cost share of sales in percent, sales per hour worked. */
export function presentLabourToday(
  labour: readonly { locationId: string; hours: number; labourCost: number; hoursWithoutCost: number }[],
  salesByLocation: ReadonlyArray<{ locationId: string; total: number }>,
  { showCost }: { showCost: boolean },
): LabourToday[] {
  const sales = new Map(salesByLocation.map((row) => [row.locationId, row.total]));
  return labour.map((row) => {
    const total = sales.get(row.locationId) ?? 0;
    const labourCost = oreToKroner(row.labourCost);
    return {
      locationId: row.locationId,
      hours: row.hours,
      labourCost: showCost ? labourCost : null,
      hoursWithoutCost: row.hoursWithoutCost,
      labourCostShareOfSales: showCost && total > 0 ? Math.round((labourCost / total) * 1000) / 10 : null,
      salesPerLabourHour: row.hours > 0 ? Math.round((total / row.hours) * 100) / 100 : null,
    };
  });
}
