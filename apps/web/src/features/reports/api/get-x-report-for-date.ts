import { useQuery } from '@tanstack/react-query';
import type { XReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type TerminalReportParams } from './query-keys';

type Params = TerminalReportParams & { date: string };

/** GET /api/report/getXReportForDate (super admin): one business day's figures of a terminal, changing nothing. */
export function getXReportForDate(merchant: string, params: Params): Promise<XReport> {
  return api.get<XReport>('/report/getXReportForDate', { params: { merchant, ...params } });
}

export function useXReportForDate(merchant: string, params: Params | undefined) {
  return useQuery({
    queryKey: reportsKeys.xReportForDate(merchant, params ?? { locationId: '', terminalId: '', date: '' }),
    queryFn: () => getXReportForDate(merchant, params!),
    enabled: params !== undefined,
  });
}
