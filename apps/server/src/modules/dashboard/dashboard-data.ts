import { osloDateOf } from '@bakrom/shared/business-day';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import type { DashboardCalendar } from './calendar';
import type { DashboardRepository } from './dashboard-repository';
import { presentSalesFigures } from './presenter';

/**
 * Everything /overview shows, as of `now`: sales of today (in all and per location), the last 30 Oslo
 * days and the last 12 months (from the rollups), the closing days covering today, locations, categories and sold-out items.
 */
export async function loadDashboardData(
  repository: DashboardRepository,
  calendarOf: (today: string) => DashboardCalendar,
  merchantId: string,
  now: Date,
): Promise<DashboardData> {
  const calendar = calendarOf(osloDateOf(now));
  const { today, dates, monthlyFrom } = calendar;
  const { daily, todayByLocation, monthly, ...rest } = await repository.read(merchantId, { dailyFrom: dates[0]!, monthlyFrom, today });
  const locationIds = rest.locations.map((location) => location.id);
  return { today, ...presentSalesFigures({ calendar, daily, todayByLocation, monthly, locationIds }), ...rest };
}
