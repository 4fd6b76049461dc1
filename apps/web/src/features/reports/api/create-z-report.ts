import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { ZReport } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type TerminalReportParams } from './query-keys';

/**
 * POST /api/report/createZReport?merchant&locationId&terminalId: settles the terminal and answers the new
 * Z-report; 409 NOTHING_TO_SETTLE when there is nothing to settle.
 */
export function createZReport(merchant: string, params: TerminalReportParams): Promise<ZReport> {
  return api.post<ZReport>('/report/createZReport', undefined, { params: { merchant, ...params } });
}

/** Settling changes the X-report, the day's Z-reports and the period reports: every report query is refetched. */
export function useCreateZReport(merchant: string) {
  return useInvalidatingMutation({
    mutationFn: (params: TerminalReportParams) => createZReport(merchant, params),
    invalidates: [reportsKeys.all],
    invalidateOnError: true,
  });
}
