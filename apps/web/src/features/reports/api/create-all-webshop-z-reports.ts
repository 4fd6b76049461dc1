import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { z } from 'zod';
import type { createAllWebshopZReportsResponse } from '@bakrom/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys } from './query-keys';

export type CreatedWebshopZReports = z.infer<typeof createAllWebshopZReportsResponse>;
type Params = { locationId: string; fromDate: string };

/** POST /api/report/createAllWebshopZReports (super admin): a WEBSHOP Z-report per unsettled day from fromDate to yesterday. */
export function createAllWebshopZReports(merchant: string, params: Params): Promise<CreatedWebshopZReports> {
  return api.post<CreatedWebshopZReports>('/report/createAllWebshopZReports', undefined, { params: { merchant, ...params } });
}

export function useCreateAllWebshopZReports(merchant: string) {
  return useInvalidatingMutation({
    mutationFn: (params: Params) => createAllWebshopZReports(merchant, params),
    invalidates: [reportsKeys.all],
    invalidateOnError: true,
  });
}
