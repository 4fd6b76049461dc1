import { useQuery } from '@tanstack/react-query';
import type { XReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type TerminalReportParams } from './query-keys';

/** GET /api/report/getXReport?merchant&locationId&terminalId: the running counters since the terminal's last Z-report. */
export function getXReport(merchant: string, params: TerminalReportParams): Promise<XReport> {
  return api.get<XReport>('/report/getXReport', { params: { merchant, ...params } });
}

/** Asked for only once the screen names a location and a terminal ('Vis X-rapport'). */
export function useXReport(merchant: string, params: TerminalReportParams | undefined) {
  return useQuery({
    queryKey: reportsKeys.xReport(merchant, params ?? { locationId: '', terminalId: '' }),
    queryFn: () => getXReport(merchant, params!),
    enabled: params !== undefined,
  });
}
