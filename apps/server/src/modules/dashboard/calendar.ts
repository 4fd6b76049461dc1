import { dateLabel, firstDateOfMonth, lastDates, lastMonths, monthLabel } from '@bakrom/shared/business-day';
import { DASHBOARD_DAYS, DASHBOARD_MONTHS } from '@bakrom/shared/schemas/dashboard';

/** The days and months the dashboard's charts cover, with their labels: the same all day. */
export interface DashboardCalendar {
  today: string;
  /** The 30 Oslo dates ending today, oldest first, and their DD.MM.YYYY labels. */
  dates: string[];
  dateLabels: string[];
  /** The 12 months (YYYY-MM) ending this month, oldest first, and their labels ('nov. 2026'). */
  months: string[];
  monthLabels: string[];
  /** The first date of the oldest month. */
  monthlyFrom: string;
}

export function dashboardCalendar(today: string): DashboardCalendar {
  const dates = lastDates(today, DASHBOARD_DAYS);
  const months = lastMonths(today, DASHBOARD_MONTHS);
  return {
    today,
    dates,
    dateLabels: dates.map(dateLabel),
    months,
    monthLabels: months.map(monthLabel),
    monthlyFrom: firstDateOfMonth(months[0]!),
  };
}

/** `dashboardCalendar`, computed once per day rather than once per request. */
export function memoizedDashboardCalendar(): (today: string) => DashboardCalendar {
  let last: DashboardCalendar | undefined;
  return (today) => (last?.today === today ? last : (last = dashboardCalendar(today)));
}
