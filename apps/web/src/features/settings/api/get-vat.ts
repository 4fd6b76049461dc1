import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vat } from '@bakrom/shared/schemas/settings-company';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/getVat?merchant=… (403 in WEBSITE mode). */
export function getVat(merchant: string): Promise<Vat> {
  return api.get<Vat>('/settings/getVat', { params: { merchant } });
}

export function vatQueryOptions(merchant: string) {
  return queryOptions({ queryKey: [...settingsKeys.all, 'vat', merchant] as const, queryFn: () => getVat(merchant) });
}

export function useVat(merchant: string) {
  return useQuery(vatQueryOptions(merchant));
}
