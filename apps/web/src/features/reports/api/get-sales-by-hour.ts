import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesByHour } from '@bakrom/shared/schemas/sales-analytics';
import { api } from '@/lib/api-client';
import { reportsKeys, type SalesByHourParams } from './query-keys';

/** GET /api/report/getSalesByHour?merchant&locationId&channel&date&compare: the 24 hours of one day beside the comparison day's. */
export function getSalesByHour(merchant: string, params: SalesByHourParams): Promise<SalesByHour> {
  return api.get<SalesByHour>('/report/getSalesByHour', { params: { merchant, ...params } });
}

export function useSalesByHour(merchant: string, params: SalesByHourParams | undefined) {
  return useQuery({
    queryKey: reportsKeys.salesByHour(merchant, params ?? { date: '', compare: 'previous' }),
    queryFn: () => getSalesByHour(merchant, params!),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
}
