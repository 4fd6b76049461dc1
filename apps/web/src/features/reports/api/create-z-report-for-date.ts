import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { ZReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type TerminalReportParams } from './query-keys';

type Params = TerminalReportParams & { date: string };

/** POST /api/report/createZReportForDate (super admin): replaces that day's Z-report under the next number. */
export function createZReportForDate(merchant: string, params: Params): Promise<ZReport> {
  return api.post<ZReport>('/report/createZReportForDate', undefined, { params: { merchant, ...params } });
}

export function useCreateZReportForDate(merchant: string) {
  return useInvalidatingMutation({
    mutationFn: (params: Params) => createZReportForDate(merchant, params),
    invalidates: [reportsKeys.all],
    invalidateOnError: true,
  });
}
