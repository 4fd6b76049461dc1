import { useQuery } from '@tanstack/react-query';
import type { TransactionsReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type PeriodParams } from './query-keys';

/** GET /api/report/getTransactionsReport?merchant&fromDate&toDate (super admin): card payments, BankAxept against other cards. */
export function getTransactionsReport(merchant: string, params: PeriodParams): Promise<TransactionsReport> {
  return api.get<TransactionsReport>('/report/getTransactionsReport', { params: { merchant, ...params } });
}

export function useTransactionsReport(merchant: string, params: PeriodParams | undefined) {
  return useQuery({
    queryKey: reportsKeys.transactions(merchant, params ?? { fromDate: '', toDate: '' }),
    queryFn: () => getTransactionsReport(merchant, params!),
    enabled: params !== undefined,
  });
}
