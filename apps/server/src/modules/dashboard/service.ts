import { seesStaffPrivateData } from '@bakrom/shared/staff-rules';
import { osloDateOf } from '@bakrom/shared/business-day';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../http/access';
import { memoizedDashboardCalendar } from './calendar';
import { labourToday } from '../staff-register/labour-service';
import { presentLabourToday, presentSalesFigures, presentUnsettledTills } from './presenter';
import { readDashboard } from './repository';

/** The charts' days and months, computed once a day for the process. */
const calendarOf = memoizedDashboardCalendar();

/**
 * Everything /overview shows, as of `now`: sales of today (in all and per location), the last 30 Oslo
 * days and the last 12 months (from the rollups), the closing days covering today, locations, categories and sold-out items,
 * today's labour against sales per location (its cost not for a MANAGER, who sees no hourly costs) and who has not
 * clocked out since an earlier day.
 */
export async function dashboardData(db: Db, session: Pick<SessionContext, 'merchantId' | 'userRole'>, now: Date): Promise<DashboardData> {
  const { merchantId } = session;
  const calendar = calendarOf(osloDateOf(now));
  const { today, dates, monthlyFrom } = calendar;
  const { daily, todayByLocation, monthly, unsettledTills, ...rest } = await readDashboard(db, merchantId, {
    dailyFrom: dates[0]!,
    monthlyFrom,
    today,
  });
  const locationIds = rest.locations.map((location) => location.id);
  const sales = presentSalesFigures({ calendar, daily, todayByLocation, monthly, locationIds });
  const labour = await labourToday(db, merchantId, now);
  return {
    today,
    ...sales,
    ...rest,
    unsettledTills: presentUnsettledTills(unsettledTills),
    labourToday: presentLabourToday(labour.byLocation, sales.totalSalesTodayByLocation, {
      showCost: seesStaffPrivateData(session.userRole),
    }),
    notClockedOut: labour.notClockedOut,
  };
}
