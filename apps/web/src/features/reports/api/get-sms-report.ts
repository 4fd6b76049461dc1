import { useQuery } from '@tanstack/react-query';
import type { SmsReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type PeriodParams } from './query-keys';

type Params = { locationId: string } & PeriodParams;

/** GET /api/report/getSmsReport?merchant&locationId&fromDate&toDate: the SMS sent in the period and what they cost. */
export function getSmsReport(merchant: string, params: Params): Promise<SmsReport> {
  return api.get<SmsReport>('/report/getSmsReport', { params: { merchant, ...params } });
}

export function useSmsReport(merchant: string, params: Params | undefined) {
  return useQuery({
    queryKey: reportsKeys.sms(merchant, params ?? { locationId: '', fromDate: '', toDate: '' }),
    queryFn: () => getSmsReport(merchant, params!),
    enabled: params !== undefined,
  });
}
