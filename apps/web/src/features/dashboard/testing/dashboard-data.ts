import type { DashboardData, LabourToday, NotClockedOut } from '@bakrom/shared/schemas/dashboard';
import { buildLocation } from '@/testing/users';

export const MAJORSTUEN = buildLocation({ id: '00000000-0000-4000-8000-000000000001', name: 'Majorstuen' });
export const GRUNERLOKKA = buildLocation({ id: '00000000-0000-4000-8000-000000000002', name: 'Grünerløkka', shortName: 'GRU' });

/** Today's labour of a location: 9,5 hours costing 1 925 kr, 38,5 % of 5 000 kr of sales; pass overrides for what a test cares about. */
export function buildLabourToday(overrides: Partial<LabourToday> = {}): LabourToday {
  return {
    locationId: MAJORSTUEN.id,
    hours: 9.5,
    labourCost: 1925,
    hoursWithoutCost: 0,
    labourCostShareOfSales: 38.5,
    salesPerLabourHour: 526.32,
    ...overrides,
  };
}

/** Kari, clocked in at Majorstuen on Thursday 19 November 2026 at 17:00 Oslo time and never clocked out. */
export function buildNotClockedOut(overrides: Partial<NotClockedOut> = {}): NotClockedOut {
  return {
    locationId: MAJORSTUEN.id,
    userId: '00000000-0000-4000-8000-0000000000c1',
    employeeName: 'Kari Hansen',
    since: '2026-11-19T16:00:00.000Z',
    ...overrides,
  };
}

/**
 * The overview of Friday 27 November 2026 at one location (Majorstuen): 5 000 kr of sales today, no closing days,
 * sold-out items or unsettled tills, nobody clocked in today and nobody left clocked in since an earlier day.
 */
export function buildDashboardData(overrides: Partial<DashboardData> = {}): DashboardData {
  const dateLabels = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 29 + index));
    return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
  });
  const months = ['des.', 'jan.', 'feb.', 'mars', 'apr.', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.'];
  const monthLabels = months.map((month, index) => `${month} ${index === 0 ? 2025 : 2026}`);
  return {
    today: '2026-11-27',
    totalSalesToday: 5000,
    totalSalesTodayByTypeLabels: ['Spise her', 'Henting', 'Levering'],
    totalSalesTodayByType: [3000, 2000, 0],
    totalSalesTodayByLocation: [{ locationId: MAJORSTUEN.id, total: 5000, byType: [3000, 2000, 0] }],
    totalSalesPerDateLabels: dateLabels,
    totalSalesPerDate: dateLabels.map((_, index) => (index === dateLabels.length - 1 ? 5000 : 4000)),
    totalSalesPerMonthLabels: monthLabels,
    totalSalesPerMonth: monthLabels.map(() => 100_000),
    closingDaysArray: [],
    locations: [MAJORSTUEN],
    categories: [],
    soldOutItems: [],
    unsettledTills: [],
    labourToday: [],
    notClockedOut: [],
    ...overrides,
  };
}
