import type { VoucherFormat } from '@bakrom/shared/schemas/accounting';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { VoucherPeriod } from './get-voucher-preview';
import { accountingKeys } from './query-keys';

export interface VoucherExportChoice extends VoucherPeriod {
  format: VoucherFormat;
}

/** The name to save under should the answer name none; the server's says the merchant, the period and the format. */
const FALLBACK_NAMES: Record<VoucherFormat, string> = { gbat10: 'bilag.gbat10.txt', csv: 'bilag.csv', xlsx: 'bilag.xlsx' };

/**
 * GET /api/accounting/exportVouchers: the period's vouchers as a file (GBAT10, CSV or XLSX), saved by the browser
 * under the server's name. The first export of a voucher stores it with its number; it never changes after.
 * Resolves with the saved file's name; a refusal is the ApiError with the server's message.
 */
export function exportVouchers(merchant: string, { locationId, fromDate, toDate, format }: VoucherExportChoice): Promise<string> {
  return api.download('/accounting/exportVouchers', {
    params: { merchant, locationId: locationId ?? '', fromDate, toDate, format },
    fallbackName: FALLBACK_NAMES[format],
  });
}

/** The previews show the exported vouchers as such afterwards. */
export function useExportVouchers(merchant: string) {
  return useInvalidatingMutation({
    mutationFn: (choice: VoucherExportChoice) => exportVouchers(merchant, choice),
    invalidates: [accountingKeys.previews],
  });
}
