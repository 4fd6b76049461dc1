import { useQuery } from '@tanstack/react-query';
import type { AlcoholReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type PeriodParams } from './query-keys';

type Params = { locationId: string } & PeriodParams;

/** GET /api/report/getAlcoholReport?merchant&locationId&fromDate&toDate: alcohol sold per category, refunds taken off. */
export function getAlcoholReport(merchant: string, params: Params): Promise<AlcoholReport> {
  return api.get<AlcoholReport>('/report/getAlcoholReport', { params: { merchant, ...params } });
}

export function useAlcoholReport(merchant: string, params: Params | undefined) {
  return useQuery({
    queryKey: reportsKeys.alcohol(merchant, params ?? { locationId: '', fromDate: '', toDate: '' }),
    queryFn: () => getAlcoholReport(merchant, params!),
    enabled: params !== undefined,
  });
}
