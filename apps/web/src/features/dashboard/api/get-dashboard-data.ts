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

/** The overview's data; fetched again whenever the overview opens, since the quick buttons change it. */
export function useDashboardData(merchant: string) {
  return useQuery({ ...dashboardDataQueryOptions(merchant), refetchOnMount: 'always' });
}
