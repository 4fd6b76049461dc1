import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoucherPreviewResponse } from '@bakrom/shared/schemas/accounting';
import { api } from '@/lib/api-client';
import { accountingKeys } from './query-keys';

export interface VoucherPeriod {
  /** One location, or undefined for every location of the merchant. */
  locationId: string | undefined;
  /** YYYY-MM-DD, both days included. */
  fromDate: string;
  toDate: string;
}

/** GET /api/accounting/getVoucherPreview: the period's vouchers as the export will write them, with their totals. */
export function getVoucherPreview(merchant: string, { locationId, fromDate, toDate }: VoucherPeriod): Promise<VoucherPreviewResponse> {
  return api.get<VoucherPreviewResponse>('/accounting/getVoucherPreview', {
    params: { merchant, locationId: locationId ?? '', fromDate, toDate },
  });
}

export function voucherPreviewQueryOptions(merchant: string, period: VoucherPeriod) {
  return queryOptions({
    queryKey: accountingKeys.preview(merchant, period.locationId, period.fromDate, period.toDate),
    queryFn: () => getVoucherPreview(merchant, period),
  });
}

/** The preview of the period shown (none while no period is chosen). */
export function useVoucherPreview(merchant: string, period: VoucherPeriod | undefined) {
  return useQuery({
    ...voucherPreviewQueryOptions(merchant, period ?? { locationId: undefined, fromDate: '', toDate: '' }),
    enabled: period !== undefined,
  });
}
