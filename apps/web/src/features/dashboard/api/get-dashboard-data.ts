import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /api/dashboard/getDashboardData?merchant=… */
export function getDashboardData(merchant: string): Promise<DashboardData> {
  return api.get<DashboardData>('/dashboard/getDashboardData', { params: { merchant } });
}

export function dashboardDataQueryOptions(merchant: string) {
  return queryOptions({ queryKey: dashboardKeys.data(merchant), queryFn: () => getDashboardData(merchant) });
}

/** How often the overview fetches its figures again while it is open: new orders count within a minute. */
const DASHBOARD_REFRESH_MS = 60_000;

/**
 * The overview's data: fetched again whenever the overview opens (the quick buttons change it), every
 * minute while it is open, and when the window gets the focus back.
 */
export function useDashboardData(merchant: string) {
  return useQuery({
    ...dashboardDataQueryOptions(merchant),
    refetchOnMount: 'always',
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
