import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClosingDay } from '@bakrom/shared/schemas/operations';
import { api } from '@/lib/api-client';
import { operationsKeys } from './query-keys';

/** GET /api/settings/getClosingDays?merchant=…: every closing day of the merchant, by start date. */
export function getClosingDays(merchant: string): Promise<ClosingDay[]> {
  return api.get<ClosingDay[]>('/settings/getClosingDays', { params: { merchant } });
}

export function closingDaysQueryOptions(merchant: string) {
  return queryOptions({ queryKey: operationsKeys.closingDays(merchant), queryFn: () => getClosingDays(merchant) });
}

export function useClosingDays(merchant: string) {
  return useQuery(closingDaysQueryOptions(merchant));
}
