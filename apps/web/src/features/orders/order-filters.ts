import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_TYPES, type OrderChannel, type OrderStatus, type PaymentType } from '@bakrom/shared/enums';
import { isWireDate } from '@bakrom/shared/business-day';
import { ORDER_SEARCH, ORDER_SEARCH_MAX_LENGTH } from '@bakrom/shared/schemas/orders';

/** The filters of the orders list, all kept in the URL's search parameters so links and reloads keep them. */
export interface OrderFilterValues {
  locationId?: string;
  fromDate?: string;
  toDate?: string;
  status?: OrderStatus;
  channel?: OrderChannel;
  paymentType?: PaymentType;
  q?: string;
}

export const FILTER_KEYS = ['locationId', 'fromDate', 'toDate', 'status', 'channel', 'paymentType', 'q'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The filters a URL names; a value the server would refuse (an unknown status, a date that does not
 * exist, a location of nobody's) is left out rather than shown as an error.
 */
export function filtersOf(params: URLSearchParams, locationIds: readonly string[]): OrderFilterValues {
  const date = (key: string) => {
    const value = params.get(key);
    return value && isWireDate(value) ? value : undefined;
  };
  const locationId = params.get('locationId');
  const q = params.get('q')?.trim();
  let fromDate = date('fromDate');
  let toDate = date('toDate');
  if (fromDate && toDate && fromDate > toDate) [fromDate, toDate] = [toDate, fromDate];
  return {
    locationId: locationId && locationIds.includes(locationId) ? locationId : undefined,
    fromDate,
    toDate,
    status: oneOf(ORDER_STATUSES, params.get('status')),
    channel: oneOf(ORDER_CHANNELS, params.get('channel')),
    paymentType: oneOf(PAYMENT_TYPES, params.get('paymentType')),
    q: q && q.length <= ORDER_SEARCH_MAX_LENGTH && ORDER_SEARCH.test(q) ? q : undefined,
  };
}

export function hasFilters(filters: OrderFilterValues): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

export type FilterKey = (typeof FILTER_KEYS)[number];
/** Filters to set (a value) or remove (null or empty), several at once (a preset's from and to dates). */
export type FilterChanges = Partial<Record<FilterKey, string | null>>;

/** The search parameters with the filters changed, the others kept. */
export function withFilters(params: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The filters as the list's calls take them: only those set. */
export function filterParams(filters: OrderFilterValues): Record<string, string> {
  return Object.fromEntries(FILTER_KEYS.flatMap((key) => (filters[key] ? [[key, filters[key]]] : [])));
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}
