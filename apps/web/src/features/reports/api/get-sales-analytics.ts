import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesAnalytics } from '@bakrom/shared/schemas/sales-analytics';
import { api } from '@/lib/api-client';
import { reportsKeys, type SalesAnalyticsParams } from './query-keys';

/**
 * GET /api/report/getSalesAnalytics?merchant&locationId&channel&fromDate&toDate&compare: Salgsanalyse's key figures
 * against the comparison period, product mix, weekdays × hours, channels, order types and timeline.
 */
export function getSalesAnalytics(merchant: string, params: SalesAnalyticsParams): Promise<SalesAnalytics> {
  return api.get<SalesAnalytics>('/report/getSalesAnalytics', { params: { merchant, ...params } });
}

/** The analysis of a choice; off while there is none (a period too long). The last analysis stays on screen while the next loads. */
export function useSalesAnalytics(merchant: string, params: SalesAnalyticsParams | undefined) {
  return useQuery({
    queryKey: reportsKeys.salesAnalytics(merchant, params ?? { fromDate: '', toDate: '', compare: 'previous' }),
    queryFn: () => getSalesAnalytics(merchant, params!),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
}
