import { firstDateOfMonth, lastDates, lastMonths, osloDateOf } from '@bakrom/shared/business-day';
import { DASHBOARD_DAYS, DASHBOARD_MONTHS, type DashboardData } from '@bakrom/shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { listLocations } from '../locations/repository';
import type { DashboardRepository } from './dashboard-repository';
import { presentSalesFigures } from './presenter';

/**
 * Everything /overview shows, as of `now`: sales of today, the last 30 Oslo days and the last 12
 * months (from the rollup), the closing days covering today, locations, categories and sold-out items.
 */
export async function loadDashboardData(db: Db, repository: DashboardRepository, merchantId: string, now: Date): Promise<DashboardData> {
  const today = osloDateOf(now);
  const dates = lastDates(today, DASHBOARD_DAYS);
  const months = lastMonths(today, DASHBOARD_MONTHS);
  const [daily, monthly, closingDaysArray, locations, categories, soldOutItems] = await Promise.all([
    repository.salesPerDateAndType(merchantId, { dailyFrom: dates[0]!, today }),
    repository.salesPerMonth(merchantId, { monthlyFrom: firstDateOfMonth(months[0]!), today }),
    repository.closingDaysCovering(merchantId, today),
    listLocations(db, merchantId),
    repository.categoryAvailability(merchantId),
    repository.soldOutItems(merchantId),
  ]);
  return {
    today,
    ...presentSalesFigures({ today, dates, months, daily, monthly }),
    closingDaysArray,
    locations,
    categories,
    soldOutItems,
  };
}
