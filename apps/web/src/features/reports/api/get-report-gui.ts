import { useQuery } from '@tanstack/react-query';
import type { ReportGui } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys } from './query-keys';

/** GET /api/report/getDataForReportGui?merchant: the locations, company and VAT rates of the report screens. */
export function getReportGui(merchant: string): Promise<ReportGui> {
  return api.get<ReportGui>('/report/getDataForReportGui', { params: { merchant } });
}

export function useReportGui(merchant: string) {
  return useQuery({ queryKey: reportsKeys.gui(merchant), queryFn: () => getReportGui(merchant) });
}
