import { useQuery } from '@tanstack/react-query';
import type { TotalSalesReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type PeriodParams, type TerminalReportParams } from './query-keys';

type Params = TerminalReportParams & PeriodParams;

/** GET /api/report/getTotalSalesReport?merchant&locationId&terminalId(ALL)&fromDate&toDate: the period's Z-reports added up. */
export function getTotalSalesReport(merchant: string, params: Params): Promise<TotalSalesReport> {
  return api.get<TotalSalesReport>('/report/getTotalSalesReport', { params: { merchant, ...params } });
}

export function useTotalSalesReport(merchant: string, params: Params | undefined) {
  return useQuery({
    queryKey: reportsKeys.totalSales(merchant, params ?? { locationId: '', terminalId: '', fromDate: '', toDate: '' }),
    queryFn: () => getTotalSalesReport(merchant, params!),
    enabled: params !== undefined,
  });
}
