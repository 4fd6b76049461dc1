import { useQuery } from '@tanstack/react-query';
import type { ZReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type TerminalReportParams } from './query-keys';

type Params = TerminalReportParams & { date: string };

/** GET /api/report/getZReport?merchant&locationId&terminalId&date: every Z-report of the terminal and day, in number order. */
export function getZReports(merchant: string, params: Params): Promise<ZReport[]> {
  return api.get<ZReport[]>('/report/getZReport', { params: { merchant, ...params } });
}

export function useZReports(merchant: string, params: Params | undefined) {
  return useQuery({
    queryKey: reportsKeys.zReports(merchant, params ?? { locationId: '', terminalId: '', date: '' }),
    queryFn: () => getZReports(merchant, params!),
    enabled: params !== undefined,
  });
}
