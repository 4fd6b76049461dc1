import { isWireDate } from '@bakrom/shared/business-day';
import type { VoucherPeriod } from './api/get-voucher-preview';

/**
 * The choice of the accounting export as its link holds it: `locationId` (left out for every location),
 * `fromDate` and `toDate` (YYYY-MM-DD). The preview shows once both dates are in the link.
 */

/** The period a link names, or undefined while it names no whole period (a date left out or not a date). */
export function periodOfParams(params: URLSearchParams): VoucherPeriod | undefined {
  const fromDate = params.get('fromDate') ?? '';
  const toDate = params.get('toDate') ?? '';
  if (!isWireDate(fromDate) || !isWireDate(toDate)) return undefined;
  return { locationId: params.get('locationId') || undefined, fromDate, toDate };
}

/** The link's query of a period: the location only when one is chosen. */
export function paramsOfPeriod(period: VoucherPeriod): Record<string, string> {
  return {
    ...(period.locationId ? { locationId: period.locationId } : {}),
    fromDate: period.fromDate,
    toDate: period.toDate,
  };
}
